import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface TInstant {
  name: string;
  at: string;
}
interface TTestClock {
  INSTANTS: TInstant[];
  canPinClock: () => boolean;
  namedInstant: (value: string) => TInstant | undefined;
  rotatingInstant: (now?: Date) => TInstant;
  pinnedClockEnv: (instant: TInstant, now?: number) => Record<string, string>;
}

const clock = (await import(
  pathToFileURL(join(import.meta.dirname, '..', '..', 'scripts', 'test-clock.mjs')).href
)) as TTestClock;

/** The pinned clock of `npm test` and `npm run test:dates` (scripts/test-clock.mjs). */
describe('the test clock', () => {
  it('takes another instant five minutes later, and every instant in eighteen five-minute slots', () => {
    const start = Date.UTC(2026, 11, 5, 14, 3);
    const slots = Array.from({ length: 18 }, (_, slot) => clock.rotatingInstant(new Date(start + slot * 300_000)).name);
    expect(new Set(slots)).toEqual(new Set(clock.INSTANTS.map((instant) => instant.name)));
    expect(clock.rotatingInstant(new Date(start)).name).toBe(clock.rotatingInstant(new Date(start + 60_000)).name);
  });

  it('takes an instant by name or ISO time, real for the machine clock, and refuses anything else', () => {
    expect(clock.namedInstant('leap-day')).toEqual({ name: 'leap-day', at: '2028-02-29T10:00:00Z' });
    expect(clock.namedInstant('2027-03-28T00:30:00Z')?.at).toBe('2027-03-28T00:30:00.000Z');
    expect(clock.namedInstant('real')).toBeUndefined();
    expect(() => clock.namedInstant('someday')).toThrow(/TEST_CLOCK="someday"/);
  });

  it('covers the days the issue names: single digits, month ends, leap day, year end, both clock changes', () => {
    const london = (at: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(at),
      );
    const shown = clock.INSTANTS.map((instant) => london(instant.at));
    for (const day of ['01/04/2027', '08/12/2026', '09/06/2027', '28/02/2027', '29/01/2027', '30/04/2027'])
      expect(shown.some((text) => text.startsWith(day))).toBe(true);
    for (const day of ['31/01/2027', '28/02/2028', '29/02/2028', '27/03/2027', '28/03/2027', '29/03/2027'])
      expect(shown.some((text) => text.startsWith(day))).toBe(true);
    for (const day of ['30/10/2027', '31/10/2027', '01/11/2027', '01/09/2027'])
      expect(shown.some((text) => text.startsWith(day))).toBe(true);
    expect(shown).toContain('31/12/2026, 23:30');
  });

  it.skipIf(!clock.canPinClock())('makes a child process, and the processes it starts, see the instant', () => {
    const instant = clock.INSTANTS.find((candidate) => candidate.name === 'leap-day')!;
    const env = { ...process.env, ...clock.pinnedClockEnv(instant) };
    const grandchild = `require('node:child_process').execFileSync(process.execPath, ['-e', 'console.log(Date.now())'], { stdio: 'inherit' })`;
    const [child, nested] = execFileSync(process.execPath, ['-e', `console.log(Date.now()); ${grandchild}`], { env })
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    const pinned = Date.parse(instant.at);
    // The clock ticks on from the instant: well within a minute of it, however slow the machine.
    for (const seen of [child!, nested!]) expect(Math.abs(seen - pinned)).toBeLessThan(60_000);
  });
});
