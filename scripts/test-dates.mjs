#!/usr/bin/env node
/**
 * `npm run test:dates`: the date-sensitive tests at every pinned instant of scripts/test-clock.mjs (the 1st, 8th, 9th,
 * 28th–31st of a month, the leap day, the year's end, both UK clock changes, late evening in London), one
 * `vitest run` an instant, each with its own local stack. Every process of a run sees the pinned clock (libfaketime).
 *
 *   npm run test:dates                     every instant (about 2 minutes each on two cores)
 *   npm run test:dates -- leap-day 8th     the named instants only
 *   TEST_DATES_TZ=Pacific/Kiritimati npm run test:dates   the same with the processes in another time zone
 *   TEST_DATES_AT_ONCE=2 npm run test:dates                two instants at a time
 *
 * `npm test` pins the whole suite at one of these instants a run, in turn (scripts/run-tests.mjs), so each of them is
 * also tried against every test over successive runs. Prints one line an instant and exits 1 if any failed.
 */
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DATE_SENSITIVE_FILES } from './date-sensitive-files.mjs';
import { canPinClock, INSTANTS, namedInstant, pinnedClockEnv } from './test-clock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!canPinClock()) {
  console.error('libfaketime is missing: apt-get install -y faketime');
  process.exit(2);
}

const asked = process.argv.slice(2);
const instants = asked.length ? asked.map(namedInstant).filter(Boolean) : INSTANTS;

/** One `vitest run` of the date-sensitive files with the clock pinned at `instant`. */
function runAt(instant) {
  const started = Date.now();
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    ...pinnedClockEnv(instant),
    ...(process.env.TEST_DATES_TZ ? { TZ: process.env.TEST_DATES_TZ } : {}),
  };
  // Two processes, as `npm test` runs them (scripts/run-tests.mjs): a stack's global setup puts the stack's environment
  // (its origin secret among it) on the process, which the unit tests must not see.
  const passes = [
    ['run', '--project', 'unit', '--project', 'web', '--passWithNoTests', ...DATE_SENSITIVE_FILES],
    ['run', '--project', 'stack', '--passWithNoTests', ...DATE_SENSITIVE_FILES],
  ];
  return passes
    .reduce(
      (previous, args) => previous.then(async (done) => [...done, await runVitest(args, env)]),
      Promise.resolve([]),
    )
    .then((outcomes) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = outcomes.every((outcome) => outcome.code === 0);
      const summary = outcomes
        .map(
          (outcome) => /^\s*Tests\s+(.*)$/m.exec(stripVTControlCharacters(outcome.text))?.[1]?.trim() ?? 'no summary',
        )
        .join('; ');
      console.log(`${ok ? '✓' : '✗'} ${instant.name.padEnd(22)} ${instant.at}  ${summary} (${seconds} s)`);
      // A failing instant prints its whole output, to read the failure without running it again.
      for (const outcome of outcomes) if (outcome.code !== 0) process.stdout.write(outcome.text);
      return ok;
    });
}

/** One `vitest <args>`: its exit code and whole output. */
function runVitest(args, env) {
  return new Promise((resolve) => {
    const child = spawn('vitest', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code, text: Buffer.concat(output).toString() }));
  });
}

const zone = process.env.TEST_DATES_TZ ? ` in TZ=${process.env.TEST_DATES_TZ}` : '';
console.log(`${DATE_SENSITIVE_FILES.length} date-sensitive files at ${instants.length} instants${zone}`);
// Each run has its own stack on free ports, so several can go at once (TEST_DATES_AT_ONCE, default 1): a run mostly
// waits on its stack and its browser.
const atOnce = Math.max(1, Number(process.env.TEST_DATES_AT_ONCE) || 1);
const queue = [...instants];
const results = [];
await Promise.all(
  Array.from({ length: atOnce }, async () => {
    for (let instant = queue.shift(); instant; instant = queue.shift()) results.push(await runAt(instant));
  }),
);
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `${failed} of ${instants.length} instants failed` : `all ${instants.length} instants passed`);
process.exit(failed ? 1 : 0);
