import type { TBuildResult } from './build-functions';

/** What `npm run build:functions` prints: the summary and each native staging, problems last. */
export function buildReport(result: TBuildResult): { lines: string[]; problems: string[] } {
  const lines = [
    `Built ${result.entries.length} Lambda bundle(s) in one esbuild pass: ${Math.round(result.durationMs)} ms -> ${result.outDir}`,
    ...(result.native?.staged ?? []).map((staged) => `  native: ${staged.pkg} (linux-arm64) -> ${staged.bundle}`),
  ];
  const problems = (result.native?.problems ?? []).map((problem) => `  native: ${problem.bundle}: ${problem.reason}`);
  return { lines, problems };
}
