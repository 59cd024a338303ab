import { describe, expect, it } from 'vitest';
import {
  planProcesses,
  runInProcesses,
  runPartsHere,
  summarise,
  type TOutcome,
  type TPartSpec,
  type TProcessEnd,
} from './orchestrate';
import { BENCH_PARTS } from './parts';

const part = (name: string, process: string): TPartSpec => ({ name, summary: `the ${name} part`, process });
const PARTS = [part('a', 'build'), part('b', 'build'), part('c', 'own'), part('d', 'stack'), part('e', 'stack')];

function recorder() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) },
  };
}

const ok = (name: string): TOutcome => ({ name, ok: true, seconds: 1 });

describe('planProcesses', () => {
  it('groups the parts that share a process, in their order', () => {
    expect(planProcesses(PARTS).map((group) => group.map((p) => p.name))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  it('runs one part alone with --only', () => {
    expect(planProcesses(PARTS, 'd').map((group) => group.map((p) => p.name))).toEqual([['d']]);
  });

  it('refuses a name that is no part, naming the parts', () => {
    expect(() => planProcesses(PARTS, 'lighthuose')).toThrow(/no bench part is named 'lighthuose'; parts: a, b, c/);
  });
});

describe('the bench parts', () => {
  it('gives each part that starts a local stack of its own a process of its own', () => {
    // Two local stacks in one process share the handlers' clients: the second was served by the first's DynamoDB.
    const processOf = (name: string) => BENCH_PARTS.find((p) => p.name === name)?.process;
    const stackProcesses = [processOf('lighthouse'), processOf('dynamodb'), processOf('uploads')];
    expect(new Set(stackProcesses).size).toBe(3);
    for (const name of ['lighthouse', 'uploads']) {
      expect(BENCH_PARTS.filter((p) => p.process === processOf(name)).map((p) => p.name)).toEqual([name]);
    }
    // The parts that read the shared stack's figures run in its process.
    expect(BENCH_PARTS.filter((p) => p.process === processOf('dynamodb')).map((p) => p.name)).toEqual([
      'dynamodb',
      'cost',
      'throughput',
      'lrs',
    ]);
  });

  it('runs every part in a whole run, once, each group in one process', () => {
    const groups = planProcesses(BENCH_PARTS);
    expect(groups.flat().map((p) => p.name)).toEqual(BENCH_PARTS.map((p) => p.name));
    expect(new Set(groups.map((group) => group[0]?.process)).size).toBe(groups.length);
  });
});

describe('runPartsHere', () => {
  it('reports a part that throws or rejects and runs the next', async () => {
    const { out, lines, errors } = recorder();
    const seen: TOutcome[] = [];
    const ran: string[] = [];
    const outcomes = await runPartsHere(
      PARTS.slice(0, 3),
      async (p) => {
        ran.push(p.name);
        if (p.name === 'a') throw new Error('the build failed');
        if (p.name === 'b') await Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1'));
      },
      out,
      (outcome) => seen.push(outcome),
    );
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    expect(seen).toEqual(outcomes);
    expect(errors).toEqual(['a failed: the build failed', 'b failed: connect ECONNREFUSED 127.0.0.1:1']);
    expect(lines).toContain('\n== the c part ==');
    expect(lines.filter((line) => /^\((a|b|c): \d+\.\d s\)$/.test(line))).toHaveLength(3);
  });

  it('reports a thrown value that is not an Error', async () => {
    const { out } = recorder();
    const [outcome] = await runPartsHere([part('a', 'x')], () => Promise.reject('no port'), out);
    expect(outcome).toMatchObject({ name: 'a', ok: false, error: 'no port' });
  });
});

describe('runInProcesses', () => {
  /** A fake process per group: reports the outcomes given for its parts, then ends as told. */
  function fakeProcesses(script: Record<string, { report: TOutcome[]; end: TProcessEnd } | Error>) {
    const started: string[][] = [];
    const start = (names: readonly string[], onOutcome: (o: TOutcome) => void): Promise<TProcessEnd> => {
      started.push([...names]);
      const plan = script[names.join(',')];
      if (!plan) return Promise.reject(new Error(`no plan for ${names.join(',')}`));
      if (plan instanceof Error) return Promise.reject(plan);
      for (const outcome of plan.report) onOutcome(outcome);
      return Promise.resolve(plan.end);
    };
    return { started, start };
  }
  const clean = { code: 0, signal: null };

  it('starts one process per group, in order, and collects every outcome', async () => {
    const { out, errors } = recorder();
    const { started, start } = fakeProcesses({
      'a,b': { report: [ok('a'), ok('b')], end: clean },
      c: { report: [ok('c')], end: clean },
      'd,e': { report: [ok('d'), ok('e')], end: clean },
    });
    const outcomes = await runInProcesses(planProcesses(PARTS), start, out);
    expect(started).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
    expect(outcomes.map((o) => o.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(errors).toEqual([]);
    expect(summarise(outcomes, recorder().out)).toBe(0);
  });

  it('goes on to the next group when a process dies in a part, naming that part and those not run', async () => {
    const { out, errors } = recorder();
    const { started, start } = fakeProcesses({
      'a,b': { report: [ok('a'), ok('b')], end: clean },
      c: { report: [ok('c')], end: clean },
      'd,e': { report: [], end: { code: 1, signal: null } },
    });
    const outcomes = await runInProcesses([...planProcesses(PARTS)].reverse(), start, out);
    expect(started).toEqual([['d', 'e'], ['c'], ['a', 'b']]);
    expect(outcomes.slice(0, 2)).toEqual([
      { name: 'd', ok: false, seconds: 0, error: 'its process ended (code 1) before it finished' },
      { name: 'e', ok: false, seconds: 0, error: 'not run: its process had ended' },
    ]);
    expect(outcomes.slice(2).every((o) => o.ok)).toBe(true);
    expect(errors).toHaveLength(2);
  });

  it('names the signal a process was killed with', async () => {
    const { out } = recorder();
    const { start } = fakeProcesses({ c: { report: [], end: { code: null, signal: 'SIGKILL' } } });
    const [outcome] = await runInProcesses([[part('c', 'own')]], start, out);
    expect(outcome).toMatchObject({ ok: false, error: 'its process ended (signal SIGKILL) before it finished' });
  });

  it("counts a process that ends non-zero after all its parts as an error (e.g. a stack's stop failed)", async () => {
    const { out } = recorder();
    const { start } = fakeProcesses({ 'd,e': { report: [ok('d'), ok('e')], end: { code: 1, signal: null } } });
    const outcomes = await runInProcesses([[part('d', 'stack'), part('e', 'stack')]], start, out);
    expect(outcomes.slice(0, 2).every((o) => o.ok)).toBe(true);
    expect(outcomes[2]).toMatchObject({ name: 'the process of d, e', ok: false, process: true });
    const summary = recorder();
    expect(summarise(outcomes, summary.out)).toBe(1);
    expect(summary.lines.at(-1)).toMatch(/^2 of 2 part\(s\) ran without an error; 1 error\(s\)\./);
  });

  it('reports a group whose process could not start and runs the next', async () => {
    const { out, errors } = recorder();
    const { start } = fakeProcesses({ 'a,b': new Error('spawn ENOMEM'), c: { report: [ok('c')], end: clean } });
    const outcomes = await runInProcesses([[part('a', 'build'), part('b', 'build')], [part('c', 'own')]], start, out);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    expect(errors).toEqual(['a, b: its process did not start: spawn ENOMEM']);
  });

  it('ignores an outcome for a part its process was not given', async () => {
    const { out } = recorder();
    const start = (_names: readonly string[], onOutcome: (o: TOutcome) => void) => {
      onOutcome(ok('z'));
      return Promise.resolve(clean);
    };
    const outcomes = await runInProcesses([[part('c', 'own')]], start, out);
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([['c', false]]);
  });
});

describe('summarise', () => {
  it('exits 0 when every part ran, whatever its figures', () => {
    const { out, lines } = recorder();
    expect(summarise([ok('a'), ok('b')], out)).toBe(0);
    expect(lines.at(-1)).toMatch(/^2 of 2 part\(s\) ran without an error; 0 error\(s\)\./);
  });

  it('exits 1 and lists each error when a part failed', () => {
    const { out, lines } = recorder();
    expect(summarise([ok('a'), { name: 'b', ok: false, seconds: 2, error: 'connect ECONNREFUSED' }], out)).toBe(1);
    expect(lines).toContain('✗ b: connect ECONNREFUSED');
    expect(lines.at(-1)).toMatch(/^1 of 2 part\(s\) ran without an error; 1 error\(s\)\./);
  });
});
