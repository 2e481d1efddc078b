import { describe, expect, it } from 'vitest';
import { BRAND_MIN_CONTRAST, contrastWithWhite, eventLookProblems, validateEventBrand } from './event-brand.js';
import { emptyEvent } from './event-template.js';

describe('validateEventBrand', () => {
  it("accepts the game's own look (empty) and a dark colour with a media logo", () => {
    expect(validateEventBrand({})).toEqual({});
    expect(validateEventBrand({ logo: '', color: '' })).toEqual({});
    expect(validateEventBrand({ logo: '/media/logo.png', color: '#1D4E89' })).toEqual({});
    expect(validateEventBrand({ logo: 'https://cdn.example.org/logo.svg', color: '#000000' })).toEqual({});
  });

  it('refuses a colour that is not #rrggbb, or too light for white text', () => {
    expect(validateEventBrand({ color: 'red' }).color).toEqual([{ code: 'brand.colorFormat' }]);
    expect(validateEventBrand({ color: '#fff' }).color).toEqual([{ code: 'brand.colorFormat' }]);
    expect(validateEventBrand({ color: '#ffff00' }).color).toEqual([
      { code: 'brand.colorContrast', ratio: contrastWithWhite('#ffff00'), min: BRAND_MIN_CONTRAST },
    ]);
  });

  it('measures the contrast as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a logo that is not a media link', () => {
    expect(validateEventBrand({ logo: 'javascript:alert(1)' }).logo).toEqual([{ code: 'content.notAnImage' }]);
  });
});

describe('eventLookProblems', () => {
  it('names the path of each problem of the look and the mail texts', () => {
    const event = {
      ...emptyEvent('Spring'),
      brand: { color: 'pink' },
      mail_texts: [{ mail: 'verify' as const, language: 'en' as const, subject: 'Hi', body: 'no link' }],
    };
    expect(eventLookProblems(event).map((problem) => problem.path)).toEqual(['brand.color', 'mail_texts[0].body']);
    expect(eventLookProblems(emptyEvent('Spring'))).toEqual([]);
  });
});
