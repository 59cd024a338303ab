import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE as S } from '@skillway/shared';
import { planAccess } from './access-plan';

const course = { materialIds: ['video', 'doc'], hasTest: true };
const noTest = { materialIds: ['video', 'doc'], hasTest: false };
const t0 = '2026-11-22T10:00:00.000Z';
const t1 = '2026-11-22T11:00:00.000Z';

describe('planAccess', () => {
  it('starts a course on its first access, with nothing accessed yet', () => {
    expect(planAccess({}, {}, course, t0)).toEqual({
      last_accessed_at: t0,
      started_at: t0,
      state: S.IN_PROGRESS,
      progress: 0,
    });
  });

  it('keeps the first start and only moves the last access on a repeat', () => {
    const patch = planAccess({ state: S.IN_PROGRESS, started_at: t0 }, {}, course, t1);
    expect(patch).toEqual({ last_accessed_at: t1, state: S.IN_PROGRESS, progress: 0 });
  });

  it('counts an accessed material once, keeping its first time', () => {
    const first = planAccess({ started_at: t0, state: S.IN_PROGRESS }, { assetId: 'doc', accessed: true }, course, t0);
    expect(first).toMatchObject({ accessed: { doc: t0 }, progress: 50, state: S.IN_PROGRESS });
    const again = planAccess(
      { started_at: t0, state: S.IN_PROGRESS, accessed: { doc: t0 } },
      { assetId: 'doc', accessed: true },
      course,
      t1,
    );
    expect(again).not.toHaveProperty('accessed');
    expect(again.progress).toBe(50);
  });

  it('waits for the test once everything is accessed, and completes without one', () => {
    const state = { started_at: t0, state: S.IN_PROGRESS, accessed: { doc: t0 } };
    expect(planAccess(state, { assetId: 'video', accessed: true }, course, t1)).toMatchObject({
      state: S.TEST_PENDING,
      progress: 100,
    });
    const done = planAccess(state, { assetId: 'video', accessed: true }, noTest, t1);
    expect(done).toMatchObject({ state: S.COMPLETE, progress: 100, completed_at: t1 });
  });

  it('does not stamp completion again on a completed course', () => {
    const patch = planAccess(
      { started_at: t0, state: S.COMPLETE, completed_at: t0, accessed: { doc: t0, video: t0 } },
      { assetId: 'doc', accessed: true },
      noTest,
      t1,
    );
    expect(patch).not.toHaveProperty('completed_at');
    expect(patch.state).toBe(S.COMPLETE);
  });

  it('completes a pending test once it is passed', () => {
    const patch = planAccess(
      { started_at: t0, state: S.TEST_PENDING, accessed: { doc: t0, video: t0 }, test_passed: 1 },
      {},
      course,
      t1,
    );
    expect(patch).toMatchObject({ state: S.COMPLETE, completed_at: t1 });
  });

  it('saves a watch time, and clears it when the video has ended', () => {
    const saved = planAccess(
      { started_at: t0, state: S.IN_PROGRESS },
      { assetId: 'video', watchTime: 42.04 },
      course,
      t1,
    );
    expect(saved.watch_times).toEqual({ video: 42 });
    const same = planAccess(
      { started_at: t0, state: S.IN_PROGRESS, watch_times: { video: 42 } },
      { assetId: 'video', watchTime: 42 },
      course,
      t1,
    );
    expect(same).not.toHaveProperty('watch_times');
    const ended = planAccess(
      { started_at: t0, state: S.IN_PROGRESS, watch_times: { video: 42, other: 3 } },
      { assetId: 'video', accessed: true, watchTime: 'clear' },
      course,
      t1,
    );
    expect(ended).toMatchObject({ watch_times: { other: 3 }, accessed: { video: t1 }, progress: 50 });
  });
});
