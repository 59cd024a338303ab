import { rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalStackError } from './local-stack-error';

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One stack per DATA_DIR: two DynamoDB Locals or cognito-locals on the same files would corrupt them.
 * The lock names its owner's pid; a lock whose owner is gone (killed, crashed) is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, '.lock');
  if (heldHere.has(dataDir)) throw new LocalStackError(`${dataDir} is already used by a local stack in this process.`);
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new LocalStackError(
        `DATA_DIR ${dataDir} is in use by another local stack (pid ${owner}): stop it, or set DATA_DIR to another folder (delete ${file} if that pid is not a stack).`,
      );
    }
    await writeFile(file, String(process.pid));
  }
  heldHere.add(dataDir);
  // A forced exit skips the async release; the next start would take the lock over anyway, but tidy up.
  const releaseOnExit = () => rmSync(file, { force: true });
  process.once('exit', releaseOnExit);
  return async () => {
    process.off('exit', releaseOnExit);
    heldHere.delete(dataDir);
    await rm(file, { force: true });
  };
}
