import { describe, expect, it } from 'vitest';
import { formatCsv, formatJson, formatTable } from './output.js';

const table = {
  columns: ['id', 'name', 'coins', 'verified'],
  rows: [
    [7, 'Ada, "the first"', 12, true],
    [42, '=HYPERLINK("http://evil")', 3, false],
    [100, null, 0, null],
  ],
};

describe('organizer output', () => {
  it('aligns a table, numbers to the right', () => {
    expect(formatTable(table)).toBe(
      [
        ' id  name                       coins  verified',
        '---  -------------------------  -----  --------',
        '  7  Ada, "the first"              12  yes',
        ' 42  =HYPERLINK("http://evil")      3  no',
        '100                                 0',
        '',
      ].join('\n'),
    );
  });

  it('writes RFC 4180 CSV and defuses formulas in text cells', () => {
    expect(formatCsv(table)).toBe(
      'id,name,coins,verified\r\n7,"Ada, ""the first""",12,yes\r\n42,"\'=HYPERLINK(""http://evil"")",3,no\r\n100,,0,\r\n',
    );
    expect(formatCsv({ columns: ['n'], rows: [[-5], ['-5'], ['@x'], ['line\nbreak']] })).toBe(
      'n\r\n-5\r\n\'-5\r\n\'@x\r\n"line\nbreak"\r\n',
    );
  });

  it('writes JSON objects keyed by column', () => {
    expect(JSON.parse(formatJson(table))).toEqual([
      { id: 7, name: 'Ada, "the first"', coins: 12, verified: true },
      { id: 42, name: '=HYPERLINK("http://evil")', coins: 3, verified: false },
      { id: 100, name: null, coins: 0, verified: null },
    ]);
  });
});
