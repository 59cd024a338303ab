import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute locations the local stack reads; everything is relative to the repository, not the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');
export const EVENTS_DIR = join(REPO_ROOT, 'events');
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');
export const FETCH_DYNAMODB_SCRIPT = join(REPO_ROOT, 'scripts', 'fetch-dynamodb-local.mjs');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local-data');

/** Where one stack keeps everything it persists, under its DATA_DIR. */
export function dataPaths(dataDir: string) {
  return {
    root: dataDir,
    state: join(dataDir, 'state.json'),
    dynamodb: join(dataDir, 'dynamodb'),
    cognito: join(dataDir, 'cognito'),
    s3: join(dataDir, 's3'),
    outbox: join(dataDir, 'outbox'),
    logs: join(dataDir, 'logs'),
    deadLetters: join(dataDir, 'dead-letters.jsonl'),
  };
}
