import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
  pageCount,
  paramsFromFilters,
  playersQueryOf,
} from './console-players-query.js';

describe('the players list query', () => {
  it('reads the filters and page of an address, and writes back the same address', () => {
    const params = new URLSearchParams(
      'search=ada&verified=no&school=Harbor&country=Canada&meetup=unanswered&banned=yes&page=3',
    );
    const { filters, page } = filtersFromParams(params);
    expect(filters).toEqual({
      search: 'ada',
      verified: 'no',
      school: 'Harbor',
      country: 'Canada',
      meetup: 'unanswered',
      banned: 'yes',
    });
    expect(page).toBe(3);
    expect(paramsFromFilters(filters, page).toString()).toBe(params.toString());
  });

  it('reads unknown values as "any" and a bad page as the first', () => {
    const { filters, page } = filtersFromParams(
      new URLSearchParams('verified=maybe&meetup=later&banned=&page=-2'),
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('leaves out empty filters and the first page, trims and cuts texts at 200 characters', () => {
    const long = 'x'.repeat(250);
    const params = paramsFromFilters({ ...NO_FILTERS, search: '  ada  ', school: long }, 1);
    expect(params.get('search')).toBe('ada');
    expect(params.get('school')).toHaveLength(200);
    expect(params.has('page')).toBe(false);
    expect(params.has('verified')).toBe(false);
  });

  it('asks the server for one page of 50 with the filters set', () => {
    expect(playersQueryOf({ ...NO_FILTERS, meetup: 'yes' }, 2)).toEqual({
      meetup: 'yes',
      page: '2',
      page_size: '50',
    });
  });

  it('counts pages and filters', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, banned: 'no' })).toBe(true);
  });
});
