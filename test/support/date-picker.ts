import type { Locator } from 'playwright-core';

/**
 * Dates for the browser journeys, by the calendar the product uses for "today": the server stores deadlines and
 * trial ends as UTC days, the reminders count Europe/London days. Computed from the test's own clock (pinned by
 * `npm test`), never from the process's time zone.
 */
export interface TPickedDay {
  /** yyyy-mm-dd, as the API takes and answers it. */
  iso: string;
  /** dd-mm-yyyy, as the screens show it. */
  shown: string;
  /** The date picker's name for the day: "8 December 2026". */
  label: string;
}

/** The day `iso` as a TPickedDay. */
export function pickedDay(iso: string): TPickedDay {
  const date = new Date(`${iso}T00:00:00Z`);
  const month = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return {
    iso,
    shown: iso.split('-').reverse().join('-'),
    label: `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`,
  };
}

/** Today's calendar day in `timeZone` (yyyy-mm-dd). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** `days` after the day `iso` (negative for before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `day` of the month `months` after the month of `iso` (the 15th of next month: `dayOfMonth(today, 1, 15)`). */
export function dayOfMonth(iso: string, months: number, day: number): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);

/** "September 2027" (a calendar's header) as a month count, to compare two months. */
function monthIndex(header: string): number {
  const [name, year] = header.trim().split(/\s+/);
  const month = MONTHS.indexOf(name ?? '');
  if (month < 0 || !year) throw new Error(`not a calendar month header: "${header}"`);
  return Number(year) * 12 + month;
}

/**
 * Clicks the day `day` in the open Mantine calendar inside `scope`, moving the calendar month by month to it first.
 * A calendar opens on the month of today, of its first allowed day or of its value, whichever the screen chose;
 * this finds the right month wherever it starts. The day is matched by its exact name among the month's own days
 * (a calendar also shows the edges of the months around it).
 */
export async function pickDay(scope: Locator, day: TPickedDay): Promise<void> {
  const target = monthIndex(day.label.split(' ').slice(1).join(' '));
  const header = scope.locator('button[data-direction="next"]').locator('xpath=preceding-sibling::*[1]');
  for (let step = 0; step < 36; step += 1) {
    const shown = monthIndex((await header.first().textContent()) ?? '');
    if (shown === target) {
      await scope
        .getByRole('button', { name: day.label, exact: true })
        .and(scope.locator(':not([data-outside])'))
        .click();
      return;
    }
    const before = (await header.first().textContent()) ?? '';
    await scope
      .locator(`button[data-direction="${shown < target ? 'next' : 'previous'}"]`)
      .first()
      .click();
    // The header changes when the calendar has moved; the next step reads the new month.
    await header.first().filter({ hasNotText: before }).waitFor();
  }
  throw new Error(`the calendar did not reach ${day.label}`);
}
