import { MantineProvider } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/language';
import { theme } from '../app/theme';
import { activateTestSourceLocale } from '../test/i18n-wrapper';
import { DateRangeFilter } from './date-range-filter';
import { DeadlineStep } from './enrolment/deadline-step';
import { LocalizedDates } from './localized-dates';

afterEach(() => {
  vi.useRealTimers();
  activateTestSourceLocale();
});

function renderInApp(ui: React.ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

/** The calendar's weekday header, first to last. */
function weekdays(): string[] {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
}

describe('LocalizedDates: Mantine calendars in the active language (issue 34)', () => {
  it('keeps English: month names, weeks from Monday', async () => {
    renderInApp(
      <LocalizedDates>
        <DatePicker defaultDate="2026-03-01" />
      </LocalizedDates>,
    );
    expect(await screen.findByText('March 2026')).toBeTruthy();
    expect(weekdays()).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  });

  it('names months and weekdays in Polish, and in Spanish after a switch, weeks from Monday', async () => {
    await act(() => activateLocale('pl'));
    renderInApp(
      <LocalizedDates>
        <DatePicker defaultDate="2026-03-01" />
      </LocalizedDates>,
    );
    expect(await screen.findByText('marzec 2026')).toBeTruthy();
    expect(weekdays()).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
    await act(() => activateLocale('es'));
    expect(await screen.findByText('marzo 2026')).toBeTruthy();
    expect(weekdays()[0]).toBe('lu');
  });

  it("shows the enrolment deadline's calendar in Polish", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T09:00:00Z') });
    await act(() => activateLocale('pl'));
    renderInApp(<DeadlineStep value="2026-12-24" onChange={() => {}} optional />);
    expect(await screen.findByText('grudzień 2026')).toBeTruthy();
  });

  it("writes the date range filter's days and opens its calendar in Polish", async () => {
    await act(() => activateLocale('pl'));
    renderInApp(
      <DateRangeFilter label="Okres" value={{ start: '2026-03-02', end: '2026-03-13' }} onChange={() => {}} />,
    );
    const input = await screen.findByRole('button', { name: 'Okres' });
    expect(input.textContent).toBe('02.03.2026 – 13.03.2026');
    fireEvent.click(input);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('marzec 2026')).toBeTruthy();
  });
});
