import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('writes the values in order, repeating lists and leaving out empty ones', () => {
    expect(
      toQueryString({
        search: 'oak st',
        gender_designation: ['male', 'mixed'],
        property: undefined,
        empty: '',
        none: null,
        list: [],
        ordering: '-number',
        page: 2,
        is_active: true,
      }),
    ).toBe(
      '?search=oak+st&gender_designation=male&gender_designation=mixed&ordering=-number&page=2&is_active=true',
    );
  });

  it('gives an empty string when nothing is left', () => {
    expect(toQueryString({ search: '', page: undefined })).toBe('');
  });
});
