import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: handler sources, dist/ and node_modules/.cache are resolved from it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
