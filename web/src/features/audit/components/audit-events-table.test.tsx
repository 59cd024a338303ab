import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAuditEvent } from '@skillway/shared';
import { activateLocale } from '../../../i18n/language';
import { renderWithApp } from '../../../test/render';
import { AuditEventsTable } from './audit-events-table';

// Mid-month, so the day's month is the same in every time zone the date tests run in.
const EDIT: TAuditEvent = {
  id: 'ev-1',
  seq: 1,
  at: '2026-11-15T12:00:00.000Z',
  action: 'users.update',
  action_label: 'Edit a user',
  actor: { kind: 'user', id: 'admin-1', name: 'Ada Admin', role_id: 2 },
  target: { type: 'user', id: 'u1', name: 'Ben Baker' },
  changes: [
    { field: 'first_name', before: 'Ben', after: 'Benjamin' },
    { field: 'favourite_colour', before: 'red', after: 'blue' },
  ],
  request_id: 'req-1',
  source_ip: '203.0.113.9',
  outcome: 'success',
};

const VERIFY: TAuditEvent = {
  ...EDIT,
  id: 'ev-2',
  seq: 2,
  action: 'audit.verify',
  action_label: 'Verify the audit log',
  target: { type: 'audit_log', id: 'c1', name: 'Audit log' },
  changes: [{ field: 'detail', after: 'verify chain' }],
  outcome: 'partial',
};

afterEach(() => activateLocale('en-GB'));

async function openChanges(event: TAuditEvent) {
  const { unmount } = renderWithApp(<AuditEventsTable events={[event]} caption="Audit log" />, { mantineEnv: 'test' });
  const log = within(await screen.findByRole('table', { name: 'Audit log' }));
  const when = log.getByText((_, element) => element?.tagName === 'TIME').textContent ?? '';
  fireEvent.click(log.getAllByRole('button')[0]!);
  return { when, details: await screen.findByText(/req-1/), unmount };
}

describe("an event's changes in the reader's language (issue 34)", () => {
  it('reads in English as before: the key in words, the time in English, the outcome and detail as recorded', async () => {
    const { when, details } = await openChanges(EDIT);
    expect(screen.getByRole('rowheader', { name: 'First name' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Favourite colour' })).toBeTruthy();
    expect(when).toMatch(/^1[56] Nov 2026, \d\d:\d\d:00 /);
    expect(details.textContent).toContain('outcome success');
  });

  it('reads in Polish: the field labels, the time, the outcome and a fixed detail; an unknown key in English words', async () => {
    await act(() => activateLocale('pl'));
    const { when, details, unmount } = await openChanges(EDIT);
    expect(await screen.findByRole('rowheader', { name: 'Imię' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Favourite colour' })).toBeTruthy();
    expect(when).toMatch(/^1[56] lis 2026, \d\d:\d\d:00 /);
    expect(details.textContent).toContain('wynik sukces');
    unmount();

    const verify = await openChanges(VERIFY);
    expect(await screen.findByRole('rowheader', { name: 'Szczegóły' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'weryfikacja łańcucha' })).toBeTruthy();
    expect(verify.details.textContent).toContain('wynik częściowy');
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    const { when } = await openChanges(EDIT);
    expect(await screen.findByRole('rowheader', { name: 'Nombre' })).toBeTruthy();
    expect(when).toMatch(/^1[56] nov 2026, \d\d:\d\d:00 /);
  });
});
