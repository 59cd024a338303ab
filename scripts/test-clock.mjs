/**
 * The pinned clock of a test run. Every process of the run (vitest, the local stack, DynamoDB Local's JVM,
 * cognito-local, s3rver, Chromium) reads the same shifted wall clock through libfaketime
 * (Debian's `faketime` package): LD_PRELOAD with a RELATIVE offset, so each process, started at any moment of the
 * run, agrees with the others, and the clock goes on ticking from the chosen instant. Monotonic clocks stay real
 * (timers and timeouts are untouched).
 *
 * The instants are the days a date-handling bug shows on: single-digit days (a date picker's "8 December" is a
 * substring of "18 December"), the last days of short and long months, a leap day, the year's end, both UK clock
 * changes (the day before, of and after), and late evening in London when the UTC day differs.
 *
 *   TEST_CLOCK=<name>      one of INSTANTS' names, e.g. `leap-day`
 *   TEST_CLOCK=<ISO time>  any instant, e.g. 2027-03-28T00:30:00Z
 *   TEST_CLOCK=real        the machine's own clock
 *   unset                  `npm test` rotates through INSTANTS, one a run (rotatingInstant)
 */
import { existsSync } from 'node:fs';

/** Each instant is UTC; the comment says what it is in Europe/London, the product's calendar. */
export const INSTANTS = [
  { name: '1st', at: '2027-04-01T08:15:00Z' }, // Thu 1 Apr 09:15 BST
  { name: '8th', at: '2026-12-08T10:00:00Z' }, // Tue 8 Dec: "8 December" is in "18" and "28 December"
  { name: '9th', at: '2027-06-09T16:45:00Z' }, // Wed 9 Jun 17:45 BST
  { name: '28th-end-of-february', at: '2027-02-28T12:00:00Z' }, // Sun 28 Feb 2027, the month's last day
  { name: '29th', at: '2027-01-29T14:00:00Z' }, // Fri 29 Jan: "a month later" is 29 Feb, which 2027 lacks
  { name: '30th-end-of-april', at: '2027-04-30T11:00:00Z' }, // Fri 30 Apr, the month's last day
  { name: '31st', at: '2027-01-31T09:30:00Z' }, // Sun 31 Jan: next month has 28 days
  { name: 'leap-eve', at: '2028-02-28T10:00:00Z' }, // Mon 28 Feb 2028: tomorrow is 29 Feb
  { name: 'leap-day', at: '2028-02-29T10:00:00Z' }, // Tue 29 Feb 2028
  { name: 'new-years-eve-late', at: '2026-12-31T23:30:00Z' }, // Thu 31 Dec 23:30 GMT
  { name: 'spring-forward-eve', at: '2027-03-27T23:30:00Z' }, // Sat 27 Mar 23:30 GMT, clocks go forward at 01:00
  { name: 'spring-forward-day', at: '2027-03-28T22:30:00Z' }, // Sun 28 Mar 23:30 BST, a 23-hour day
  { name: 'spring-forward-after', at: '2027-03-29T22:30:00Z' }, // Mon 29 Mar 23:30 BST
  { name: 'fall-back-eve', at: '2027-10-30T22:30:00Z' }, // Sat 30 Oct 23:30 BST, clocks go back at 02:00
  { name: 'fall-back-day', at: '2027-10-31T23:30:00Z' }, // Sun 31 Oct 23:30 GMT, a 25-hour day
  { name: 'fall-back-after', at: '2027-11-01T23:30:00Z' }, // Mon 1 Nov 23:30 GMT
  { name: 'summer-late', at: '2027-07-15T22:30:00Z' }, // Thu 15 Jul 23:30 BST
  { name: 'summer-past-midnight', at: '2027-08-31T23:30:00Z' }, // Wed 1 Sep 00:30 BST; UTC: still 31 Aug
];

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
  '/usr/local/lib/faketime/libfaketime.so.1',
].find((path) => existsSync(path));

/** True when libfaketime is installed (`apt-get install -y faketime`). */
export const canPinClock = () => LIBFAKETIME !== undefined;

/** The instant `TEST_CLOCK` names: an INSTANTS name, an ISO time, or 'real' (undefined). */
export function namedInstant(value) {
  if (value === 'real') return undefined;
  const known = INSTANTS.find((instant) => instant.name === value);
  if (known) return known;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new Error(
      `TEST_CLOCK="${value}" is neither 'real', an ISO time nor one of: ${INSTANTS.map((i) => i.name).join(', ')}`,
    );
  return { name: value, at: at.toISOString() };
}

/**
 * One instant a run, in turn: the real time in five-minute slots picks it, so runs started five minutes or more apart
 * take different instants, and any eighteen slots in a row (an hour and a half) cover them all.
 */
export function rotatingInstant(now = new Date()) {
  return INSTANTS[Math.floor(now.getTime() / 300_000) % INSTANTS.length];
}

/**
 * The environment that makes a process (and every process it starts) see `instant` now and the clock tick on from
 * it. The offset is computed when this is called; children started later inherit the same offset, so they agree.
 */
export function pinnedClockEnv(instant, now = Date.now()) {
  if (!LIBFAKETIME) throw new Error('libfaketime is not installed: apt-get install -y faketime');
  // Called inside a pinned run, `now` is already shifted; libfaketime adds FAKETIME to the REAL clock.
  const preloaded = process.env.LD_PRELOAD ?? '';
  const inherited = preloaded.includes('libfaketime') && /^[+-]\d+$/.test(process.env.FAKETIME ?? '');
  const realNow = now - (inherited ? Number(process.env.FAKETIME) * 1000 : 0);
  const seconds = Math.round((new Date(instant.at).getTime() - realNow) / 1000);
  return {
    LD_PRELOAD: preloaded.includes('libfaketime') ? preloaded : [LIBFAKETIME, preloaded].filter(Boolean).join(':'),
    FAKETIME: `${seconds >= 0 ? '+' : ''}${seconds}`,
    // Older and newer libfaketime spell it differently; both keep CLOCK_MONOTONIC real.
    DONT_FAKE_MONOTONIC: '1',
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    // With the monotonic clock real, libfaketime's "monotonic fix" of pthread_cond_timedwait makes timed waits return
    // at once: the JVM's periodic threads and Chromium's schedulers then spin (Chromium took 15 s to start and 19 s a
    // click; a JVM waiting 3 s used 0.5 s of CPU in 0.6 s). Off, both behave as on the real clock.
    FAKETIME_FORCE_MONOTONIC_FIX: '0',
    TEST_CLOCK_NAME: instant.name,
    TEST_CLOCK_AT: instant.at,
  };
}
