import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAuditEvent } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import AuditLogPage from './audit-log-page';

beforeEach(() => {
  notifications.clean();
  signInAs(2);
});

function event(n: number, overrides: Partial<TAuditEvent> = {}): TAuditEvent {
  return {
    id: `ev-${n}`,
    seq: n,
    at: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T10:00:00.000Z`,
    action: 'users.update',
    action_label: 'Edit a user',
    actor: { kind: 'user', id: 'admin-1', name: 'Ada Admin', role_id: 2 },
    target: { type: 'user', id: `u${n}`, name: `Learner ${n}` },
    changes: [
      { field: 'last_name', before: 'Smith', after: 'Jones' },
      { field: 'email', after: 'new@example.com' },
    ],
    request_id: `req-${n}`,
    source_ip: '203.0.113.9',
    outcome: 'success',
    ...overrides,
  };
}

const ACTIONS = [
  { value: 'users.update', label: 'Edit a user' },
  { value: 'courses.publish', label: 'Publish a course' },
];

interface TApiOptions {
  pages?: Record<string, { data: TAuditEvent[]; next: string | null }>;
  listStatus?: number;
}

function api({ pages = { first: { data: [event(1), event(2)], next: null } }, listStatus = 200 }: TApiOptions = {}) {
  return mockFetch(
    byPath({
      '/v1/audit-log/actions': () => ({ status: 200, body: { data: ACTIONS } }),
      '/v1/audit-log/verify': () => ({
        status: 200,
        body: {
          data: {
            verified: false,
            events_checked: 12,
            head_seq: 12,
            first_broken: { seq: 7, id: 'ev-7', reason: 'hash mismatch' },
          },
        },
      }),
      '/v1/audit-log/export': () => ({
        status: 202,
        body: { message: 'Your report has been requested.', data: { id: 'job-1', delivery: 'email' } },
      }),
      '/v1/audit-log': (url) => {
        if (listStatus !== 200) return { status: listStatus, body: { message: 'Server Error' } };
        const page = pages[url.searchParams.get('cursor') ?? 'first'] ?? { data: [], next: null };
        return { status: 200, body: { data: page.data, meta: { next_cursor: page.next } } };
      },
      '/v1/scim-tokens': () => ({
        status: 200,
        body: {
          data: [
            {
              id: 'tok-1',
              name: 'Okta',
              created_at: '2026-01-05T10:00:00.000Z',
              last_used_at: null,
              created_by: 'Ada Admin',
            },
          ],
          base_url: 'https://example.test/v1/scim/v2',
        },
      }),
      '/v1/clients-baisc-details': () => ({
        status: 200,
        body: {
          data: [
            { id: 'u7', first_name: 'Ben', last_name: 'Baker', email: 'ben@example.com', role_id: 3, unique_id: null },
          ],
        },
      }),
    }),
  );
}

function listCalls(calls: { url: string }[]) {
  return calls.map((call) => new URL(call.url, 'http://localhost')).filter((url) => url.pathname === '/v1/audit-log');
}

async function renderPage() {
  renderWithApp(<AuditLogPage />, { path: '/admin/audit-log', mantineEnv: 'test' });
  await screen.findByRole('heading', { level: 1, name: 'Audit Log' });
}

describe('Admin › Audit Log', () => {
  it('lists the events newest first with who, what and which record; a row opens to its changes, before and after; axe clean', async () => {
    api();
    await renderPage();
    const table = within(await screen.findByRole('table', { name: 'Audit log events' }));
    const [, first] = table.getAllByRole('row');
    expect(within(first!).getByText('Ada Admin')).toBeTruthy();
    expect(within(first!).getByText('Administrator')).toBeTruthy();
    expect(within(first!).getByText('Edit a user')).toBeTruthy();
    expect(within(first!).getByText('Learner 1')).toBeTruthy();

    const toggle = within(first!).getByRole('button', {
      name: /^Show changes: Edit a user, Learner 1, .+, event \d+$/,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const changes = within(await screen.findByRole('table', { name: 'Changes: Edit a user' }));
    const [, lastName, email] = changes.getAllByRole('row');
    expect([...lastName!.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Last name',
      'Smith',
      'Jones',
    ]);
    expect([...email!.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Email',
      '–',
      'new@example.com',
    ]);
    expect(
      within(first!)
        .getByRole('button', { name: /^Hide changes: Edit a user, Learner 1, .+, event \d+$/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText(/Request req-1 · from 203\.0\.113\.9/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('pages at the server: Next asks for the page after the cursor, Previous goes back', async () => {
    const calls = api({
      pages: {
        first: { data: [event(1)], next: 'cursor-2' },
        'cursor-2': { data: [event(2, { action_label: 'Publish a course', action: 'courses.publish' })], next: null },
      },
    });
    await renderPage();
    await screen.findByText('Learner 1');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Learner 2')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(listCalls(calls).at(-1)?.searchParams.get('cursor')).toBe('cursor-2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Learner 1')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('filters by actor and action at the server, from the first page again', async () => {
    const calls = api({
      pages: { first: { data: [event(1)], next: 'cursor-2' }, 'cursor-2': { data: [event(2)], next: null } },
    });
    await renderPage();
    await screen.findByText('Learner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Learner 2');

    fireEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Publish a course' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('action')).toBe('courses.publish'));
    expect(listCalls(calls).at(-1)?.searchParams.get('cursor')).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Actor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Baker' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('actor')).toBe('u7'));
    expect(listCalls(calls).at(-1)?.searchParams.get('action')).toBe('courses.publish');

    // A SCIM token is an actor too.
    fireEvent.click(screen.getByRole('combobox', { name: 'Actor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SCIM token: Okta' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('actor')).toBe('scim:tok-1'));
  });

  it('says when the log has no events yet', async () => {
    api({ pages: { first: { data: [], next: null } } });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
  });

  it('offers Next when a narrow filter found nothing in the part of the log one page reads', async () => {
    api({ pages: { first: { data: [], next: 'cursor-2' }, 'cursor-2': { data: [event(2)], next: null } } });
    await renderPage();
    expect(
      await screen.findByText('No events match in this part of the log. Next searches further back.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No events yet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Learner 2')).toBeTruthy();
  });

  it('shows a load error with Try again', async () => {
    api({ listStatus: 500 });
    await renderPage();
    expect(await screen.findByText('The audit log could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('verifies the chain and names the first broken link', async () => {
    const calls = api();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const status = await screen.findByRole('status');
    await within(status).findByText('Chain broken');
    expect(status.textContent).toContain('Event #7 does not match the chain: hash mismatch.');
    expect(status.textContent).toContain('12 events were checked.');
    expect(calls.some((call) => call.url.startsWith('/v1/audit-log/verify') && call.init.method === 'POST')).toBe(true);
  });

  it('exports the log as the screen narrows it', async () => {
    const calls = api();
    await renderPage();
    await screen.findByText('Learner 1');
    fireEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Edit a user' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel: audit log' }));
    expect(await screen.findByText('Your report has been requested.')).toBeTruthy();
    const post = calls.find((call) => call.url.startsWith('/v1/audit-log/export'));
    expect(post?.init.method).toBe('POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ type: 'excel', action: 'users.update' });
  });
});
