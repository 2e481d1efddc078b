import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginResponseSchema } from './auth.schema.js';
import { ContractError, formatPath, parseContract, safeParseContract } from './parse.js';
import { raffleItemsResponseSchema } from './raffle.schema.js';

describe('parseContract', () => {
  it('returns the typed value when it matches', () => {
    const value = parseContract(z.object({ coins: z.int() }), { coins: 3, extra: true }, 'coins');
    expect(value).toEqual({ coins: 3 });
  });

  it('names the subject, the field path and the problem', () => {
    const run = () => parseContract(raffleItemsResponseSchema, [{ item_id: 7 }], 'the answer of GET /game/raffle/items');
    expect(run).toThrow(ContractError);
    expect(run).toThrow(/^the answer of GET \/game\/raffle\/items is invalid: at \[0\]\.item_id: Expected text, received a whole number/);
    expect(run).toThrow(/at \[0\]\.name: Required/);
  });

  it('reports the closest union branch, not every branch', () => {
    const result = safeParseContract(loginResponseSchema, { user: {}, coins: 0, timestamps: { game_start: 'soon' } }, 'login');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.error.issues.map((issue) => issue.path);
    expect(paths).toContain('timestamps.game_start');
    expect(paths).toContain('timestamps.review_end');
    expect(result.error.fieldErrors['timestamps.game_start']).toEqual(['Not a valid date and time (ISO 8601)']);
  });

  it('names the accepted literal when a string matches no branch', () => {
    const result = safeParseContract(loginResponseSchema.shape.timestamps, 'later', 'timestamps');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('timestamps is invalid: at $: Must be one of "The game has not started yet"');
  });

  it('describes the received type, never the value', () => {
    const result = safeParseContract(z.object({ password: z.string() }), { password: 12345678 }, 'body');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe('body is invalid: at password: Expected text, received a whole number');
      expect(result.error.message).not.toContain('12345678');
    }
  });

  it('groups problems by path as the error body does', () => {
    const schema = z.object({ name: z.string().check(z.minLength(2), z.maxLength(1)) });
    const result = safeParseContract(schema, { name: 'abc' }, 'body');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.fieldErrors).toEqual({ name: ['Must be at most 1 characters'] });
  });

  it('describes a root mismatch at $', () => {
    const result = safeParseContract(z.object({ a: z.string() }), null, 'body');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.fieldErrors).toEqual({ $: ['Expected an object, received null'] });
  });
});

describe('formatPath', () => {
  it('writes identifiers with dots, indexes and other keys in brackets', () => {
    expect(formatPath([])).toBe('$');
    expect(formatPath(['$'])).toBe('["$"]');
    expect(formatPath(['$', 'a'])).toBe('["$"].a');
    expect(formatPath(['a', '$'])).toBe('a.$');
    expect(formatPath(['staked_items', 0, 'coins'])).toBe('staked_items[0].coins');
    expect(formatPath(['user', 'chests_submitted', '3'])).toBe('user.chests_submitted["3"]');
  });
});
