import { describe, expect, it } from 'vitest';
import { consoleAuditText } from './audit.js';
import { consoleExportsText } from './exports.js';
import { consoleScheduleText } from './schedule.js';

const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : typeof node === 'function'
      ? [String((node as (...a: unknown[]) => unknown)('x', 'y'))]
      : Object.values(node as object).flatMap(texts);

describe('the Schedule, Exports and Audit log texts', () => {
  it('have no empty text', () => {
    for (const text of texts([consoleScheduleText, consoleExportsText, consoleAuditText]))
      expect(text.trim().length).toBeGreaterThan(0);
  });

  it('name a field for every boundary, and a text for every schedule source', () => {
    expect(Object.keys(consoleScheduleText.fields)).toEqual([
      'pre_game',
      'game_start',
      'review_start',
      'review_end',
      'game_end',
      'challenges_open',
      'challenges_close',
      'meeting',
    ]);
    expect(Object.keys(consoleScheduleText.source)).toEqual(
      expect.arrayContaining(['console', 'event', 'demo', 'settings']),
    );
  });

  it('give each export a distinct file name part', () => {
    const files = Object.values(consoleExportsText.files).map((file) => file.file);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z-]+$/);
  });

  it('offers audit areas as action prefixes', () => {
    for (const prefix of Object.keys(consoleAuditText.areas)) expect(prefix).toMatch(/^[a-z]+\.$/);
  });
});
