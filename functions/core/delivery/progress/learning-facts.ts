import type { TLearningFact } from '@skillway/shared';

/** What of an enrolment the facts are read from (TEnrolmentItem has more). */
export interface TFactSource {
  enrolled_at: string;
  started_at?: string;
  accessed?: Readonly<Record<string, string>>;
  attempts?: number;
  test_score?: number;
  test_passed?: number;
  last_accessed_at?: string;
  completed_at?: string;
  certificate_id?: string;
  expires_on?: string;
}

/**
 * The learning an enrolment write recorded (issue 35), read from the enrolment before and after it, free of I/O: the
 * write itself is the fact, so a repeated or lost-race write (planned again on what the first one wrote) finds none.
 * `completes` is the progress module's own decision (a move into complete). In the order they happened.
 */
export function learningFactsOf(
  current: TFactSource,
  next: TFactSource,
  completes: boolean,
  now: string,
): TLearningFact[] {
  const facts: TLearningFact[] = [];
  if (!current.started_at && next.started_at) facts.push({ kind: 'started', at: next.started_at });
  const before = current.accessed ?? {};
  const opened = Object.entries(next.accessed ?? {})
    .filter(([assetId]) => !(assetId in before))
    .sort(([a, atA], [b, atB]) => (atA === atB ? (a < b ? -1 : 1) : atA < atB ? -1 : 1));
  for (const [assetId, at] of opened) facts.push({ kind: 'material', asset_id: assetId, at });
  const attempt = next.attempts ?? 0;
  if (attempt > (current.attempts ?? 0) && next.test_score !== undefined)
    facts.push({
      kind: 'test',
      attempt,
      score: next.test_score,
      passed: next.test_passed === 1,
      at: next.last_accessed_at ?? now,
    });
  if (completes) facts.push({ kind: 'completed', at: next.completed_at ?? now });
  if (next.certificate_id && next.certificate_id !== current.certificate_id)
    facts.push({
      kind: 'certificate',
      certificate_id: next.certificate_id,
      at: now,
      ...(next.expires_on ? { expires_on: next.expires_on } : {}),
    });
  return facts;
}

/** The run the facts belong to: its start, else (a fact before any access) the enrolment's own time. */
export function runOf(next: TFactSource): string {
  return next.started_at ?? next.enrolled_at;
}

/** A video position a learner call saved, with the video's length as the player told it. */
export interface TVideoProgress {
  assetId: string;
  /** The position saved before this call in the run (0 when none). */
  from: number;
  /** The position this call saved. */
  to: number;
  /** The video's length in seconds (none when the player did not know it). */
  length?: number;
}

/**
 * The milestones of a video a save passed (issue 35: the Video Profile's progress), free of I/O: each share of the
 * length between the position saved before and the one saved now, in order. A seek back and a replay pass one again:
 * its statement id is the run's, the video's and the share's, so it is stored once. Nothing without a length, and
 * nothing once the video counts as watched (its completed statement says the rest).
 */
export function videoProgressFacts(
  progress: TVideoProgress,
  milestones: readonly number[],
  watched: boolean,
  at: string,
): TLearningFact[] {
  const { assetId, from, to, length } = progress;
  if (watched || !length || length <= 0 || to <= from) return [];
  return milestones
    .filter((share) => from < share * length && share * length <= to)
    .map((share) => ({ kind: 'video_progressed', asset_id: assetId, progress: share, time: to, length, at }));
}
