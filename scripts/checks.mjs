#!/usr/bin/env node
/**
 * The static checks of `npm test`, run side by side: the six workspace type-checks (one `tsc -p` each, every
 * workspace with its own program and options, as before), ESLint, Prettier's check of the whole tree (an unformatted
 * file fails; `npm run format` fixes it), dependency-cruiser, knip and jscpd. Each is a
 * single-threaded process, so on CI's two cores running them one after another left a core idle for about two
 * minutes. Each check's output is printed whole when it ends (never interleaved); the exit code is 1 if any failed.
 *
 *   node scripts/checks.mjs             every check (what `npm test` runs before vitest)
 *   node scripts/checks.mjs typecheck   only the type-checks (`npm run typecheck`)
 *
 * CHECKS_AT_ONCE overrides how many run at once (default: the cores, at least two).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The type-checks use TypeScript 7, the native compiler (the `typescript-7` alias): the six took 155 s of CPU with
 * TypeScript 5.9 and take about 30 s with 7, single-threaded (on a busy machine threads only add CPU). TypeScript 5.9
 * stays `typescript` for the tools that load its JavaScript API (typescript-eslint, knip, dependency-cruiser,
 * vite): docs/architecture.md "Two TypeScripts". Called by path: both packages name their binary `tsc`.
 */
const TSC_7 = join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** Longest first (measured on the 2-core CI machine), so the short ones fill in around the long ones. */
const TYPECHECKS = ['functions', 'infra', 'test', 'web', 'events', 'shared'].map((workspace) => ({
  name: `tsc -p ${workspace}`,
  command: process.execPath,
  args: [TSC_7, '-p', workspace, '--singleThreaded'],
}));
const OTHERS = ['lint', 'format:check', 'duplicates', 'depcruise', 'knip', 'i18n:check'].map((script) => ({
  name: `npm run ${script}`,
  command: 'npm',
  args: ['run', '-s', script],
}));

const only = process.argv[2];
if (only !== undefined && only !== 'typecheck') {
  console.error(`Unknown selection "${only}" (expected nothing or "typecheck").`);
  process.exit(2);
}
const checks = only === 'typecheck' ? TYPECHECKS : [OTHERS[0], ...TYPECHECKS, ...OTHERS.slice(1)];
const atOnce = Number(process.env.CHECKS_AT_ONCE) || Math.max(2, availableParallelism());
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };

function run(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString();
      const ok = code === 0;
      process.stdout.write(
        `${ok ? '✓' : '✗'} ${check.name} (${seconds} s)\n${text}${text && !text.endsWith('\n') ? '\n' : ''}`,
      );
      resolve(ok);
    });
  });
}

const queue = [...checks];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
