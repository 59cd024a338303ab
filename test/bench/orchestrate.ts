/**
 * How `npm run bench` runs its parts (run.ts wires it to child processes): each group of parts that shares a process
 * runs in a fresh Node process of its own, one group after another, and one part's error never stops the others.
 *
 * Why processes: the handlers keep per-process state built on first use, as a Lambda container does (the AWS SDK
 * clients aimed at the first local stack's emulators, the bench's counting middleware installed or not, the event
 * transport). A second local stack started in the same process after the first stopped was served by clients aimed
 * at the first one's DynamoDB Local, whose port was gone (ECONNREFUSED on every call).
 */

export interface TPartSpec {
  readonly name: string;
  readonly summary: string;
  /** Parts with the same key run in one process, in order (they share a build or a local stack). */
  readonly process: string;
}

export type TOutcome =
  | { readonly name: string; readonly ok: true; readonly seconds: number }
  | {
      readonly name: string;
      readonly ok: false;
      readonly seconds: number;
      readonly error: string;
      /** A process's own error (it ended non-zero after its parts), not one part's. */
      readonly process?: true;
    };

interface TOutput {
  log(line: string): void;
  error(line: string): void;
}

/** How a group's process ended. */
export interface TProcessEnd {
  readonly code: number | null;
  readonly signal: string | null;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The parts to run, grouped by process in their given order. `only` names one part (`--only=NAME`); a name that is
 * no part's is an error (it used to run nothing and exit 0).
 */
export function planProcesses<T extends TPartSpec>(parts: readonly T[], only?: string): T[][] {
  const chosen = only === undefined ? parts : parts.filter((part) => part.name === only);
  if (chosen.length === 0) {
    throw new Error(`no bench part is named '${only ?? ''}'; parts: ${parts.map((part) => part.name).join(', ')}`);
  }
  const groups: T[][] = [];
  for (const part of chosen) {
    const last = groups.at(-1);
    if (last?.[0]?.process === part.process) last.push(part);
    else groups.push([part]);
  }
  return groups;
}

/**
 * Runs parts one after another in this process, each under its heading with its time after it. A part that throws
 * or rejects is reported and the next one runs. Never rejects.
 */
export async function runPartsHere<T extends TPartSpec>(
  parts: readonly T[],
  run: (part: T) => Promise<unknown>,
  out: TOutput,
  onOutcome: (outcome: TOutcome) => void = () => undefined,
): Promise<TOutcome[]> {
  const outcomes: TOutcome[] = [];
  for (const part of parts) {
    const started = performance.now();
    out.log(`\n== ${part.summary} ==`);
    let error: string | undefined;
    try {
      await run(part);
    } catch (caught) {
      error = describeError(caught);
      out.error(`${part.name} failed: ${error}`);
    }
    const seconds = (performance.now() - started) / 1000;
    out.log(`(${part.name}: ${seconds.toFixed(1)} s)`);
    const outcome: TOutcome =
      error === undefined ? { name: part.name, ok: true, seconds } : { name: part.name, ok: false, seconds, error };
    outcomes.push(outcome);
    onOutcome(outcome);
  }
  return outcomes;
}

function ending(end: TProcessEnd): string {
  return end.signal ? `signal ${end.signal}` : `code ${String(end.code)}`;
}

/**
 * Runs each group in a process of its own (`start` runs the named parts in a fresh process, calls `onOutcome` for
 * each part it finished and resolves when that process has ended). A part the process ended without reporting is an
 * error, as is a process that ended non-zero after all its parts (e.g. a local stack that did not stop). Never
 * rejects: a group whose process could not start counts as its parts' error, and the next group runs.
 */
export async function runInProcesses<T extends TPartSpec>(
  groups: readonly (readonly T[])[],
  start: (names: readonly string[], onOutcome: (outcome: TOutcome) => void) => Promise<TProcessEnd>,
  out: TOutput,
): Promise<TOutcome[]> {
  const outcomes: TOutcome[] = [];
  for (const group of groups) {
    const reported = new Map<string, TOutcome>();
    const names = group.map((part) => part.name);
    let end: TProcessEnd;
    try {
      end = await start(names, (outcome) => {
        if (names.includes(outcome.name)) reported.set(outcome.name, outcome);
      });
    } catch (error) {
      const reason = `its process did not start: ${describeError(error)}`;
      out.error(`${names.join(', ')}: ${reason}`);
      for (const name of names) outcomes.push({ name, ok: false, seconds: 0, error: reason });
      continue;
    }
    let cut = false;
    for (const name of names) {
      const outcome = reported.get(name);
      if (outcome) {
        outcomes.push(outcome);
        continue;
      }
      const error = cut ? 'not run: its process had ended' : `its process ended (${ending(end)}) before it finished`;
      out.error(`${name} failed: ${error}`);
      outcomes.push({ name, ok: false, seconds: 0, error });
      cut = true;
    }
    if (!cut && (end.code !== 0 || end.signal !== null)) {
      const error = `ended with ${ending(end)} after its parts (see the errors above)`;
      const name = `the process of ${names.join(', ')}`;
      out.error(`${name} ${error}`);
      outcomes.push({ name, ok: false, seconds: 0, error, process: true });
    }
  }
  return outcomes;
}

/** The closing lines: each error, then the count. Returns the exit code: 0 when there was no error. */
export function summarise(outcomes: readonly TOutcome[], out: TOutput): number {
  const parts = outcomes.filter((outcome) => !('process' in outcome && outcome.process));
  const errors = outcomes.filter((outcome): outcome is Extract<TOutcome, { ok: false }> => !outcome.ok);
  out.log('\n== Bench summary ==');
  for (const outcome of errors) out.log(`✗ ${outcome.name}: ${outcome.error}`);
  out.log(
    `${parts.filter((outcome) => outcome.ok).length} of ${parts.length} part(s) ran without an error; ` +
      `${errors.length} error(s). Figures are read against their goals above: the bench fails only on an error.`,
  );
  return errors.length === 0 ? 0 : 1;
}
