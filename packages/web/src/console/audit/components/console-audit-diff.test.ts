import { consoleAuditText } from '@dubloon-quest/core/console';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditKind, formatAuditValue } from './console-audit-diff.js';

const instant = (iso: string) => `local(${iso})`;

describe('auditChanges', () => {
  it('lists only the fields that changed, nested ones by their dotted path', () => {
    const before = { timestamps: { game_start: 'a', review_start: 'b' }, source: 'event' };
    const after = { timestamps: { game_start: 'a', review_start: 'c' }, source: 'console' };
    expect(auditChanges(before, after)).toEqual([
      { path: 'timestamps.review_start', before: 'b', after: 'c' },
      { path: 'source', before: 'event', after: 'console' },
    ]);
  });

  it('counts fields that appear or disappear, and compares arrays whole', () => {
    expect(auditChanges({ balance: 4 }, { balance: 16, delta: 12 })).toEqual([
      { path: 'balance', before: 4, after: 16 },
      { path: 'delta', before: undefined, after: 12 },
    ]);
    expect(auditChanges({ ids: [1, 2], gone: true }, { ids: [1, 2] })).toEqual([
      { path: 'gone', before: true, after: undefined },
    ]);
    expect(auditChanges({ timestamps: { a: 1 } }, { timestamps: null })).toEqual([
      { path: 'timestamps.a', before: 1, after: undefined },
    ]);
  });

  it("shows a partner's reworded chest question by its position and field, nothing else of the chest", () => {
    const question = (text: string) => ({
      question: text,
      answers: { choices: { a: 'Yes', b: 'No' }, correct: 'a' },
    });
    const before = {
      name: 'Lantern Lab',
      chest_questions: [question('One?'), question('Two?'), question('Three?')],
    };
    const after = {
      name: 'Lantern Lab',
      chest_questions: [question('One?'), question('Second?'), question('Three?')],
    };
    expect(auditChanges(before, after)).toEqual([
      { path: 'chest_questions.1.question', before: 'Two?', after: 'Second?' },
    ]);
  });

  it('treats a value that is not an object as one field', () => {
    expect(auditChanges(3, 4)).toEqual([{ path: '', before: 3, after: 4 }]);
    expect(auditChanges({ same: 1 }, { same: 1 })).toEqual([]);
  });
});

describe('auditKind', () => {
  it('tells a creation, a removal, an edit and nothing recorded apart', () => {
    expect(auditKind(null, { name: 'x' })).toBe('created');
    expect(auditKind({ name: 'x' }, null)).toBe('removed');
    expect(auditKind({ a: 1 }, { a: 2 })).toBe('edited');
    expect(auditKind(null, null)).toBe('none');
  });
});

describe('formatAuditValue', () => {
  it('shows instants in local time, text as is, the rest as JSON, absent as none, long values cut', () => {
    expect(formatAuditValue('2026-04-20T14:00:00.000Z', instant)).toBe('local(2026-04-20T14:00:00.000Z)');
    expect(formatAuditValue('Won the quiz night', instant)).toBe('Won the quiz night');
    expect(formatAuditValue([1, 2], instant)).toBe('[1,2]');
    expect(formatAuditValue(undefined, instant)).toBe(consoleAuditText.none);
    const cut = formatAuditValue('x'.repeat(200), instant);
    expect(cut).toHaveLength(80);
    expect(cut.endsWith('…')).toBe(true);
  });
});
