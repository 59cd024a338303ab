import { resolve } from 'node:path';
import { readLocalToolsToken } from './local-tools-access';
import { DEFAULT_DATA_DIR } from './paths';

/**
 * For `npm run schedule` and `npm run stripe`: the Authorization header of the running product's local tools, read
 * from its data folder (DATA_DIR, as `npm start` was given it); exits with a hint when there is no token there.
 */
export function localToolsAuthorization(): string {
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
  const token = readLocalToolsToken(dataDir);
  if (!token) {
    console.error(`No local tools token in ${dataDir}: start the product with \`npm start\` (same DATA_DIR) first.`);
    process.exit(1);
  }
  return `Bearer ${token}`;
}
