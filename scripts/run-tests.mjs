#!/usr/bin/env node
/**
 * The vitest phase of `npm test`: three `vitest run` processes side by side.
 *
 *   units    the `unit` and `web` projects, on two workers (no stack)
 *   api      the `stack` files outside test/e2e, one at a time, against their own local stack
 *   browser  the Chromium files (test/e2e), one at a time, against another local stack
 *
 * The stack files mostly wait (for the browser, the emulators, a screen to go quiet), so their waiting overlaps the
 * unit and web files' CPU work and each other's. One vitest process cannot do this: it runs a project without file
 * parallelism in a group of its own after the other projects, and a local stack lives in the process that starts it
 * (process.env, the handler modules, the event bus), so two stacks cannot share one process. Each `stack` process's
 * global setup starts its stack on a fresh temporary DATA_DIR and free ports.
 *
 * `units` and `api` start together; `browser` starts when `units` has ended (see below why). Output is live, each
 * line prefixed with its process's name; each process's own summary ends its part, then one line per process with
 * its time. The exit code is 1 if any process failed. web/dist is built once when missing, while the unit and web
 * files run, before either stack starts (both serve it; two builds at once would write the same folder).
 *
 *   node scripts/run-tests.mjs              the three processes (what `npm test` runs after the checks)
 *   node scripts/run-tests.mjs <args...>    one `vitest run <args...>`, as before (a subset, a project, a filter)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
// Children write to pipes; keep vitest's colours when this script writes to a terminal.
if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';

const BROWSER_FILES = 'test/e2e/';
const UNITS = { name: 'units', args: ['run', '--project', 'unit', '--project', 'web'] };
const STACKS = [
  { name: 'api', args: ['run', '--project', 'stack', '--exclude', `${BROWSER_FILES}**`] },
  { name: 'browser', args: ['run', '--project', 'stack', BROWSER_FILES] },
];

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

/** Runs a command; with a name, prefixes each line of its output with it. Resolves with its exit code. */
function run(command, args, name) {
  const started = Date.now();
  if (stopping) return Promise.resolve(1);
  return new Promise((resolve) => {
    const stdio = name ? 'pipe' : 'inherit';
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', stdio, stdio] });
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
      if (name)
        console.log(`${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const extra = process.argv.slice(2);
if (extra.length) process.exit(await run('vitest', ['run', ...extra]));

async function buildWebIfMissing() {
  if (existsSync(join(root, 'web', 'dist', 'index.html'))) return;
  if ((await run('npm', ['run', 'build:web'])) !== 0)
    console.warn('`npm run build:web` failed: tests that load the SPA will fail.');
}

// `browser` starts when `units` ends: the journeys wait on screens with timeouts, and beside two workers of unit
// and web files and a second stack they had both cores to share with four busy processes (a toast missed its poll).
// `api` starts with `units`: its calls wait on the stack far more than they use a core.
const [API, BROWSER] = STACKS;
const built = buildWebIfMissing();
const units = run('vitest', UNITS.args, UNITS.name);
const codes = await Promise.all([
  units,
  built.then(() => run('vitest', API.args, API.name)),
  Promise.all([built, units]).then(() => run('vitest', BROWSER.args, BROWSER.name)),
]);
process.exit(codes.flat().every((code) => code === 0) ? 0 : 1);
