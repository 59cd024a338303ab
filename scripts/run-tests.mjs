#!/usr/bin/env node
/**
 * The vitest phase of `npm test`: five `vitest run` processes side by side, at one pinned clock.
 *
 *   units     the `unit` and `web` projects (no stack)
 *   infra     the `infra` project: the CDK app's synths and bundling, in one worker (no stack)
 *   api       the `stack` files outside test/e2e and functions/api (test/integration, the services' and event
 *             handlers' `*.int.test.ts`), one at a time, against their own local stack
 *   handlers  the API handlers' `*.int.test.ts` (functions/api), likewise
 *   browser   the Chromium files (test/e2e), one at a time, against a third stack
 *
 * The stack files mostly wait (for the browser, the emulators, a screen to go quiet), so their waiting overlaps the
 * unit and web files' CPU work and each other's; a stack costs about 16 s of CPU to start. One vitest process cannot
 * do this: it runs a project without file parallelism in a group of its own after the other projects, and a local
 * stack lives in the process that starts it (process.env, the handler modules, the event bus), so two stacks cannot
 * share one process. Each `stack` process's global setup starts its stack on a fresh temporary DATA_DIR and free
 * ports. All five start together (docs/testing.md has the measurements behind the split).
 *
 * The clock: every process of the run sees the same pinned instant, ticking on from there (scripts/test-clock.mjs,
 * libfaketime). Unless TEST_CLOCK says otherwise, each run takes the next of the instants a date bug shows on, so the
 * whole suite is tried on every one of them over successive runs; the first line printed says which, and
 * `TEST_CLOCK=<name> npm test` repeats it. `TEST_CLOCK=real` runs on the machine's clock. Without libfaketime
 * (`apt-get install -y faketime`) the run says so and uses the real clock.
 *
 * Output is live, each line prefixed with its process's name; each process's own summary ends its part, then one line
 * per process with its time and CPU. The exit code is 1 if any process failed. web/dist is built once when missing,
 * before the stacks start (they serve it; two builds at once would write the same folder).
 *
 *   node scripts/run-tests.mjs                  the five processes
 *   node scripts/run-tests.mjs --with-checks    and the static checks beside them (scripts/checks.mjs): `npm test`
 *   node scripts/run-tests.mjs <args...>        one `vitest run <args...>` (a subset, a project, a filter), same clock
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canPinClock, namedInstant, pinnedClockEnv, rotatingInstant } from './test-clock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
// Children write to pipes; keep vitest's colours when this script writes to a terminal.
if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';

const BROWSER_FILES = 'test/e2e/';
const HANDLER_FILES = 'functions/api/';
const PROCESSES = [
  // The unit and web workers run at a lower CPU priority (nice): they are throughput, while a stack's handler and a
  // browser's screen wait on the CPU in short bursts with timeouts. At equal priority a burst of 60 parallel API calls
  // starved past the handlers' 10 s timeout, answering 500s (test/integration/concurrency/counters.test.ts).
  { name: 'units', args: ['run', '--project', 'unit', '--project', 'web'], stack: false, nice: true },
  { name: 'infra', args: ['run', '--project', 'infra'], stack: false, nice: true },
  {
    name: 'api',
    args: ['run', '--project', 'stack', '--exclude', `${BROWSER_FILES}**`, '--exclude', `${HANDLER_FILES}**`],
    stack: true,
  },
  { name: 'handlers', args: ['run', '--project', 'stack', HANDLER_FILES], stack: true },
  { name: 'browser', args: ['run', '--project', 'stack', BROWSER_FILES], stack: true },
];

/** The run's clock: TEST_CLOCK, else the next instant in turn; undefined for the real clock. */
function chooseClock() {
  const asked = process.env.TEST_CLOCK;
  if (asked === undefined && process.env.TEST_CLOCK_AT) return undefined; // already pinned by a parent run
  const instant = asked ? namedInstant(asked) : rotatingInstant();
  if (!instant) {
    console.log('Clock: real (TEST_CLOCK=real)');
    return undefined;
  }
  if (!canPinClock()) {
    console.warn(
      `Clock: real. libfaketime is missing (apt-get install -y faketime), so ${instant.name} is not pinned.`,
    );
    return undefined;
  }
  console.log(
    `Clock: pinned at ${instant.at} (${instant.name}); repeat with TEST_CLOCK=${instant.name}, or TEST_CLOCK=real`,
  );
  return instant;
}
const realEnv = { ...env };
const clock = chooseClock();
if (clock) Object.assign(env, pinnedClockEnv(clock));

// Ctrl-C reaches the children from the terminal (same process group): wait for them to stop their stacks. A SIGTERM
// sent to this process alone (a CI timeout) is passed on.
const children = new Set();
let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
});
process.on('SIGTERM', () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
});

/** Copies `from` to `to` line by line, each line prefixed with `name`. */
function prefixLines(from, to, name) {
  const prefix = `${name.padEnd(7)} │ `;
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    if (lines.length) to.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  from.on('end', () => {
    if (rest) to.write(`${prefix}${rest}\n`);
  });
}

/**
 * CPU seconds used by this process's children that have ended (Linux: /proc/self/stat's cutime + cstime, which count a
 * child, and what it waited for, once it has been reaped). Read as each child ends, the difference is that child's
 * CPU; undefined where /proc is missing.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14 here.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let cpuCounted = childrenCpuSeconds();

/** Runs a command; with a name, prefixes each line of its output with it. Resolves with its exit code. */
function run(command, args, name, childEnv = env) {
  const started = Date.now();
  if (stopping) return Promise.resolve(1);
  return new Promise((resolve) => {
    const stdio = name ? 'pipe' : 'inherit';
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', stdio, stdio] });
    children.add(child);
    if (name) {
      prefixLines(child.stdout, process.stdout, name);
      prefixLines(child.stderr, process.stderr, name);
    }
    child.on('error', (error) => {
      console.error(`${name ?? command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const cpuNow = childrenCpuSeconds();
      const cpu =
        cpuNow === undefined || cpuCounted === undefined ? '' : `, ${(cpuNow - cpuCounted).toFixed(0)} s of CPU`;
      cpuCounted = cpuNow;
      if (name)
        console.log(`${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s${cpu}`);
      resolve(code ?? 1);
    });
  });
}

const WITH_CHECKS = '--with-checks';
const withChecks = process.argv[2] === WITH_CHECKS;
const extra = process.argv.slice(withChecks ? 3 : 2);
if (extra.length) process.exit(await run('vitest', ['run', ...extra]));

async function buildWebIfMissing() {
  if (existsSync(join(root, 'web', 'dist', 'launch', 'scorm.html'))) return;
  // Built on the real clock: the bundle does not depend on the date.
  if ((await run('npm', ['run', 'build:web'], undefined, realEnv)) !== 0)
    console.warn('`npm run build:web` failed: tests that load the SPA will fail.');
}

// All five start together once web/dist is there. The unit and web files keep both cores busy for their first
// minutes while each stack starts and its first files wait on it; the browser files wait on screens with timeouts
// that allow for the shared cores (waiting on the screen's own signal, not a sleep: docs/testing.md).
const built = buildWebIfMissing();
// A niced process gets the CPU only when the stacks and the browser leave it some: its tests' waits are told so
// (SKILLWAY_TESTS_NICED, read by vitest.config.ts and web/src/test-setup.ts), as a screen that takes 1 s alone took
// over 60 s there on the CI machine.
const nicedEnv = { ...env, SKILLWAY_TESTS_NICED: '1' };
const niced = (command, args, name, level = 10) =>
  process.platform === 'linux'
    ? run('nice', ['-n', String(level), command, ...args], name, nicedEnv)
    : run(command, args, name, nicedEnv);
const codes = await Promise.all([
  ...PROCESSES.map((child) =>
    (child.stack ? built : Promise.resolve()).then(() =>
      child.nice ? niced('vitest', child.args, child.name) : run('vitest', child.args, child.name),
    ),
  ),
  // `npm test`: the static checks run beside the tests, last in priority (they have minutes to spare, while a unit or
  // web test has a timeout); after the tests they were two minutes of the run alone (docs/testing.md).
  ...(withChecks ? [niced('node', [join(root, 'scripts', 'checks.mjs')], 'checks', 15)] : []),
]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
