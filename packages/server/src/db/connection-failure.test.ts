import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.js';

describe('isConnectionFailure', () => {
  it('knows a lost or refused connection, also as the cause of another error', () => {
    // What pg said to 189 of 800 writes while pg_terminate_backend ran (issue 27: answered 500).
    expect(isConnectionFailure(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionFailure(new Error('the batch failed', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true);
  });

  it('does not take a wrong statement for one', () => {
    expect(isConnectionFailure(Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' }))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
    expect(isConnectionFailure('text')).toBe(false);
  });
});
