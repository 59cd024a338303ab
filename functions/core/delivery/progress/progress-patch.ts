import type { TEnrolmentItem } from '../enrolment/enrolment-repository';

/** The progress attributes of a course enrolment a change may set; `null` removes one. */
export interface TProgressPatch {
  state?: number;
  progress?: number;
  started_at?: string | null;
  completed_at?: string | null;
  last_accessed_at?: string | null;
  accessed?: Record<string, string> | null;
  watch_times?: Record<string, number> | null;
  test_complete?: number | null;
  test_passed?: number | null;
  test_score?: number | null;
  attempts?: number | null;
  is_agree?: number | null;
  signed_name?: string | null;
  certificate_id?: string | null;
  certificate_key?: string | null;
  cycle?: number | null;
  certified_at?: string | null;
  expires_on?: string | null;
  renewal_due?: string | null;
  renewal_for?: string | null;
  current_certificate_id?: string | null;
}

/** The patch that puts an enrolment back to not started, keeping who enrolled it, when, and its deadline. */
export function resetPatch(): TProgressPatch {
  return {
    state: 1,
    progress: 0,
    started_at: null,
    completed_at: null,
    last_accessed_at: null,
    accessed: null,
    watch_times: null,
    test_complete: null,
    test_passed: null,
    test_score: null,
    attempts: null,
    is_agree: null,
    signed_name: null,
    certificate_id: null,
    certificate_key: null,
  };
}

/** The enrolment as it is once `patch` is written (the version one up). */
export function applyPatch(current: TEnrolmentItem, patch: TProgressPatch): TEnrolmentItem {
  const next: Record<string, unknown> = { ...current, version: current.version + 1 };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  return next as TEnrolmentItem;
}
