#!/usr/bin/env node
/**
 * Runs the ADL LRS conformance suite (github.com/adlnet/lrs-conformance-test-suite, the batteries LRS vendors certify
 * against) on an xAPI endpoint and prints its result: docs/elearning-standards.md "Conformance (issue 35)".
 *
 *   node scripts/lrs-conformance.mjs --endpoint <url>/v1/xapi --key K --secret S
 *     [--key-2 K2 --secret-2 S2] [--version 1.0.3|2.0.0|both] [--grep X] [--write-docs] [--suite-git <dir>]
 *
 * The suite is not vendored. It is fetched once, at SUITE_COMMIT, into node_modules/.cache/lrs-conformance/<commit>
 * (`git fetch` of that commit, else the codeload tarball), and `npm install` runs there once (about 2 minutes). With
 * no network the script says so and exits 2; `--suite-git` takes the suite from a local clone holding the commit
 * instead. Each battery runs in the suite's own console runner with Basic authentication (`--key`/`--secret`: an LRS
 * client of a throwaway company, since the suite writes thousands of statements and documents and voids none);
 * `--grep` is mocha's, on test titles ("XAPI-00150", "Communication 2.1"). The runner's exit code is its number of
 * failures (modulo 256), so the result is read from the full run log it writes (suite `logs/<uuid>.log`, kept there
 * with every request and answer). Printed: per battery tests, passed, failed and not run, and the failed tests by
 * requirement area and xAPI requirement id. `--write-docs` also replaces the marked block of docs/elearning-standards.md
 * (DOCS_BLOCK_START … DOCS_BLOCK_END) with the tables, the date, the suite's and the product's commits.
 *
 * Exit code: 0 when every battery ran and passed, 1 otherwise (failures, a bad option, an unreadable log), 2 when the
 * suite could not be fetched or installed (no network).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DOCS_BLOCK_END,
  DOCS_BLOCK_START,
  consoleReport,
  docsBlock,
  replaceDocsBlock,
  summarizeRun,
} from './lrs-conformance-summary.mjs';

const SUITE_REPOSITORY = 'adlnet/lrs-conformance-test-suite';
/** 2024-10-21, "removing assumption of 40-char sha1 etag"; package adl-lrs-conformance-tests 2.0.0-0. */
const SUITE_COMMIT = '2ec25f2eb8ccfcb7cb63ec2679dbd965f9f6ffdc';
const SUITE_PACKAGE = 'adl-lrs-conformance-tests';
/** The suite's `-x` values: its v1_0_3 and v2_0 batteries. */
const VERSIONS = ['1.0.3', '2.0.0'];
const NETWORK_TIMEOUT_MS = 300_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules', '.cache', 'lrs-conformance');
const suiteDir = join(cacheDir, SUITE_COMMIT);
const docsPath = join(root, 'docs', 'elearning-standards.md');

const USAGE = `Usage: node scripts/lrs-conformance.mjs --endpoint <url>/v1/xapi --key <key> --secret <secret>
         [--version 1.0.3|2.0.0|both] [--grep <pattern>] [--write-docs] [--suite-git <dir>]

  --endpoint    the LRS's base URL (the suite appends /statements, /activities/state …)
  --key         Basic authentication user name (an LRS client's key, \`all\` scope)
  --secret      Basic authentication password
  --key-2, --secret-2  another client for the 2.0.0 battery (one whose default version is 2.0.0)
  --version     the battery to run (default both)
  --grep        run only the tests whose titles match (mocha's grep), e.g. XAPI-00150
  --write-docs  write the result between ${DOCS_BLOCK_START} and ${DOCS_BLOCK_END}
                in docs/elearning-standards.md
  --suite-git   take the suite from this local git repository (it must hold ${SUITE_COMMIT.slice(0, 12)})
                instead of fetching it from GitHub`;

/** A failure to fetch or install the suite: exit code 2. */
class Unavailable extends Error {}

/**
 * @param {string} line
 */
function say(line) {
  process.stderr.write(`[lrs-conformance] ${line}\n`);
}

/**
 * Runs a command to its end; throws with its output's last lines when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd?: string, timeout?: number}} [options]
 */
function run(command, args, { cwd = root, timeout = NETWORK_TIMEOUT_MS } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    timeout,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const shown = `${command} ${args.join(' ')}`.slice(0, 100);
  if (result.error) throw new Error(`${shown}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = `${result.stderr}${result.stdout}`.trim().split('\n').slice(-5).join('\n');
    throw new Error(`${shown} exited ${result.status}: ${output}`);
  }
  return result.stdout;
}

/**
 * The suite's files at SUITE_COMMIT from a git repository that holds the commit, into `target`.
 * @param {string} gitDir
 * @param {string} target
 */
function archiveFromGit(gitDir, target) {
  const archive = join(target, '..', 'suite.tar');
  run('git', ['-C', gitDir, 'archive', '--format=tar', '--output', archive, SUITE_COMMIT]);
  run('tar', ['-xf', archive, '-C', target]);
  rmSync(archive, { force: true });
}

/**
 * The suite from GitHub: the one commit with git (which follows the machine's proxy settings), else the tarball.
 * @param {string} target
 */
async function fetchFromGitHub(target) {
  const reasons = [];
  const bare = join(target, '..', 'repo.git');
  try {
    run('git', ['init', '--quiet', '--bare', bare]);
    run('git', [
      '-C',
      bare,
      'fetch',
      '--quiet',
      '--depth=1',
      `https://github.com/${SUITE_REPOSITORY}.git`,
      SUITE_COMMIT,
    ]);
    archiveFromGit(bare, target);
    return;
  } catch (error) {
    reasons.push(`git: ${error instanceof Error ? error.message : String(error)}`);
  }
  const url = `https://codeload.github.com/${SUITE_REPOSITORY}/tar.gz/${SUITE_COMMIT}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const tarball = join(target, '..', 'suite.tar.gz');
    writeFileSync(tarball, Buffer.from(await response.arrayBuffer()));
    run('tar', ['-xzf', tarball, '--strip-components=1', '-C', target]);
    return;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    reasons.push(`download: ${error instanceof Error ? error.message : String(error)}${cause}`);
  }
  throw new Unavailable(
    `could not fetch ${SUITE_REPOSITORY} at ${SUITE_COMMIT.slice(0, 12)}: the network is unavailable or GitHub ` +
      `cannot be reached.\n  ${reasons.join('\n  ')}\nRun it again with the network, or pass --suite-git <a local ` +
      'clone holding the commit>.',
  );
}

/**
 * The suite's folder, fetched once (moved into place with one rename, so an interrupted fetch leaves nothing).
 * @param {string | undefined} gitDir
 */
async function ensureSuite(gitDir) {
  if (existsSync(join(suiteDir, 'package.json'))) return;
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, '.fetch-'));
  try {
    const staged = join(work, 'suite');
    mkdirSync(staged);
    if (gitDir) {
      say(`taking the suite at ${SUITE_COMMIT.slice(0, 12)} from ${gitDir}`);
      archiveFromGit(gitDir, staged);
    } else {
      say(`fetching ${SUITE_REPOSITORY} at ${SUITE_COMMIT.slice(0, 12)} (about 5 MB, once)`);
      await fetchFromGitHub(staged);
    }
    const name = JSON.parse(readFileSync(join(staged, 'package.json'), 'utf8')).name;
    if (name !== SUITE_PACKAGE) throw new Error(`the fetched package is "${name}", not ${SUITE_PACKAGE}`);
    try {
      renameSync(staged, suiteDir);
    } catch (error) {
      // Another run finished first: its copy is as good as ours.
      if (!existsSync(join(suiteDir, 'package.json'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `npm install` in the suite's folder, once (a marker records it). */
function ensureInstalled() {
  const marker = join(suiteDir, 'node_modules', '.lrs-conformance-installed');
  if (existsSync(marker)) return;
  say('npm install in the suite (about 500 packages, 2 minutes, once)');
  try {
    // Its own folder and package.json: none of the repository's workspaces or settings apply. No install scripts:
    // the suite needs none (the one in its tree, es5-ext's, prints a message).
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: suiteDir });
  } catch (error) {
    throw new Unavailable(
      `npm install in ${suiteDir} failed (no network to the npm registry?): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}

/**
 * Runs one battery with the suite's console runner and returns the path of the run log it wrote.
 * @param {{endpoint: string, key: string, secret: string, version: string, grep?: string}} options
 * @returns {Promise<string>}
 */
function runBattery({ endpoint, key, secret, version, grep }) {
  const args = ['bin/console_runner.js', '-e', endpoint, '-a', '-u', key, '-p', secret, '-x', version];
  if (grep) args.push('-g', grep);
  say(`${version}: running the battery against ${endpoint}${grep ? ` (tests matching ${grep})` : ''}`);
  return new Promise((resolvePath, reject) => {
    const child = spawn(process.execPath, args, { cwd: suiteDir, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string | undefined} */
    let logPath;
    let progress = '';
    let pending = '';
    /** @param {string} raw */
    const onLine = (raw) => {
      // eslint-disable-next-line no-control-regex -- the runner colours its last line
      const line = raw.replace(/\u001b\[\d+m/g, '').trimEnd();
      const written = /^Full run log written to (.+)$/.exec(line);
      if (written?.[1]) logPath = written[1].trim();
      if (line.startsWith('{"total"')) {
        // Its progress, every 2 s: shown when it changes.
        const { total, passed, failed } = JSON.parse(line);
        const text = `${version}: ${passed} passed, ${failed} failed of ${total}`;
        if (text !== progress) say((progress = text));
      } else if (line.trim()) process.stderr.write(`  | ${line}\n`);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.on('data', (chunk) => {
      const text = String(chunk);
      // The suite's old dependencies warn about Buffer(); anything else is shown.
      if (!/DeprecationWarning|--trace-deprecation/.test(text)) process.stderr.write(text);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      onLine(pending);
      if (logPath && existsSync(logPath)) resolvePath(logPath);
      else reject(new Error(`the ${version} battery wrote no run log (exit ${signal ?? code})`));
    });
  });
}

/** The product's commit, with "+ local changes" when the working tree differs from it. */
function productCommit() {
  try {
    const commit = run('git', ['rev-parse', '--short=8', 'HEAD']).trim();
    // --no-optional-locks: never writes the index, so it cannot meet the lock of another engineer's git command.
    const changes = run('git', ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=no']).trim();
    return changes ? `${commit} + local changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** @returns {{endpoint: string, key: string, secret: string, key2?: string, secret2?: string, versions: string[], grep?: string, writeDocs: boolean, suiteGit?: string}} */
function readOptions() {
  const { values } = parseArgs({
    options: {
      endpoint: { type: 'string' },
      key: { type: 'string' },
      secret: { type: 'string' },
      // The 2.0.0 battery's own client (its default version 2.0.0), when the two batteries run in one go.
      'key-2': { type: 'string' },
      'secret-2': { type: 'string' },
      version: { type: 'string', default: 'both' },
      grep: { type: 'string' },
      'write-docs': { type: 'boolean', default: false },
      'suite-git': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const version = values.version ?? 'both';
  if (!values.endpoint || !values.key || !values.secret) throw new Error('--endpoint, --key and --secret are needed');
  if (version !== 'both' && !VERSIONS.includes(version)) throw new Error(`--version is 1.0.3, 2.0.0 or both`);
  const endpoint = new URL(values.endpoint).href.replace(/\/+$/, '');
  return {
    endpoint,
    key: values.key,
    secret: values.secret,
    key2: values['key-2'],
    secret2: values['secret-2'],
    versions: version === 'both' ? VERSIONS : [version],
    grep: values.grep,
    writeDocs: values['write-docs'] ?? false,
    suiteGit: values['suite-git'] === undefined ? undefined : resolve(values['suite-git']),
  };
}

async function main() {
  /** @type {ReturnType<typeof readOptions>} */
  let options;
  try {
    options = readOptions();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 1;
  }
  if (options.writeDocs) {
    try {
      replaceDocsBlock(readFileSync(docsPath, 'utf8'), '');
    } catch (error) {
      console.error(`[lrs-conformance] ${docsPath}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  try {
    await ensureSuite(options.suiteGit);
    ensureInstalled();
  } catch (error) {
    console.error(`[lrs-conformance] ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof Unavailable ? 2 : 1;
  }
  const runs = [];
  for (const version of options.versions) {
    const second = version === '2.0.0' && options.key2 && options.secret2;
    const credentials = second ? { key: options.key2, secret: options.secret2 } : {};
    const logPath = await runBattery({ ...options, ...credentials, version });
    say(`${version}: run log ${logPath}`);
    runs.push(summarizeRun(JSON.parse(readFileSync(logPath, 'utf8'))));
  }
  console.log(`\nADL LRS conformance suite ${SUITE_COMMIT.slice(0, 12)} against ${options.endpoint}\n`);
  console.log(consoleReport(runs));
  if (options.writeDocs) {
    const block = docsBlock({
      runs,
      date: new Date().toISOString().slice(0, 10),
      suiteCommit: SUITE_COMMIT,
      productCommit: productCommit(),
      endpoint: options.endpoint,
      grep: options.grep,
    });
    writeFileSync(docsPath, replaceDocsBlock(readFileSync(docsPath, 'utf8'), block));
    say(`the result is written to ${docsPath}`);
  }
  const passed = runs.every((run) => run.failed === 0 && run.notRun === 0 && !run.setupError);
  return passed ? 0 : 1;
}

process.exitCode = await main().catch((error) => {
  console.error(`[lrs-conformance] ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
