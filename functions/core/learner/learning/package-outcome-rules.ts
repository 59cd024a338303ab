import type { TCmi5MoveOn } from '@skillway/shared';

/**
 * When an e-learning package counts as accessed, free of I/O. Each item (SCO, assignable unit, Tin Can activity)
 * keeps what its content last reported: completed, passed / failed, a score. An item is done by its cmi5 moveOn
 * when it has one; else, with a mastery score (the item's, or the package's), once passed; else once completed or
 * passed. The package is done when every item is; it is passed when it is done, some item passed and none failed.
 */
export interface TItemRule {
  id: string;
  mastery_score: number | null;
  move_on: TCmi5MoveOn | null;
}

export interface TItemState {
  completed: boolean;
  passed?: boolean;
  score?: number;
  at: string;
}

export function isItemDone(rule: TItemRule, packageMastery: number | null, state: TItemState | undefined): boolean {
  const completed = state?.completed === true;
  const passed = state?.passed === true;
  switch (rule.move_on) {
    case 'NotApplicable':
      return true;
    case 'Passed':
      return passed;
    case 'Completed':
      return completed;
    case 'CompletedAndPassed':
      return completed && passed;
    case 'CompletedOrPassed':
      return completed || passed;
    default:
      return (rule.mastery_score ?? packageMastery) !== null ? passed : completed || passed;
  }
}

/**
 * An item's state after one report: completion is kept once reached; a verdict replaces the earlier one, except
 * that a pass is kept (a later failed retry does not take it back); the score is the latest, or the best once passed.
 */
export function mergeItemState(
  previous: TItemState | undefined,
  report: { completed: boolean; passed: boolean | null; scorePercent: number | null },
  at: string,
): TItemState {
  const next: TItemState = { completed: report.completed || previous?.completed === true, at };
  const passed = previous?.passed === true ? true : (report.passed ?? previous?.passed);
  if (passed !== undefined) next.passed = passed;
  const score =
    report.scorePercent === null
      ? previous?.score
      : previous?.passed === true && previous.score !== undefined
        ? Math.max(previous.score, report.scorePercent)
        : report.scorePercent;
  if (score !== undefined) next.score = score;
  return next;
}

export interface TPackageVerdict {
  done: boolean;
  passed: boolean;
  /** The mean of the items' scores (percent, rounded), or null when none reported one. */
  scorePercent: number | null;
}

export function packageVerdict(
  rules: readonly TItemRule[],
  packageMastery: number | null,
  states: Readonly<Record<string, TItemState>>,
): TPackageVerdict {
  const done = rules.length > 0 && rules.every((rule) => isItemDone(rule, packageMastery, states[rule.id]));
  const reported = rules.map((rule) => states[rule.id]).filter((state): state is TItemState => state !== undefined);
  const passed =
    done && reported.some((state) => state.passed === true) && !reported.some((state) => state.passed === false);
  const scores = reported.map((state) => state.score).filter((score): score is number => score !== undefined);
  const scorePercent = scores.length === 0 ? null : Math.round(scores.reduce((sum, n) => sum + n, 0) / scores.length);
  return { done, passed, scorePercent };
}
