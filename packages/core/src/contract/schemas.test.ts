import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { answerChestQuestionRequestSchema, chestSchema, questionAnswersSchema } from './chest.schema.js';
import { errorBodySchema } from './common.schema.js';
import { safeParseContract } from './parse.js';
import { profileUpdateRequestSchema } from './profile.schema.js';
import { eventTimestampsSchema } from './timestamps.schema.js';
import { userSchema } from './user.schema.js';

/** The problems per path when `value` is rejected, or 'valid'. */
function problems(schema: z.ZodMiniType, value: unknown): Record<string, string[]> | 'valid' {
  const result = safeParseContract(schema, value, 'value');
  return result.ok ? 'valid' : result.error.fieldErrors;
}

const question = (correct?: string) => ({
  question: 'Which?',
  answers: { choices: { a: 'One', b: 'Two' }, ...(correct === undefined ? {} : { correct }) },
});

const user = {
  name: 'Demo Player',
  email: 'demo.player@example.com',
  education: 'Grade 11',
  school: null,
  country: 'Canada',
  region: null,
  city: null,
  role: 'Player',
  referral_link: 'http://localhost:3000/register?referral=x',
  chests_submitted: {},
  attend_meeting: null,
};

describe('chests', () => {
  it('holds exactly three questions', () => {
    expect(problems(chestSchema, { chest_id: '1', group: [question(), question()] })).toEqual({ group: ['Must be exactly 3 items'] });
    expect(problems(chestSchema, { chest_id: '1', group: [question(), question(), question()] })).toBe('valid');
  });

  it('accepts a question without its answer (server-judged mode) or with one of its choices', () => {
    expect(problems(questionAnswersSchema, question().answers)).toBe('valid');
    expect(problems(questionAnswersSchema, question('b').answers)).toBe('valid');
  });

  it('rejects a correct answer that is not one of the choices', () => {
    expect(problems(questionAnswersSchema, question('c').answers)).toEqual({ correct: ['The correct answer must be one of the choices'] });
  });

  it('keys choices by one lower-case letter', () => {
    expect(problems(questionAnswersSchema, { choices: { A: 'One' } })).toEqual({ 'choices.A': ['Has a key that is not allowed'] });
  });

  it('numbers questions 0, 1 and 2', () => {
    const answer = (question: number) => ({ chest_id: 1, question, choice: 'a' });
    expect(problems(answerChestQuestionRequestSchema, answer(2))).toBe('valid');
    expect(problems(answerChestQuestionRequestSchema, answer(3))).toEqual({ question: ['Must be less than 3'] });
    expect(problems(answerChestQuestionRequestSchema, answer(-1))).toEqual({ question: ['Must be at least 0'] });
  });

  it('refuses ids that are not positive whole numbers', () => {
    expect(problems(answerChestQuestionRequestSchema, { chest_id: 0, question: 0, choice: 'a' })).toEqual({
      chest_id: ['Must be greater than 0'],
    });
  });
});

describe('users', () => {
  it('accepts any role text, so that a new role does not break old clients', () => {
    expect(problems(userSchema, { ...user, role: 'Organizer' })).toBe('valid');
    expect(problems(userSchema, { ...user, role: 'Judge' })).toBe('valid');
  });

  it('keys completed chests by their decimal id', () => {
    expect(problems(userSchema, { ...user, chests_submitted: { '12': 9 } })).toBe('valid');
    expect(problems(userSchema, { ...user, chests_submitted: { '01': 9 } })).toEqual({ 'chests_submitted["01"]': ['Has a key that is not allowed'] });
    expect(problems(userSchema, { ...user, chests_submitted: { '1': -1 } })).toEqual({ 'chests_submitted["1"]': ['Must be at least 0'] });
  });

  it('says which required field is missing', () => {
    const { referral_link: _dropped, ...withoutLink } = user;
    expect(problems(userSchema, withoutLink)).toEqual({ referral_link: ['Required'] });
  });
});

describe('requests', () => {
  it('drops fields a client may not set, such as role', () => {
    const result = safeParseContract(profileUpdateRequestSchema, { city: 'Ottawa', role: 'Organizer' }, 'body');
    expect(result).toEqual({ ok: true, value: { city: 'Ottawa' } });
  });
});

describe('timestamps', () => {
  const timestamps = {
    game_start: '2026-04-20T14:00:00.000Z',
    review_start: '2026-04-25T14:00:00Z',
    review_end: '2026-04-26T10:00:00-04:00',
    game_end: '2026-04-27T14:00:00.000Z',
  };

  it('accepts ISO date-times with Z or an offset, pre_game optional', () => {
    expect(problems(eventTimestampsSchema, timestamps)).toBe('valid');
    expect(problems(eventTimestampsSchema, { ...timestamps, pre_game: '2026-04-19T14:00:00.000Z' })).toBe('valid');
  });

  it('rejects a date that is not ISO 8601', () => {
    expect(problems(eventTimestampsSchema, { ...timestamps, game_end: 'April 27' })).toEqual({
      game_end: ['Not a valid date and time (ISO 8601)'],
    });
  });
});

describe('the error body', () => {
  it('lists problems per field as arrays of text', () => {
    expect(problems(errorBodySchema, { message: 'No', errors: { email: ['Invalid Email'] } })).toBe('valid');
    expect(problems(errorBodySchema, { message: 'No', errors: { email: 'Invalid Email' } })).toEqual({
      'errors.email': ['Expected a list, received text'],
    });
  });
});
