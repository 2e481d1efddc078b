import { describe, expect, it } from 'vitest';
import { businessPath, businessSlug } from './business-path.js';
import { matchRoute } from './routes.js';

describe('businessSlug and businessPath', () => {
  it.each([
    ['Harbour Books', 'harbour-books'],
    ['  Anchor & Sons, Ltd. ', 'anchor-sons-ltd'],
    ['Café Ñandú', 'café-ñandú'],
    ['!!!', 'business'],
  ])('makes %j a path segment', (name, slug) => {
    expect(businessSlug(name)).toBe(slug);
    expect(businessPath(name)).toBe(`/businesses/${slug}`);
    expect(matchRoute(businessPath(name))?.path).toBe('/businesses/:details');
  });
});
