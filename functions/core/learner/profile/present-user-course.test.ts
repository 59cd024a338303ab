import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE as S } from '@skillway/shared';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { certificateAvailable, presentUserCourseRow } from './present-user-course';

function enrolment(overrides: Partial<TEnrolmentItem> = {}): TEnrolmentItem {
  return {
    company_id: 'c1',
    target_type: 'course',
    target_id: 'k1',
    user_id: 'u1',
    sources: { individual: '' },
    deadline: '',
    enrolled_at: '2025-03-04T10:00:00.000Z',
    version: 1,
    gsi1pk: 'C#c1#UENROL#u1',
    gsi1sk: 'course#k1',
    ...overrides,
  } as TEnrolmentItem;
}

describe('user course row', () => {
  it('shows an enrolment without progress as not started, with its enrolment date and deadline', () => {
    const row = presentUserCourseRow(enrolment({ deadline: '2025-12-31' }), { title: 'Fire Safety', hasTest: false });
    expect(row).toEqual({
      id: 'k1:u1',
      course_id: 'k1',
      title: 'Fire Safety',
      state: S.NOT_STARTED,
      state_text: 'Not yet started',
      enrolled_date_formatted: '04-03-2025',
      start_date_formatted: null,
      complete_date_formatted: null,
      last_accessed_date: null,
      deadline_formatted: '31-12-2025',
      progress: 0,
      has_test: false,
      test_complete: false,
      test_passed: false,
      test_score: null,
      attempts: 0,
      certificate_url: null,
      disabled: false,
    });
  });

  it('carries the progress, dates and test result the progress module wrote', () => {
    const row = presentUserCourseRow(
      enrolment({
        state: S.COMPLETE,
        progress: 100,
        started_at: '2025-03-05T09:00:00.000Z',
        completed_at: '2025-03-06T09:00:00.000Z',
        last_accessed_at: '2025-03-06T09:00:00.000Z',
        test_complete: 1,
        test_passed: 1,
        test_score: 87,
        attempts: 2,
        sources: { 'group:g1': '' },
      }),
      { title: 'Manual Handling', hasTest: true },
      'https://files.example/cert.pdf',
    );
    expect(row).toMatchObject({
      state: S.COMPLETE,
      state_text: 'Complete',
      start_date_formatted: '05-03-2025',
      complete_date_formatted: '06-03-2025',
      progress: 100,
      test_complete: true,
      test_passed: true,
      test_score: 87,
      attempts: 2,
      certificate_url: 'https://files.example/cert.pdf',
      // Enrolled through a group only.
      disabled: true,
    });
  });

  it('has no score until the test is complete', () => {
    const row = presentUserCourseRow(enrolment({ state: S.TEST_PENDING, test_score: 40 }), {
      title: 'T',
      hasTest: true,
    });
    expect(row.test_score).toBeNull();
    expect(row.state_text).toBe('Complete Test');
  });

  it('never hands out a certificate link the spec would not show', () => {
    const row = presentUserCourseRow(enrolment({ state: S.IN_PROGRESS }), { title: 'T', hasTest: false }, 'https://x');
    expect(row.certificate_url).toBeNull();
  });
});

describe('certificate availability', () => {
  it('is state 3 with no test', () => {
    expect(certificateAvailable({ state: S.COMPLETE }, false)).toBe(true);
  });
  it('is state 3 with the test passed when the course has a test', () => {
    expect(certificateAvailable({ state: S.COMPLETE, test_passed: 1 }, true)).toBe(true);
    expect(certificateAvailable({ state: S.COMPLETE, test_passed: 0 }, true)).toBe(false);
    expect(certificateAvailable({ state: S.COMPLETE }, true)).toBe(false);
  });
  it('is never before completion', () => {
    for (const state of [undefined, S.NOT_STARTED, S.IN_PROGRESS, S.TEST_PENDING]) {
      expect(certificateAvailable({ state, test_passed: 1 }, true)).toBe(false);
      expect(certificateAvailable({ state }, false)).toBe(false);
    }
  });
});
