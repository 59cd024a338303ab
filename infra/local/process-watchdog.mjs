/**
 * Runs one emulator and ties its life to the local stack's.
 *
 * Usage: node process-watchdog.mjs <command> [args...]. The stack holds our stdin open; when the stack exits
 * in any way (even SIGKILL) the pipe closes and we stop the emulator, so nothing outlives `npm start`.
 * SIGTERM/SIGINT are forwarded; an emulator that ignores them is killed after a grace period.
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: process-watchdog.mjs <command> [args...]');
  process.exit(2);
}

const GRACE_MS = 5000;
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stop(signal) {
  if (stopping || child.exitCode !== null || child.signalCode !== null) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
}

child.on('error', (error) => {
  console.error(`[watchdog] cannot start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));

process.stdin.on('end', () => stop('SIGTERM'));
process.stdin.on('error', () => stop('SIGTERM'));
process.stdin.resume();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop('SIGTERM'));
