/**
 * `npm run bench`: prints the performance figures docs/performance.md records. It never fails on a figure:
 * budgets are read by people; only a crash exits non-zero.
 *
 *   npm run bench                     # everything
 *   npm run bench -- --only=lambda    # one bench by name
 */
import { cpus } from 'node:os';
import { benchColdInit } from './cold-init';
import { benchLambdaBundles } from './lambda-bundles';
import { benchLighthouse } from './lighthouse';
import { benchSpaFirstRoute } from './spa-first-route';
import { benchDynamoDb } from './dynamodb';
import { benchCost } from './cost';
import { benchThroughput } from './throughput';
import { benchUploads } from './uploads';

interface TBench {
  readonly name: string;
  readonly summary: string;
  run(): Promise<unknown> | unknown;
}

/**
 * The benches, in order (issue 13's budgets). The build-based ones (lambda, cold-init, spa) share one build; the
 * stack-based ones (dynamodb, cost, throughput) share one local stack with demo data and a 10× company; lighthouse
 * starts its own stack on its own build of the SPA.
 */
const BENCHES: readonly TBench[] = [
  { name: 'lambda', summary: 'Lambda bundle sizes (minified, gzip)', run: benchLambdaBundles },
  { name: 'cold-init', summary: 'Lambda cold init (fresh Node import, ratio to a bare handler)', run: benchColdInit },
  { name: 'spa', summary: 'SPA first-route JavaScript (gzip)', run: benchSpaFirstRoute },
  {
    name: 'lighthouse',
    summary: 'Lighthouse mobile: /login, /courses, a course player (local stack)',
    run: benchLighthouse,
  },
  {
    name: 'dynamodb',
    summary: 'DynamoDB calls per operation (demo company 1×, a company with 10× its data)',
    run: benchDynamoDb,
  },
  { name: 'cost', summary: 'Cost per 1,000 active learners a month', run: benchCost },
  { name: 'throughput', summary: 'Local throughput (autocannon, context)', run: benchThroughput },
  {
    name: 'uploads',
    summary: 'A 1 GB video through the local product: time, resume after a killed browser, memory',
    run: benchUploads,
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
