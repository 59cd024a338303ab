import { describe, expect, it } from 'vitest';
import type { TCourseItem } from '../../platform/db/types';
import { filterCourses } from './course-filters';
import type { TAsset } from '@skillway/shared';
import { presentCounters, presentCourse } from './present-course';

function course(overrides: Partial<TCourseItem>): TCourseItem {
  return {
    company_id: 'c1',
    course_id: 'k1',
    name: 'Fire Safety',
    description: '',
    minutes: 30,
    course_type: 353359,
    topics: [],
    channels: [],
    published: false,
    is_default: false,
    total_materials: 0,
    total_videos: 0,
    total_inprogress: 0,
    total_completed: 0,
    created_by: 'u1',
    created_at: '2025-03-10T10:00:00.000Z',
    updated_at: '2025-03-10T10:00:00.000Z',
    ...overrides,
  };
}

describe('course counters', () => {
  it('start at zero without enrolments', () => {
    expect(presentCounters(course({}), undefined)).toMatchObject({
      total_users: 0,
      total_not_started: 0,
      completion_progress: 0,
    });
  });
  it('derive not started and a whole completion percentage from the TargetStats counters', () => {
    // The course item's own (legacy) progress counters are not read: TargetStats holds them.
    const counters = presentCounters(course({ total_inprogress: 9, total_completed: 9 }), {
      company_id: 'c1',
      target_type: 'course',
      target_id: 'k1',
      total_users: 3,
      individual_users: 2,
      group_users: 1,
      channel_users: 0,
      total_groups: 1,
      in_progress: 1,
      completed: 1,
      not_started: 1,
    });
    expect(counters).toMatchObject({
      total_users: 3,
      total_enrolled_individual_users: 2,
      total_groups: 1,
      total_enrolled_via_channel_users: 0,
      total_inprogress: 1,
      total_completed: 1,
      total_not_started: 1,
      completion_progress: 33,
    });
  });
  it('never show more in progress or completed than are enrolled', () => {
    const counters = presentCounters(course({}), {
      company_id: 'c1',
      target_type: 'course',
      target_id: 'k1',
      total_users: 2,
      in_progress: 2,
      completed: 5,
    });
    expect(counters).toMatchObject({ total_inprogress: 2, total_completed: 0, total_not_started: 0 });
  });
});

describe('course library filters', () => {
  const rows = [
    course({ course_id: 'a', name: 'Fire Safety', created_at: '2025-01-05T09:00:00.000Z' }),
    course({ course_id: 'b', name: 'Manual Handling', created_at: '2025-02-05T09:00:00.000Z' }),
    course({ course_id: 'c', name: 'Fire Marshal', created_at: '2025-03-05T09:00:00.000Z' }),
  ];
  it('searches by name, case-insensitive, newest first', () => {
    expect(filterCourses(rows, { search: 'name:fire' }).map((row) => row.course_id)).toEqual(['c', 'a']);
  });
  it('filters by creation date range (inclusive) and orders by name', () => {
    expect(
      filterCourses(rows, { start: '2025-01-05', end: '2025-02-05', orderBy: 'name' }).map((row) => row.course_id),
    ).toEqual(['a', 'b']);
  });
  it('filters by language, a course stored without one counting as English (UK)', () => {
    const languages = [
      ...rows,
      course({ course_id: 'p', name: 'BHP', language: 'pl', created_at: '2025-04-05T09:00:00.000Z' }),
      course({ course_id: 'e', name: 'Seguridad', language: 'es', created_at: '2025-05-05T09:00:00.000Z' }),
      course({ course_id: 'g', name: 'Fire drill', language: 'en-GB', created_at: '2025-06-05T09:00:00.000Z' }),
    ];
    expect(filterCourses(languages, { language: 'pl' }).map((row) => row.course_id)).toEqual(['p']);
    expect(filterCourses(languages, { language: 'en-GB' }).map((row) => row.course_id)).toEqual(['g', 'c', 'b', 'a']);
    expect(filterCourses(languages, { language: 'en-GB', search: 'name:fire' }).map((row) => row.course_id)).toEqual([
      'g',
      'c',
      'a',
    ]);
    expect(filterCourses(languages, {}).map((row) => row.course_id)).toHaveLength(6);
  });
});

describe("a course's language", () => {
  it('is the stored one, else English (UK)', () => {
    expect(presentCourse(course({ language: 'es' })).language).toBe('es');
    expect(presentCourse(course({})).language).toBe('en-GB');
    // A value the product does not speak (none is written) reads as English too.
    expect(presentCourse(course({ language: 'fr' })).language).toBe('en-GB');
  });
});

describe('a course with its material by kind', () => {
  const material = (id: string, asset_type: TAsset['asset_type']) => ({ id, asset_type, sort_order: 0 }) as TAsset;
  const assets = [
    material('v', 'video'),
    material('d', 'document'),
    material('p1', 'package'),
    material('p2', 'package'),
  ];

  it('lists e-learning packages with include=packages, and only when asked', () => {
    const out = presentCourse(course({}), { assets, include: new Set(['packages', 'videos']) });
    expect(out.packages?.map((asset) => asset.id)).toEqual(['p1', 'p2']);
    expect(out.videos?.map((asset) => asset.id)).toEqual(['v']);
    expect(presentCourse(course({}), { assets, include: new Set(['videos']) }).packages).toBeUndefined();
  });
});
