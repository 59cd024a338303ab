import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WATCHDOG = join(dirname(fileURLToPath(import.meta.url)), 'process-watchdog.mjs');
const STOP_TIMEOUT_MS = 8000;

/** Every emulator process alive in this Node process, so an exit handler can kill what is left. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: sending a signal is. SIGTERM, not SIGKILL: the watchdog passes it on to its
  // emulator (and kills it after a grace period); a SIGKILLed watchdog left its emulator running.
  process.on('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
}

export interface TManagedProcess {
  readonly name: string;
  readonly logFile: string;
  /** Rejects when the process exits before `stop()` was called. */
  readonly exited: Promise<never>;
  stop(): Promise<void>;
  /** The last lines of the log, to explain a failed start. */
  tail(lines?: number): Promise<string>;
}

export interface TSpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  logDir: string;
}

/**
 * Starts an emulator under the watchdog, with its output appended to `<logDir>/<name>.log` (the console stays
 * readable; the log says why something failed). Not detached: it shares our process group, so a terminal's
 * Ctrl-C reaches it too, and the watchdog covers the case where we die without cleaning up.
 */
export async function spawnManaged(options: TSpawnOptions): Promise<TManagedProcess> {
  installExitHook();
  await mkdir(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${options.name}.log`);
  // The emulator writes straight into the file: no pipe through us that could fill up or break.
  const logFd = openSync(logFile, 'a');
  writeSync(logFd, `\n--- ${new Date().toISOString()} ${options.command} ${options.args.join(' ')}\n`);
  let child: ChildProcess;
  try {
    // stdin is the lifeline the watchdog watches (see process-watchdog.mjs).
    child = spawn(process.execPath, [WATCHDOG, options.command, ...options.args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', logFd, logFd],
      detached: false,
    });
  } finally {
    closeSync(logFd);
  }
  running.add(child);

  let stopRequested = false;
  const closed = new Promise<void>((resolve) => {
    child.once('close', () => {
      running.delete(child);
      resolve();
    });
  });
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code, signal) => {
      if (!stopRequested) reject(new Error(`${options.name} exited (${signal ?? `code ${code}`}); see ${logFile}`));
    });
  });
  exited.catch(() => undefined); // observed by whoever awaits it; never an unhandled rejection

  return {
    name: options.name,
    logFile,
    exited,
    async stop() {
      stopRequested = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await closed;
        clearTimeout(timer);
      } else {
        await closed;
      }
    },
    async tail(lines = 15) {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text.trimEnd().split('\n').slice(-lines).join('\n');
    },
  };
}

/** Polls `check` until it resolves true, the process dies, or the time runs out. */
export async function waitUntilReady(
  processHandle: TManagedProcess,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let settled = false;
  const poll = (async () => {
    while (Date.now() < deadline && !settled) {
      if (await check().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${processHandle.name} was not ready after ${timeoutMs / 1000}s; see ${processHandle.logFile}`);
  })();
  poll.catch(() => undefined);
  try {
    await Promise.race([poll, processHandle.exited]);
  } catch (error) {
    // The emulator's own last words are what explain a failed start (in CI nobody opens the log file).
    const tail = await processHandle.tail().catch(() => '');
    throw new Error(`${(error as Error).message}${tail ? `\n${tail}` : ''}`, { cause: error });
  } finally {
    settled = true;
  }
}
