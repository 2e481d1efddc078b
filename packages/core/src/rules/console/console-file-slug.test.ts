import { describe, expect, it } from 'vitest';
import { fileSlug } from './console-file-slug.js';

describe('fileSlug', () => {
  it("makes an event's name a file name part", () => {
    expect(fileSlug('  Café Quest: Spring/2026!  ')).toBe('cafe-quest-spring-2026');
    expect(fileSlug('Harbor Days <2026>')).toBe('harbor-days-2026');
    expect(fileSlug('!!!')).toBe('');
    expect(fileSlug('a'.repeat(59) + ' b')).toBe('a'.repeat(59));
  });
});
