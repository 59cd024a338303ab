/**
 * `npm run bench`: prints the performance figures docs/performance.md records. It never fails on a figure:
 * budgets are read by people; only an error exits non-zero.
 *
 *   npm run bench                     # everything
 *   npm run bench -- --only=lambda    # one part by name (parts.ts)
 *   npm run bench -- --only=lrs --lrs-statements=50000   # a part's own flags go to its process
 *
 * This process only orchestrates: each group of parts runs in a fresh process of its own (this file again, with
 * --parts=), which reports each part's outcome over IPC (orchestrate.ts says why).
 */
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describeError, planProcesses, runInProcesses, runPartsHere, summarise, type TOutcome } from './orchestrate';
import { BENCH_PARTS } from './parts';

const PARTS_FLAG = '--parts=';
const OUTCOME_MESSAGE = 'skillway-bench-outcome';

interface TOutcomeMessage {
  type: typeof OUTCOME_MESSAGE;
  outcome: TOutcome;
}

function isOutcomeMessage(message: unknown): message is TOutcomeMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === OUTCOME_MESSAGE;
}

/**
 * A rejection nobody awaited (a stack's stop after its part, a timer) is reported, and the process goes on to its
 * next part; the run then ends non-zero. Node's default would end the process there, and the parts after with it.
 */
function reportStrayErrors(): void {
  process.on('unhandledRejection', (reason) => {
    console.error(`bench: an unhandled rejection: ${describeError(reason)}`);
    process.exitCode = 1;
  });
}

const out = { log: (line: string) => console.log(line), error: (line: string) => console.error(line) };
const argument = (prefix: string) => process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
const partsHere = argument(PARTS_FLAG);
reportStrayErrors();

if (partsHere !== undefined) {
  // A group's process: its parts, one after another; each outcome goes to the orchestrator.
  const names = partsHere.split(',');
  const parts = BENCH_PARTS.filter((part) => names.includes(part.name));
  await runPartsHere(
    parts,
    async (part) => {
      const run = await part.load();
      await run();
    },
    out,
    (outcome) => process.send?.({ type: OUTCOME_MESSAGE, outcome } satisfies TOutcomeMessage),
  );
} else {
  console.log(
    `Skillway bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} CPU(s)`,
  );
  let exitCode: number;
  try {
    const groups = planProcesses(BENCH_PARTS, argument('--only='));
    const outcomes = await runInProcesses(
      groups,
      (names, onOutcome) =>
        new Promise((resolve, reject) => {
          // fork keeps this process's Node flags (tsx's loader); the group's output goes straight to ours.
          // The other flags are the parts' own (e.g. --lrs-statements=): passed on to the group's process.
          const flags = process.argv
            .slice(2)
            .filter((arg) => !arg.startsWith('--only=') && !arg.startsWith(PARTS_FLAG));
          const child = fork(fileURLToPath(import.meta.url), [`${PARTS_FLAG}${names.join(',')}`, ...flags], {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          child.on('message', (message) => {
            if (isOutcomeMessage(message)) onOutcome(message.outcome);
          });
          child.once('error', reject);
          // 'close', not 'exit': the IPC channel is read to its end first, so no outcome is lost.
          child.once('close', (code, signal) => resolve({ code, signal }));
        }),
      out,
    );
    exitCode = summarise(outcomes, out);
  } catch (error) {
    console.error(`bench: ${describeError(error)}`);
    exitCode = 2;
  }
  process.exitCode = Math.max(exitCode, Number(process.exitCode ?? 0));
}
