import type { TScormVersion } from '@skillway/shared';

/**
 * What a SCORM commit says about the learner's progress on one item (SCO), free of I/O: whether it is completed,
 * passed (true), failed (false) or not judged (null), and its score as a percent. SCORM 1.2 reports
 * `cmi.core.lesson_status` and `cmi.core.score.raw|min|max`; SCORM 2004 `cmi.completion_status`,
 * `cmi.success_status` and `cmi.score.scaled` (or raw/min/max). The item's mastery score (percent, from the manifest)
 * decides pass or fail when the content reports a score but no verdict, as the SCORM 1.2 RTE has the LMS do.
 */
export interface TScormOutcome {
  completed: boolean;
  passed: boolean | null;
  scorePercent: number | null;
}

/**
 * A value of the cmi tree by its dotted path (`core.lesson_status`): nested as scorm-again's JSON commit sends it, or
 * flattened (`cmi.core.lesson_status` or `core.lesson_status` keys, its `flattened` format).
 */
export function cmiValue(cmi: Readonly<Record<string, unknown>>, path: string): unknown {
  let node: unknown = cmi;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') {
      node = undefined;
      break;
    }
    node = (node as Record<string, unknown>)[part];
  }
  if (node !== undefined) return node;
  return cmi[`cmi.${path}`] ?? cmi[path];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** A CMIDecimal ("80", "0.75", 80); null when absent or not a finite number. */
function decimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const clampPercent = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 100) / 100;

/** raw within min..max as a percent (min 0 and max 100 when not given, the SCORM 1.2 default range). */
function rawPercent(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null;
  const low = min ?? 0;
  const high = max ?? 100;
  if (high <= low) return clampPercent(raw);
  return clampPercent(((raw - low) / (high - low)) * 100);
}

function scorm12(cmi: Readonly<Record<string, unknown>>, masteryScore: number | null): TScormOutcome {
  const status = text(cmiValue(cmi, 'core.lesson_status'));
  const scorePercent = rawPercent(
    decimal(cmiValue(cmi, 'core.score.raw')),
    decimal(cmiValue(cmi, 'core.score.min')),
    decimal(cmiValue(cmi, 'core.score.max')),
  );
  // passed, completed and failed all mean the learner finished the SCO; browsed, incomplete and not attempted do not.
  const completed = status === 'passed' || status === 'completed' || status === 'failed';
  let passed: boolean | null = status === 'passed' ? true : status === 'failed' ? false : null;
  // With a mastery score the LMS judges a finished SCO by its score (RTE 3.4.4: cmi.student_data.mastery_score).
  if (completed && masteryScore !== null && scorePercent !== null) passed = scorePercent >= masteryScore;
  return { completed, passed, scorePercent };
}

function scorm2004(cmi: Readonly<Record<string, unknown>>, masteryScore: number | null): TScormOutcome {
  const completion = text(cmiValue(cmi, 'completion_status'));
  const success = text(cmiValue(cmi, 'success_status'));
  const scaled = decimal(cmiValue(cmi, 'score.scaled'));
  const scorePercent =
    scaled !== null
      ? clampPercent(scaled * 100)
      : rawPercent(
          decimal(cmiValue(cmi, 'score.raw')),
          decimal(cmiValue(cmi, 'score.min')),
          decimal(cmiValue(cmi, 'score.max')),
        );
  let completed = completion === 'completed';
  // A completion threshold with a progress measure decides completion when the content does not (RTE 4.2.4.1).
  const threshold = decimal(cmiValue(cmi, 'completion_threshold'));
  const progress = decimal(cmiValue(cmi, 'progress_measure'));
  if ((completion === '' || completion === 'unknown') && threshold !== null && progress !== null) {
    completed = progress >= threshold;
  }
  let passed: boolean | null = success === 'passed' ? true : success === 'failed' ? false : null;
  // cmi.scaled_passing_score (the manifest's minNormalizedMeasure) or the item's mastery score judges a score.
  const passing = decimal(cmiValue(cmi, 'scaled_passing_score'));
  const passingPercent = passing !== null ? clampPercent(passing * 100) : masteryScore;
  if (passed === null && passingPercent !== null && scaled !== null)
    passed = scorePercent !== null && scorePercent >= passingPercent;
  return { completed, passed, scorePercent };
}

/** The item's outcome from the cmi tree of one commit. */
export function scormOutcome(
  version: TScormVersion,
  cmi: Readonly<Record<string, unknown>>,
  masteryScore: number | null,
): TScormOutcome {
  return version === '1.2' ? scorm12(cmi, masteryScore) : scorm2004(cmi, masteryScore);
}

/** The SCORM runtime a package standard uses, or null for xAPI and cmi5. */
export function scormVersionOf(standard: string | null): TScormVersion | null {
  if (standard === 'scorm12') return '1.2';
  if (standard === 'scorm2004') return '2004';
  return null;
}
