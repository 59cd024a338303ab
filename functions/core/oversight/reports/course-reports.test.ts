import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE as S, agreeStatusText } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { userItem } from '../../people/users/user-fixture.test-helper';
import { hasProgress } from '../../workflows/archive-course-progress';
import { historyOf } from '../../content/courses/course-history-repository';
import { testScoreText } from '../../content/courses/course-progress-view';
import { presentReportRow } from './course-report-rows';
import { courseReportData } from './courses-report-data';
import { formatDay } from '../../platform/format/format-day';

function enrolment(overrides: Partial<TEnrolmentItem> = {}): TEnrolmentItem {
  return {
    company_id: 'c1',
    target_type: 'course',
    target_id: 'k1',
    user_id: 'u1',
    sources: { individual: '2026-06-30' },
    deadline: '2026-06-30',
    enrolled_at: '2026-01-02T08:00:00.000Z',
    version: 3,
    gsi1pk: 'x',
    gsi1sk: 'y',
    ...overrides,
  } as TEnrolmentItem;
}

function course(id: string, name: string, published = true): TCourseItem {
  return { course_id: id, name, published, total_materials: 1, total_videos: 0 } as TCourseItem;
}

describe('the course details report row', () => {
  it('reads an enrolment without progress as not started, with no test score when the course has no test', () => {
    const row = presentReportRow(userItem({ user_id: 'u1', first_name: 'Ada' }), enrolment(), {
      hasTest: false,
      hasAgreement: false,
      certificateUrl: null,
    });
    expect(row).toMatchObject({
      id: 'u1',
      enrolment_id: 'k1:u1',
      state: S.NOT_STARTED,
      state_text: 'Not yet started',
      enrolled_date_formatted: '02-01-2026',
      deadline_formatted: '30-06-2026',
      start_date_formatted: null,
      progress: 0,
      test_score: null,
      test_score_text: 'N/A',
      attempts: 0,
      has_agreement: false,
      is_agree: false,
      signed_name: null,
      individual: true,
      disabled: false,
      user_archived: false,
    });
  });

  it('shows a finished run with its score, and a group-only enrolment as disabled', () => {
    const row = presentReportRow(
      userItem({ user_id: 'u2', is_archived: 1 }),
      enrolment({
        user_id: 'u2',
        sources: { 'group:g1': '' },
        deadline: '',
        state: S.COMPLETE,
        progress: 100,
        started_at: '2026-01-03T10:00:00.000Z',
        completed_at: '2026-01-04T10:00:00.000Z',
        test_complete: 1,
        test_passed: 1,
        test_score: 92.4,
        attempts: 1,
        is_agree: 1,
        signed_name: 'Ada L',
      }),
      { hasTest: true, hasAgreement: false, certificateUrl: 'https://files.test/cert.pdf' },
    );
    expect(row).toMatchObject({
      state_text: 'Complete',
      deadline_formatted: null,
      complete_date_formatted: '04-01-2026',
      test_score_text: '92%',
      test_passed: true,
      // Agreed to a statement since removed: still shown as agreed.
      has_agreement: true,
      is_agree: true,
      signed_name: 'Ada L',
      individual: false,
      disabled: true,
      user_archived: true,
      certificate_url: 'https://files.test/cert.pdf',
    });
  });

  it("says Agree Status 'N/A' without an agreement statement, else Agreed or Not agreed", () => {
    expect(agreeStatusText({ has_agreement: false, is_agree: false })).toBe('N/A');
    expect(agreeStatusText({ has_agreement: true, is_agree: false })).toBe('Not agreed');
    expect(agreeStatusText({ has_agreement: true, is_agree: true })).toBe('Agreed');
  });

  it("says 'T.B.C' until the test is complete and 'N/A' without a test", () => {
    expect(testScoreText(true, {})).toBe('T.B.C');
    expect(testScoreText(true, { test_complete: 0, test_score: 40, attempts: 1 })).toBe('T.B.C');
    expect(testScoreText(true, { test_complete: 1, test_score: 80 })).toBe('80%');
    expect(testScoreText(false, { test_complete: 1, test_score: 80 })).toBe('N/A');
  });

  it('formats days as dd-mm-yyyy', () => {
    expect(formatDay('2026-12-01T23:59:00.000Z')).toBe('01-12-2026');
    expect(formatDay('2026-12-01')).toBe('01-12-2026');
    expect(formatDay('')).toBeNull();
    expect(formatDay(undefined)).toBeNull();
  });
});

describe('archiving', () => {
  it('keeps only enrolments that hold something', () => {
    expect(hasProgress(enrolment())).toBe(false);
    expect(hasProgress(enrolment({ state: S.NOT_STARTED, progress: 0 }))).toBe(false);
    expect(hasProgress(enrolment({ state: S.IN_PROGRESS }))).toBe(true);
    expect(hasProgress(enrolment({ progress: 10 }))).toBe(true);
    expect(hasProgress(enrolment({ attempts: 1 }))).toBe(true);
    expect(hasProgress(enrolment({ state: S.TEST_PENDING }))).toBe(true);
  });

  it('snapshots the enrolment into a history item (no empty attributes, archive order by id)', () => {
    const history = historyOf(
      enrolment({
        state: S.COMPLETE,
        progress: 100,
        started_at: '2026-01-03T10:00:00.000Z',
        completed_at: '2026-01-04T10:00:00.000Z',
        test_complete: 1,
        test_score: 90,
        attempts: 2,
        certificate_key: 'c/c1/certificates/x.pdf',
        signed_name: '',
      }),
      { by: 'admin', at: '2026-02-01T09:00:00.000Z', hasTest: true },
    );
    expect(history).toMatchObject({
      company_id: 'c1',
      course_id: 'k1',
      user_id: 'u1',
      state: S.COMPLETE,
      progress: 100,
      has_test: 1,
      deadline: '2026-06-30',
      test_score: 90,
      attempts: 2,
      certificate_key: 'c/c1/certificates/x.pdf',
      archived_by: 'admin',
      archived_at: '2026-02-01T09:00:00.000Z',
    });
    expect(history).not.toHaveProperty('signed_name');
    expect(history).not.toHaveProperty('sources');
    const later = historyOf(enrolment(), { by: 'admin', at: '2026-02-01T09:00:01.000Z', hasTest: false });
    expect(later.history_id > history.history_id).toBe(true);
  });
});

describe('course report data', () => {
  it('adds up the counters, names the busiest courses and splits all enrolments by state', () => {
    const courses = [course('a', 'Alpha'), course('b', 'Bravo', false), course('c', 'Charlie'), course('d', 'Delta')];
    const stats = new Map([
      [
        'a',
        {
          company_id: 'c1',
          target_type: 'course' as const,
          target_id: 'a',
          total_users: 4,
          individual_users: 3,
          total_groups: 1,
          in_progress: 1,
          completed: 2,
        },
      ],
      [
        'c',
        {
          company_id: 'c1',
          target_type: 'course' as const,
          target_id: 'c',
          total_users: 6,
          individual_users: 6,
          in_progress: 3,
        },
      ],
      ['d', { company_id: 'c1', target_type: 'course' as const, target_id: 'd', total_users: 4, completed: 4 }],
    ]);
    const data = courseReportData(courses, stats);
    expect(data.totals).toEqual({
      courses: 4,
      published_courses: 3,
      individual_users: 9,
      groups: 1,
      total_users: 14,
      in_progress: 4,
      completed: 6,
      not_started: 4,
      completion_progress: 43,
    });
    expect(data.bar.categories).toEqual(['Charlie', 'Alpha', 'Delta']);
    expect(data.bar.series[0]).toEqual({ name: 'Completed', data: [0, 2, 4] });
    expect(data.pie).toEqual({ labels: ['Completed', 'In Progress', 'Not Started'], series: [6, 4, 4] });
  });

  it('is all zero for a company without enrolments', () => {
    const data = courseReportData([course('a', 'Alpha')], new Map());
    expect(data.totals.completion_progress).toBe(0);
    expect(data.bar.categories).toEqual([]);
    expect(data.pie.series).toEqual([0, 0, 0]);
  });
});
