import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE as S } from '@skillway/shared';
import { enrolmentAccessPatch } from './access-patch';

const started = {
  state: S.IN_PROGRESS,
  progress: 50,
  started_at: '2026-11-22T09:00:00.000Z',
  last_accessed_at: '2026-11-22T09:00:00.000Z',
  accessed: { doc: '2026-11-22T09:00:00.000Z' },
  watch_times: { video: 12 },
};

describe('enrolmentAccessPatch', () => {
  it('writes nothing for a progress save the same day that changes no state, progress or material', () => {
    const patch = {
      last_accessed_at: '2026-11-22T10:30:00.000Z',
      state: S.IN_PROGRESS,
      progress: 50,
      watch_times: { video: 90 },
    };
    expect(enrolmentAccessPatch(started, patch)).toBeNull();
  });

  it('moves the last access on the first call of a new day (UTC and Europe/London)', () => {
    const patch = { last_accessed_at: '2026-11-23T08:00:00.000Z', state: S.IN_PROGRESS, progress: 50 };
    expect(enrolmentAccessPatch(started, patch)).toEqual({ last_accessed_at: '2026-11-23T08:00:00.000Z' });
  });

  it('counts a London day change on its own (summer time: 23:30 UTC is the next day in London)', () => {
    const summer = { ...started, last_accessed_at: '2026-06-10T12:00:00.000Z' };
    expect(enrolmentAccessPatch(summer, { last_accessed_at: '2026-06-10T23:30:00.000Z' })).toEqual({
      last_accessed_at: '2026-06-10T23:30:00.000Z',
    });
  });

  it('writes a change the lists show, with the exact last access, and never the watch times', () => {
    const at = '2026-11-22T10:30:00.000Z';
    const patch = {
      last_accessed_at: at,
      state: S.TEST_PENDING,
      progress: 100,
      accessed: { doc: '2026-11-22T09:00:00.000Z', video: at },
      watch_times: { video: 0 },
    };
    expect(enrolmentAccessPatch(started, patch)).toEqual({
      last_accessed_at: at,
      state: S.TEST_PENDING,
      progress: 100,
      accessed: { doc: '2026-11-22T09:00:00.000Z', video: at },
    });
  });

  it('starts a course that was never opened', () => {
    const at = '2026-11-22T10:30:00.000Z';
    const patch = { last_accessed_at: at, started_at: at, state: S.IN_PROGRESS, progress: 0 };
    expect(enrolmentAccessPatch({ state: S.NOT_STARTED, progress: 0 }, patch)).toEqual({
      last_accessed_at: at,
      started_at: at,
      state: S.IN_PROGRESS,
    });
  });

  it('treats a removal of an absent attribute as no change', () => {
    expect(
      enrolmentAccessPatch(started, { completed_at: null, last_accessed_at: '2026-11-22T11:00:00.000Z' }),
    ).toBeNull();
  });
});
