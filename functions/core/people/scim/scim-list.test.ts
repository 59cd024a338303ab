import { describe, expect, it } from 'vitest';
import { SCIM_LIMITS, SCIM_SCHEMA } from '@skillway/shared';
import { attributeSelection, listResponse, readListWindow } from './scim-list';

describe('SCIM list pages', () => {
  it('reads startIndex (1-based, below 1 is 1) and count (negative is 0, capped, default)', () => {
    expect(readListWindow({})).toEqual({ startIndex: 1, count: SCIM_LIMITS.defaultCount });
    expect(readListWindow({ startIndex: '0', count: '-5' })).toEqual({ startIndex: 1, count: 0 });
    expect(readListWindow({ startIndex: '3', count: '100000' })).toEqual({
      startIndex: 3,
      count: SCIM_LIMITS.maxResults,
    });
  });

  it('refuses an index or count that is not an integer (400 invalidValue)', () => {
    expect(() => readListWindow({ startIndex: 'abc' })).toThrow(
      expect.objectContaining({ status: 400, scimType: 'invalidValue' }),
    );
    expect(() => readListWindow({ count: '1.5' })).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('answers the page with the total of every match', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(listResponse(items, { startIndex: 2, count: 2 }, (item) => item)).toEqual({
      schemas: [SCIM_SCHEMA.LIST_RESPONSE],
      totalResults: 5,
      startIndex: 2,
      itemsPerPage: 2,
      Resources: ['b', 'c'],
    });
    expect(listResponse(items, { startIndex: 9, count: 2 }, (item) => item)).toMatchObject({
      totalResults: 5,
      itemsPerPage: 0,
      Resources: [],
    });
    expect(listResponse(items, { startIndex: 1, count: 0 }, (item) => item)).toMatchObject({
      totalResults: 5,
      Resources: [],
    });
  });

  it('reads attributes and excludedAttributes (attributes wins)', () => {
    expect(attributeSelection({})).toBeUndefined();
    expect(attributeSelection({ attributes: 'userName, emails' })?.expression).toBe('userName pr and emails pr');
    expect(attributeSelection({ excludedAttributes: 'members' })?.expression).toBe('members np');
    expect(attributeSelection({ attributes: 'userName', excludedAttributes: 'members' })?.expression).toBe(
      'userName pr',
    );
  });
});
