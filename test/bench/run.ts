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
import { benchSpaFirstRoute } from './spa-first-route';
import { benchDynamoDb } from './dynamodb';
import { benchCost } from './cost';
import { benchThroughput } from './throughput';

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
  { name: 'cold-init', summary: 'Lambda cold init (fresh Node import, ratio to a bare handler)', run: benchColdInit },
  { name: 'spa', summary: 'SPA first-route JavaScript (gzip)', run: benchSpaFirstRoute },
  {
    name: 'dynamodb',
    summary: 'DynamoDB calls per operation (demo company 1×, a company with 10× its data)',
    run: benchDynamoDb,
  },
  { name: 'cost', summary: 'Cost per 1,000 active learners a month', run: benchCost },
  { name: 'throughput', summary: 'Local throughput (autocannon, context)', run: benchThroughput },
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
