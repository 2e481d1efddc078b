import { afterEach, describe, expect, it } from 'vitest';
import { switchCatalogues } from '../../../locale/catalogues.js';
import { formatLocal } from '../../shared/console-local-time.js';
import { formatClock, formatCount, formatDateTime } from './console-dashboard-format.js';

// Decisions 0150 and 0167: the web's own dates and numbers follow the language the reader chose, not the
// browser's (the lint rule refuses an `Intl` format or `toLocaleString` without a language in packages/web/src).
afterEach(async () => {
  await switchCatalogues('en', false);
});

const at = '2026-11-25T14:05:00.000Z';

describe('the console’s dates and numbers in the reader’s language', () => {
  it('writes them in English for an English reader', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatDateTime(at)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)));
  });

  it('writes them in Canadian French once the reader switches, whatever the browser’s language', async () => {
    await switchCatalogues('fr', false);
    expect(formatCount(12_345)).toBe(new Intl.NumberFormat('fr-CA').format(12_345));
    expect(formatCount(12_345)).not.toBe('12,345');
    expect(formatClock(at)).toBe(new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit' }).format(new Date(at)));
    expect(formatDateTime(at)).toMatch(/nov\./);
    expect(formatLocal(at)).toBe(formatDateTime(at));
  });
});
