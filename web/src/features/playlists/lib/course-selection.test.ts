import { describe, expect, it } from 'vitest';
import { coursesAfter, matchesName } from './course-selection';

describe('Add / Remove Courses', () => {
  it('ticks on Assigned take courses out, ticks on Unassigned put them in after the rest', () => {
    expect(
      coursesAfter(['a', 'b', 'c'], { assigned: new Set(['b']), unassigned: new Set(['e', 'd']) }, ['d', 'e', 'f']),
    ).toEqual(['a', 'c', 'd', 'e']);
    expect(coursesAfter([], { assigned: new Set(), unassigned: new Set() }, ['d'])).toEqual([]);
  });

  it('searches names anywhere, ignoring case', () => {
    expect(matchesName('Fire Safety', 'safe')).toBe(true);
    expect(matchesName('Fire Safety', '  ')).toBe(true);
    expect(matchesName('Fire Safety', 'lift')).toBe(false);
  });
});
