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
