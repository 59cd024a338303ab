import { describe, expect, it } from 'vitest';
import { OWN_LEARNING_VIDEO_MILESTONES as MILESTONES } from '@skillway/shared/constants/own-learning';
import { learningFactsOf, runOf, videoProgressFacts } from './learning-facts';

const NOW = '2025-03-01T10:00:00.000Z';
const enrolled = { enrolled_at: '2025-02-01T09:00:00.000Z' };

describe('learningFactsOf', () => {
  it('finds nothing in a write that only moves the last access (the common progress save)', () => {
    const current = { ...enrolled, started_at: '2025-02-02T09:00:00.000Z', last_accessed_at: '2025-02-02T09:00:00Z' };
    expect(learningFactsOf(current, { ...current, last_accessed_at: NOW }, false, NOW)).toEqual([]);
  });

  it('finds the run started and each material accessed for the first time, in the order they happened', () => {
    const current = { ...enrolled, accessed: { a0: '2025-02-01T10:00:00.000Z' } };
    const next = {
      ...enrolled,
      started_at: NOW,
      accessed: { a0: '2025-02-01T10:00:00.000Z', b: '2025-03-01T10:00:02.000Z', a: '2025-03-01T10:00:01.000Z' },
    };
    expect(learningFactsOf(current, next, false, NOW)).toEqual([
      { kind: 'started', at: NOW },
      { kind: 'material', asset_id: 'a', at: '2025-03-01T10:00:01.000Z' },
      { kind: 'material', asset_id: 'b', at: '2025-03-01T10:00:02.000Z' },
    ]);
  });

  it('finds a test attempt with its score, the completion and a new certificate', () => {
    const current = {
      ...enrolled,
      started_at: '2025-02-02T09:00:00.000Z',
      attempts: 1,
      test_score: 40,
      test_passed: 0,
    };
    const next = {
      ...current,
      attempts: 2,
      test_score: 80,
      test_passed: 1,
      last_accessed_at: NOW,
      completed_at: NOW,
    };
    expect(learningFactsOf(current, next, true, NOW)).toEqual([
      { kind: 'test', attempt: 2, score: 80, passed: true, at: NOW },
      { kind: 'completed', at: NOW },
    ]);
    const certified = { ...next, certificate_id: 'CERT-1', expires_on: '2026-03-01' };
    expect(learningFactsOf(next, certified, false, NOW)).toEqual([
      { kind: 'certificate', certificate_id: 'CERT-1', at: NOW, expires_on: '2026-03-01' },
    ]);
    // The same certificate written again (a retried worker) is no new fact.
    expect(learningFactsOf(certified, { ...certified }, false, NOW)).toEqual([]);
  });

  it('names the run by its start, else by the enrolment', () => {
    expect(runOf({ ...enrolled, started_at: NOW })).toBe(NOW);
    expect(runOf(enrolled)).toBe(enrolled.enrolled_at);
  });
});

describe('videoProgressFacts', () => {
  const progressed = (progress: number, time: number) => ({
    kind: 'video_progressed',
    asset_id: 'v',
    progress,
    time,
    length: 200,
    at: NOW,
  });

  it('finds each quarter, half and three quarters a save passed, in order, on reaching it exactly', () => {
    expect(videoProgressFacts({ assetId: 'v', from: 0, to: 49, length: 200 }, MILESTONES, false, NOW)).toEqual([]);
    expect(videoProgressFacts({ assetId: 'v', from: 49, to: 50, length: 200 }, MILESTONES, false, NOW)).toEqual([
      progressed(0.25, 50),
    ]);
    expect(videoProgressFacts({ assetId: 'v', from: 50, to: 160, length: 200 }, MILESTONES, false, NOW)).toEqual([
      progressed(0.5, 160),
      progressed(0.75, 160),
    ]);
  });

  it('finds nothing on a seek back, without a length, or once the video counts as watched', () => {
    expect(videoProgressFacts({ assetId: 'v', from: 160, to: 20, length: 200 }, MILESTONES, false, NOW)).toEqual([]);
    expect(videoProgressFacts({ assetId: 'v', from: 0, to: 160 }, MILESTONES, false, NOW)).toEqual([]);
    expect(videoProgressFacts({ assetId: 'v', from: 0, to: 160, length: 0 }, MILESTONES, false, NOW)).toEqual([]);
    expect(videoProgressFacts({ assetId: 'v', from: 0, to: 160, length: 200 }, MILESTONES, true, NOW)).toEqual([]);
  });
});
