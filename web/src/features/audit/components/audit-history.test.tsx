import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAuditEvent } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import PlatformAuditLogPage from '../pages/platform-audit-log-page';
import { AuditHistory } from './audit-history';
import { AuditHistoryButton } from './audit-history-button';

const EVENT: TAuditEvent = {
  id: 'ev-1',
  seq: 1,
  at: '2026-11-10T10:00:00.000Z',
  action: 'users.update',
  action_label: 'Edit a user',
  actor: { kind: 'user', id: 'admin-1', name: 'Ada Admin', role_id: 2 },
  target: { type: 'user', id: 'u1', name: 'Ben Baker' },
  changes: [{ field: 'last_name', before: 'Baker', after: 'Brown' }],
  request_id: 'req-1',
  source_ip: '203.0.113.9',
  outcome: 'success',
};

function api(events: TAuditEvent[]) {
  return mockFetch(
    byPath({
      '/v1/audit-log/actions': () => ({ status: 200, body: { data: [] } }),
      '/v1/audit-log': () => ({ status: 200, body: { data: events, meta: { next_cursor: null } } }),
      '/v1/clients-baisc-details': () => ({ status: 200, body: { data: [] } }),
    }),
  );
}

const logCalls = (calls: { url: string }[]) =>
  calls.map((call) => new URL(call.url, 'http://localhost')).filter((url) => url.pathname === '/v1/audit-log');

describe("a record's History tab", () => {
  beforeEach(() => signInAs(2));

  it('lists the events about the record only, without the log-wide tools; axe clean', async () => {
    const calls = api([EVENT]);
    renderWithApp(<AuditHistory type="user" id="u1" name="Ben Baker" />, { mantineEnv: 'test' });
    const table = within(await screen.findByRole('table', { name: 'History of Ben Baker' }));
    expect(table.getByText('Edit a user')).toBeTruthy();
    // Their account's history lists their group memberships too: each row names what changed.
    expect(table.getByRole('columnheader', { name: 'Target' })).toBeTruthy();
    const query = logCalls(calls)[0]!.searchParams;
    expect([query.get('target_type'), query.get('target_id'), query.get('company_id')]).toEqual(['user', 'u1', null]);
    expect(screen.queryByRole('button', { name: 'Verify chain' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Target type' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    // Their enrolments are recorded under their id too.
    fireEvent.click(screen.getByRole('radio', { name: 'Enrolments' }));
    await waitFor(() => expect(logCalls(calls).at(-1)?.searchParams.get('target_type')).toBe('enrolment'));
    expect(logCalls(calls).at(-1)?.searchParams.get('target_id')).toBe('u1');
    // Each enrolment names its course.
    expect(await screen.findByRole('columnheader', { name: 'Target' })).toBeTruthy();
  });

  it("a course's lists the changes to its material, test and questions, each row naming what changed", async () => {
    const course = { type: 'course' as const, id: 'c1', name: 'Fire Safety' };
    const calls = api([
      {
        ...EVENT,
        id: 'ev-3',
        seq: 3,
        action: 'courses.updateMaterial',
        action_label: 'Edit a material',
        target: { type: 'material', id: 'a1', name: 'Intro video' },
        changes: [{ field: 'title', before: 'Intro', after: 'Intro video' }],
      },
      {
        ...EVENT,
        id: 'ev-2',
        seq: 2,
        action: 'quiz.update',
        action_label: 'Edit a test',
        target: { type: 'test', id: 'c1', name: 'Fire Safety' },
      },
      { ...EVENT, id: 'ev-1', action: 'courses.update', action_label: 'Edit a course', target: course },
    ]);
    renderWithApp(<AuditHistory {...course} />, { mantineEnv: 'test' });
    const table = within(await screen.findByRole('table', { name: 'History of Fire Safety' }));
    expect(table.getByRole('columnheader', { name: 'Target' })).toBeTruthy();
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'MaterialIntro video',
      'TestFire Safety',
      'CourseFire Safety',
    ]);
    const query = logCalls(calls)[0]!.searchParams;
    expect([query.get('target_type'), query.get('target_id')]).toEqual(['course', 'c1']);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when nothing has been recorded about it yet', async () => {
    api([]);
    renderWithApp(<AuditHistory type="course" id="c1" name="Fire Safety" />, { mantineEnv: 'test' });
    expect(await screen.findByText('Changes to Fire Safety will be listed here.')).toBeTruthy();
  });
});

describe("a certificate's History", () => {
  beforeEach(() => signInAs(2));

  it("opens the certificate's events in a dialog and gives the focus back when it closes", async () => {
    const calls = api([{ ...EVENT, target: { type: 'certificate', id: 'cert-1', name: 'Fire Safety: Ben Baker' } }]);
    renderWithApp(
      <AuditHistoryButton
        type="certificate"
        id="cert-1"
        name="Fire Safety certificate of Ben Baker"
        label="History of the Fire Safety certificate of Ben Baker"
      />,
      { mantineEnv: 'test' },
    );
    const button = await screen.findByRole('button', { name: 'History of the Fire Safety certificate of Ben Baker' });
    button.focus();
    fireEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'History: Fire Safety certificate of Ben Baker' }));
    expect(await dialog.findByRole('table', { name: 'History of Fire Safety certificate of Ben Baker' })).toBeTruthy();
    const query = logCalls(calls)[0]!.searchParams;
    expect([query.get('target_type'), query.get('target_id')]).toEqual(['certificate', 'cert-1']);
    expect(await axeViolations()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('the platform Audit Log', () => {
  it("reads the platform's log, with Verify chain and the exports", async () => {
    signInAs(1);
    const calls = api([
      { ...EVENT, actor: { kind: 'super_admin', id: 'sa', name: 'Sam Super', role_id: 1, on_behalf: true } },
    ]);
    renderWithApp(<PlatformAuditLogPage />, { path: '/super-admin/audit-log', mantineEnv: 'test' });
    await screen.findByRole('heading', { level: 1, name: 'Platform Audit Log' });
    const table = within(await screen.findByRole('table', { name: 'Platform audit log events' }));
    expect(table.getByText('Sam Super')).toBeTruthy();
    expect(table.getByText('Super administrator')).toBeTruthy();
    await waitFor(() => expect(logCalls(calls)[0]?.searchParams.get('company_id')).toBe('platform'));
    expect(screen.getByRole('button', { name: 'Verify chain' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PDF: audit log' })).toBeTruthy();
  });
});
