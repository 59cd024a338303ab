import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions } from '../../infra/lib/bundling/esbuild-options';
import { BUNDLE_FILE, type TFunctionEntry } from '../../infra/lib/bundling/function-entries';
import { loadRowSources } from '../../infra/lib/bundling/handler-rows-plugin';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { awsFunctionEnvironment } from '../../infra/lib/constructs/function-environment';
import { benchTempDir, builtFunctions } from './built-functions';
import { table } from './format';
import { initError } from './init-error';
import { isLearnerPathBundle } from './learner-path';

/**
 * Issue 13, re-scoped by issue 32: every API function on a learner's or a manager's path inits in at most this many
 * times the bare handler's; administrative and billing functions are reported apart, without the goal.
 */
const RATIO_GOAL = 1.5;
/**
 * Paired runs per bundle (the median ratio is kept); SKILLWAY_BENCH_RUNS changes it, never below 5. Nine, because
 * with most bundles near 1.2× five pairs left one bundle in forty at 1.5–1.6× by chance on a quiet machine (the
 * same bundles re-measured at 1.2–1.4× with nine): see docs/performance.md, seventh pass.
 */
const RUNS = Math.max(5, Number(process.env.SKILLWAY_BENCH_RUNS ?? 9) || 9);
/** The bare handler is the denominator of every ratio: measured more often. */
const BARE_RUNS = RUNS * 3;

/**
 * The yardstick: the least a Skillway handler could be, middy and a DynamoDB document client built at init,
 * bundled with the same esbuild options as the real ones.
 */
const BARE_SOURCE = `import middy from '@middy/core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = middy(() => Promise.resolve({ statusCode: 200, body: String(Boolean(documentClient)) }));
`;

/**
 * What a Lambda's process sees: the stack's environment (infra/lib/constructs/function-environment.ts, with
 * placeholder values) and the runtime's own variables, credentials included. Nothing is called at init, and the
 * endpoints are never reached: no network.
 */
function lambdaEnvironment(functionName: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    NODE_ENV: 'production',
    AWS_REGION: 'eu-west-2',
    AWS_DEFAULT_REGION: 'eu-west-2',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '256',
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_ACCESS_KEY_ID: 'ASIABENCHBENCHBENCH0',
    AWS_SECRET_ACCESS_KEY: 'bench-secret-access-key-bench-secret-acc',
    AWS_SESSION_TOKEN: 'bench-session-token',
    ...awsFunctionEnvironment({
      tableName: 'skillway-bench',
      userPoolId: 'eu-west-2_bench',
      userPoolClientId: 'bench-client',
      uploadsBucket: 'skillway-bench-uploads',
      eventBusName: 'skillway-bench',
      appUrl: 'https://bench.skillway.invalid',
      contentUrl: 'https://content.bench.skillway.invalid',
      mailFrom: 'bench@skillway.invalid',
    }),
    // Secrets as their local values: on AWS each is one GetSecretValue at init (network, not the CPU measured here).
    [ENV.IMAGE_SIGNING_SECRET]: 'bench-image-signing-secret-of-32-characters-or-more',
    [ENV.ORIGIN_VERIFY_SECRET]: 'bench-origin-verify-secret-of-32-characters-or-more',
    [ENV.STRIPE_SECRET_KEY]: 'sk_test_bench',
    [ENV.STRIPE_WEBHOOK_SECRET]: 'whsec_bench',
  };
}

/**
 * Run in a fresh `node`, from before the bundle's import to its `handler` being ready: the CPU time the process
 * spent (user + system, in ms) and the wall time. The import is single-threaded work (read, parse, evaluate), so
 * on a quiet machine both agree; on a shared one the wall time also counts the waits for a core, the CPU time
 * does not, and the ratios are taken on it.
 */
const PROBE = `
const cpu = process.cpuUsage();
const started = performance.now();
const mod = await import(process.env.SKILLWAY_BENCH_BUNDLE);
if (typeof mod.handler !== 'function') throw new Error('no handler export');
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ cpu: (used.user + used.system) / 1000, wall: performance.now() - started }));
`;

interface TInit {
  /** CPU ms of the import. */
  cpu: number;
  /** Wall-clock ms of the import. */
  wall: number;
}

function importOnce(file: string, functionName: string): Promise<TInit> {
  return new Promise((resolveMs, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE], {
      env: { ...lambdaEnvironment(functionName), SKILLWAY_BENCH_BUNDLE: pathToFileURL(file).href },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const init = code === 0 ? parseInit(out) : undefined;
      if (init) resolveMs(init);
      else reject(new Error(`${functionName}: init failed (exit ${code}): ${initError(err)}`));
    });
  });
}

function parseInit(out: string): TInit | undefined {
  try {
    const { cpu, wall } = JSON.parse(out) as Partial<TInit>;
    return Number.isFinite(cpu) && Number.isFinite(wall) ? { cpu: Number(cpu), wall: Number(wall) } : undefined;
  } catch {
    return undefined;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function medianInit(file: string, functionName: string, runs: number): Promise<TInit> {
  const times: TInit[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await importOnce(file, functionName));
  return { cpu: median(times.map((t) => t.cpu)), wall: median(times.map((t) => t.wall)) };
}

/**
 * The handler and the bare handler imported back to back, `runs` times, which one goes first alternating: the
 * ratio is the median of the pairs' ratios, so a load change on the shared machine moves both sides of each ratio
 * alike.
 */
async function pairedInit(file: string, functionName: string, bareFile: string, runs: number) {
  const handler: TInit[] = [];
  const bare: TInit[] = [];
  for (let run = 0; run < runs; run += 1) {
    const bareFirst = run % 2 === 0;
    const first = await importOnce(bareFirst ? bareFile : file, bareFirst ? 'bare-handler' : functionName);
    const second = await importOnce(bareFirst ? file : bareFile, bareFirst ? functionName : 'bare-handler');
    bare.push(bareFirst ? first : second);
    handler.push(bareFirst ? second : first);
  }
  return {
    ms: median(handler.map((t) => t.cpu)),
    bareMs: median(bare.map((t) => t.cpu)),
    ratio: median(handler.map((t, i) => t.cpu / (bare[i]?.cpu ?? Number.NaN))),
    wallMs: median(handler.map((t) => t.wall)),
    wallRatio: median(handler.map((t, i) => t.wall / (bare[i]?.wall ?? Number.NaN))),
  };
}

/** A warning when other work competes for the cores (the 1-minute load average above their number). */
function busyMachine(when: string): string | undefined {
  const [load = 0] = loadavg();
  const cores = cpus().length;
  return load > cores
    ? `warning: busy machine ${when} (load average ${load.toFixed(1)} on ${cores} cores): wall times are inflated; the ratios use CPU time, which waits for a core do not count, but caches and frequency still move them a little`
    : undefined;
}

/** Runs `work` over `items` with at most `limit` at a time, results in input order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface TColdInit {
  bundle: string;
  /** On a learner's or a manager's path (the goal holds), or administrative/billing (reported apart). */
  learnerPath: boolean;
  /** Median CPU ms of the import. */
  ms: number;
  /** The bare handler's median CPU ms in the same pairs. */
  bareMs: number;
  /** Median of the pairs' CPU-time ratios: the figure the goal is on. */
  ratio: number;
  /** Median wall ms and wall-time ratio, for context (noisy on a shared machine). */
  wallMs: number;
  wallRatio: number;
}

/**
 * Cold init: each built API handler imported in a fresh Node process RUNS times, each run paired with a run of a
 * bare handler built with the same esbuild options in the same run; prints each function's median ratio (CPU time
 * of the import; wall time beside it), the worst ten, and for the learner/manager-path functions how many are over
 * the goal (≤ 1.5×) and their median; the administrative and billing functions' median and worst apart.
 * Read the ratios, not the milliseconds: the machine the bench runs on is not a Lambda.
 */
function summarise(title: string, timed: readonly TColdInit[], budgeted: boolean): void {
  const ratios = timed.map((t) => t.ratio).sort((a, b) => a - b);
  const worst = timed[0];
  const goal = budgeted
    ? ` (goal ≤ ${RATIO_GOAL}×) ${worst && worst.ratio > RATIO_GOAL ? '✗' : '✓'}`
    : ' (no goal: reported)';
  console.log(
    `${title}: ${timed.length} functions, median ${median(ratios).toFixed(2)}×, worst ${worst ? `${worst.ratio.toFixed(2)}× (${worst.bundle})` : '-'}${goal}; wall-time ratio median ${median(timed.map((t) => t.wallRatio)).toFixed(2)}×`,
  );
}

export async function benchColdInit(): Promise<TColdInit[]> {
  const result = await builtFunctions();
  const bareDir = benchTempDir('skillway-bench-bare-');
  mkdirSync(join(bareDir, 'src'));
  const bareEntry: TFunctionEntry = {
    root: 'api',
    handler: 'bench/bare-handler',
    source: join(bareDir, 'src', 'bare-handler.ts'),
    bundle: 'bare-handler',
    usedBy: [],
  };
  writeFileSync(bareEntry.source, BARE_SOURCE);
  const bareBuild = await build(
    esbuildOptions({
      rootDir: result.rootDir,
      outDir: join(bareDir, 'out'),
      entries: [bareEntry],
      rows: await loadRowSources(result.rootDir),
      sourcemap: false,
    }),
  );
  if (bareBuild.errors.length > 0) throw new Error('the bare handler did not build');
  const bareFile = join(bareDir, 'out', bareEntry.bundle, BUNDLE_FILE);
  const busyBefore = busyMachine('at the start');
  const bareAlone = await medianInit(bareFile, 'bare-handler', BARE_RUNS);

  // SKILLWAY_BENCH_FUNCTIONS (a regular expression on the bundle, e.g. `users/`) measures only those: for iterating.
  const only = process.env.SKILLWAY_BENCH_FUNCTIONS ? new RegExp(process.env.SKILLWAY_BENCH_FUNCTIONS) : undefined;
  const api = result.entries.filter((entry) => entry.root === 'api' && (!only || only.test(entry.bundle)));
  const parallel = Math.max(1, Math.min(2, cpus().length - 1));
  const failed: { bundle: string; error: string }[] = [];
  const measured = await mapLimited(api, parallel, async (entry) => {
    try {
      const file = join(result.outDir, entry.bundle, BUNDLE_FILE);
      return {
        bundle: entry.bundle,
        learnerPath: isLearnerPathBundle(entry),
        ...(await pairedInit(file, entry.bundle, bareFile, RUNS)),
      };
    } catch (error) {
      failed.push({ bundle: entry.bundle, error: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  });
  const timed = measured.filter((t): t is TColdInit => t !== undefined);
  timed.sort((a, b) => b.ratio - a.ratio || a.bundle.localeCompare(b.bundle));

  const busyAfter = busyMachine('at the end');
  console.log(
    `Cold init: import of each built handler in a fresh node ${process.version}, Lambda's environment, no network; ${RUNS} runs each, paired with a bare handler run (alternating which goes first), ${parallel} at a time; ratio = median of the pairs' CPU-time ratios (wall time beside it); bare handler alone: median of ${BARE_RUNS}`,
  );
  for (const warning of [busyBefore, busyAfter]) if (warning) console.log(warning);
  const row = (t: TColdInit) => [
    `${t.bundle}${t.learnerPath ? '' : ' (admin/billing)'}`,
    `${t.ms.toFixed(1)} ms`,
    `${t.bareMs.toFixed(1)} ms`,
    `${t.ratio.toFixed(2)}×`,
    `${t.wallMs.toFixed(1)} ms`,
    `${t.wallRatio.toFixed(2)}×`,
  ];
  const header = ['bundle', 'init CPU', 'bare beside it', 'ratio to bare', 'init wall', 'wall ratio'];
  console.log(
    table(header, [
      [
        'bare handler (@middy/core + @aws-sdk/lib-dynamodb)',
        `${bareAlone.cpu.toFixed(1)} ms`,
        '',
        '1.00×',
        `${bareAlone.wall.toFixed(1)} ms`,
        '1.00×',
      ],
      ...timed.map(row),
    ]),
  );
  const learnerPath = timed.filter((t) => t.learnerPath);
  const offPath = timed.filter((t) => !t.learnerPath);
  console.log(`\nWorst ten:\n${table(header, timed.slice(0, 10).map(row))}`);
  const over = learnerPath.filter((t) => t.ratio > RATIO_GOAL);
  console.log(
    `\nLearner/manager-path API functions over ${RATIO_GOAL}× the bare handler's init: ${over.length} of ${learnerPath.length} (goal 0) ${over.length === 0 ? '✓' : '✗'}`,
  );
  summarise(`Learner/manager-path cold init ratio (CPU time)`, learnerPath, true);
  summarise('Administrative and billing cold init ratio (CPU time)', offPath, false);
  if (failed.length > 0) {
    // The figures above stand; a handler that cannot initialise is the part's error (the run ends non-zero).
    console.error(`Handlers that failed to initialise:\n${failed.map((f) => `  ${f.bundle}: ${f.error}`).join('\n')}`);
    throw new Error(`${failed.length} handler(s) failed to initialise (listed above)`);
  }
  return timed;
}
