/**
 * `npm run bench`: prints the performance figures docs/performance.md records. It never fails on a figure:
 * budgets are read by people; only a crash exits non-zero.
 *
 *   npm run bench                     # everything
 *   npm run bench -- --only=lambda    # one bench by name
 */
import { cpus } from 'node:os';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLighthouse } from './lighthouse';
import { benchSpaFirstRoute } from './spa-first-route';

interface TBench {
  readonly name: string;
  readonly summary: string;
  run(): Promise<unknown> | unknown;
}

/**
 * The benches, in order. Extension point: the DynamoDB-calls-per-operation bench (DESIGN.md: bounded, and the
 * same with 10 times more data) goes here as `{ name: 'dynamodb', ... }`. It will start the local stack
 * (infra/local/local-stack.ts), seed N and 10N companies, call each manifest operation through the local adapter with
 * the DynamoDB client's middleware counting commands, and print calls per operation for both sizes.
 */
const BENCHES: readonly TBench[] = [
  { name: 'lambda', summary: 'Lambda bundle sizes (minified, gzip)', run: benchLambdaBundles },
  { name: 'spa', summary: 'SPA first-route JavaScript (gzip)', run: benchSpaFirstRoute },
  {
    name: 'lighthouse',
    summary: 'Lighthouse mobile: /login, /courses, a course player (local stack)',
    run: benchLighthouse,
  },
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
console.log(
  `Skillway bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} CPU(s)`,
);
for (const bench of BENCHES) {
  if (only && bench.name !== only) continue;
  const started = performance.now();
  console.log(`\n== ${bench.summary} ==`);
  try {
    await bench.run();
  } catch (error) {
    // One broken bench (e.g. a handler module not written yet) does not hide the others' figures.
    console.error(`${bench.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
  console.log(`(${bench.name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
