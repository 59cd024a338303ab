/**
 * The check runner of `npm run smoke`: runs checks one after another (later ones use what earlier ones found, so
 * a check may skip itself when what it needs is missing), times each and prints one line per check.
 */
export type TCheckOutcome = { status: 'passed'; detail?: string } | { status: 'skipped'; detail: string };

export interface TCheck {
  name: string;
  run: () => Promise<TCheckOutcome | string | void>;
}

export interface TCheckResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  detail: string | undefined;
  ms: number;
}

/** A check's way to say it did not run (nothing to check with); it does not fail the run. */
export function skipped(detail: string): TCheckOutcome {
  return { status: 'skipped', detail };
}

export async function runChecks(
  checks: TCheck[],
  report: (result: TCheckResult) => void,
  now: () => number = () => performance.now(),
): Promise<TCheckResult[]> {
  const results: TCheckResult[] = [];
  for (const check of checks) {
    const started = now();
    let result: Omit<TCheckResult, 'ms'>;
    try {
      const outcome = await check.run();
      if (outcome === undefined || typeof outcome === 'string') {
        result = { name: check.name, status: 'passed', detail: outcome || undefined };
      } else {
        result = { name: check.name, status: outcome.status, detail: outcome.detail };
      }
    } catch (error) {
      result = { name: check.name, status: 'failed', detail: error instanceof Error ? error.message : String(error) };
    }
    const done = { ...result, ms: Math.round(now() - started) };
    results.push(done);
    report(done);
  }
  return results;
}

const MARK = { passed: '✓', failed: '✗', skipped: '-' } as const;

export function formatResult(result: TCheckResult): string {
  const detail = result.detail ? `: ${result.detail}` : '';
  return `${MARK[result.status]} ${result.name} (${result.ms} ms)${detail}`;
}

/** 0 when nothing failed (skipped checks do not fail the run), else 1. */
export function exitCode(results: TCheckResult[]): 0 | 1 {
  return results.some((result) => result.status === 'failed') ? 1 : 0;
}
