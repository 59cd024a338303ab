import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, ROLE, XAPI_CLIENT_LIMITS, XAPI_CLIENT_MSG, XAPI_SCOPES, type TXapiClient } from '@skillway/shared';
import { activateLocale } from '../../../i18n/language';
import { decideRoute } from '../../../routes/route-guard';
import { SCREENS } from '../../../routes/screens';
import { axeViolations } from '../../../test/axe';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { secretShownOnce } from '../components/create-client-modal';
import XapiClientsPage from './xapi-clients-page';

beforeEach(() => {
  notifications.clean();
  signInAs(ROLE.ADMIN);
});

afterEach(() => activateLocale('en-GB'));

const ENDPOINT = 'https://skillway.example/v1/xapi/';
const PATH = '/admin/integrations/xapi';

function client(n: number, overrides: Partial<TXapiClient> = {}): TXapiClient {
  return {
    id: `cli-${n}`,
    name: `Storyline ${n}`,
    key: `lrs_key${n}`,
    scopes: ['statements/write', 'state'],
    default_version: '1.0.3',
    expires_at: null,
    last_used_at: null,
    created_at: '2026-01-05T10:00:00.000Z',
    created_by: 'Ada Admin',
    ...overrides,
  };
}

const LISTED = [
  client(1, {
    last_used_at: '2026-02-01T09:30:00.000Z',
    expires_at: '2099-06-30T17:00:00.000Z',
    default_version: '2.0.0',
  }),
  client(2, { expires_at: '2020-01-01T00:00:00.000Z', created_by: null }),
];

type TPost = (body: Record<string, unknown>) => { status: number; body?: unknown };

const created: TPost = (body) => ({
  status: 201,
  body: {
    data: { ...client(3, body as Partial<TXapiClient>), key: 'lrs_newkey3', secret: 's3cr3t-shown-once' },
    endpoint: ENDPOINT,
    message: XAPI_CLIENT_MSG.CREATED,
  },
});

function api({ clients = LISTED, post = created }: { clients?: TXapiClient[]; post?: TPost } = {}) {
  return mockFetch(
    byPath({
      '/v1/xapi-clients': (_url, init) => {
        if (init.method === 'POST') return post(JSON.parse(String(init.body)) as Record<string, unknown>);
        if (init.method === 'DELETE') return { status: 200, body: { message: XAPI_CLIENT_MSG.REVOKED } };
        return { status: 200, body: { data: clients, endpoint: ENDPOINT } };
      },
    }),
  );
}

async function renderPage() {
  renderWithApp(<XapiClientsPage />, { path: PATH, mantineEnv: 'test' });
  await screen.findByRole('heading', { level: 1, name: 'xAPI (LRS)' });
}

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create LRS client' }));
  return within(await screen.findByRole('dialog', { name: 'Create LRS client' }));
}

describe('xAPI (LRS) clients', () => {
  it('lists the clients with their key, scopes, version, expiry, last use and creator; the endpoint to copy; axe clean', async () => {
    api();
    await renderPage();
    const table = within(await screen.findByRole('table', { name: 'LRS clients' }));
    expect(await table.findByText('Storyline 1')).toBeTruthy();
    expect(screen.getByText(ENDPOINT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy LRS endpoint' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Point an authoring tool at this endpoint' })).toBeTruthy();

    const [, first, second] = table.getAllByRole('row');
    const row1 = within(first!);
    expect(row1.getByText('lrs_key1')).toBeTruthy();
    expect(row1.getByRole('button', { name: 'Copy key of Storyline 1' })).toBeTruthy();
    expect(row1.getByText('statements/write')).toBeTruthy();
    expect(row1.getByText('state')).toBeTruthy();
    expect(row1.getByText('2.0.0')).toBeTruthy();
    expect(row1.getByText('05-01-2026')).toBeTruthy();
    expect(row1.getByText('by Ada Admin')).toBeTruthy();
    expect(row1.queryByText('Never')).toBeNull();
    expect(row1.queryByText('Expired')).toBeNull();
    // Never used, and past its expiry: still listed until revoked, marked so.
    const row2 = within(second!);
    expect(row2.getByText('Never')).toBeTruthy();
    expect(row2.getByText('Expired')).toBeTruthy();
    expect(row2.queryByText(/^by /)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is no client yet, and offers to create one from there', async () => {
    api({ clients: [] });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'No LRS clients yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Create LRS client' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Create LRS client' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the error and Try again when the clients cannot be loaded', async () => {
    let fail = true;
    mockFetch(
      byPath({
        '/v1/xapi-clients': () =>
          fail
            ? { status: 500, body: { message: MSG.GENERIC_ERROR } }
            : { status: 200, body: { data: LISTED, endpoint: ENDPOINT } },
      }),
    );
    await renderPage();
    expect(await screen.findByText('The LRS clients could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'LRS clients' })).toBeTruthy();
  });

  it('refuses a new client at the limit, saying why', async () => {
    api({ clients: Array.from({ length: XAPI_CLIENT_LIMITS.clientsPerCompany }, (_, n) => client(n)) });
    await renderPage();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create LRS client' }).hasAttribute('disabled')).toBe(true),
    );
    expect(
      screen.getByText(
        `A company may hold at most ${XAPI_CLIENT_LIMITS.clientsPerCompany} LRS clients: revoke one to create another.`,
      ),
    ).toBeTruthy();
  });

  it('offers every xAPI scope with its description and both versions, and checks the form before sending', async () => {
    const calls = api();
    await renderPage();
    const dialog = await openCreate();
    for (const scope of XAPI_SCOPES) expect(dialog.getByRole('checkbox', { name: scope })).toBeTruthy();
    expect(dialog.getByText('Read back the statements this client sent.')).toBeTruthy();
    expect(dialog.getByRole('radio', { name: '1.0.3' })).toHaveProperty('checked', true);
    expect(dialog.getByRole('radio', { name: '2.0.0' })).toHaveProperty('checked', false);
    expect(dialog.getByText('Used when a request names no version.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    // No name, and every scope unticked.
    for (const scope of ['statements/write', 'statements/read/mine', 'state']) {
      fireEvent.click(dialog.getByRole('checkbox', { name: scope }));
    }
    fireEvent.click(dialog.getByRole('button', { name: 'Create LRS client' }));
    expect(await dialog.findByText('The name field is required.')).toBeTruthy();
    expect(dialog.getByText(XAPI_CLIENT_MSG.SCOPES_REQUIRED)).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('creates a client and shows the endpoint, key and secret once, with copy buttons and the warning; closing forgets the secret', async () => {
    const calls = api();
    await renderPage();
    const dialog = await openCreate();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: '  Rise courses ' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'statements/read/mine' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'define' }));
    fireEvent.click(dialog.getByRole('radio', { name: '2.0.0' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create LRS client' }));

    const shown = within(await screen.findByRole('dialog', { name: 'LRS client created' }));
    expect(shown.getByText('s3cr3t-shown-once')).toBeTruthy();
    expect(shown.getByText('lrs_newkey3')).toBeTruthy();
    expect(shown.getByText(ENDPOINT)).toBeTruthy();
    expect(shown.getByText(secretShownOnce())).toBeTruthy();
    for (const what of ['LRS endpoint', 'key', 'secret']) {
      expect(shown.getByRole('button', { name: `Copy ${what}` })).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Settings for Rise courses'));
    expect(await axeViolations()).toEqual([]);
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'Rise courses',
      scopes: ['statements/write', 'state', 'define'],
      expires_at: null,
      default_version: '2.0.0',
    });

    fireEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('s3cr3t-shown-once')).toBeNull();
    // Opened again, it asks for a new client: the secret is not kept anywhere.
    await openCreate();
    expect(screen.queryByText('s3cr3t-shown-once')).toBeNull();
  });

  it('sends a picked expiry as an instant in the future', async () => {
    const calls = api();
    await renderPage();
    const dialog = await openCreate();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Captivate' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Expires' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    // The calendar's and the time's controls are named too.
    expect(await axeViolations()).toEqual([]);
    const [day] = screen.getAllByRole('button', { name: /^15 / });
    fireEvent.click(day!);
    fireEvent.click(screen.getByRole('button', { name: 'Use this date and time' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create LRS client' }));
    await screen.findByRole('dialog', { name: 'LRS client created' });
    const body = JSON.parse(String(calls.find((call) => call.init.method === 'POST')?.init.body)) as {
      expires_at: string;
    };
    const expiry = new Date(body.expires_at);
    expect(body.expires_at).toBe(expiry.toISOString());
    expect(expiry.getTime()).toBeGreaterThan(Date.now());
    expect(expiry.getDate()).toBe(15);
  });

  it("puts the server's field error under its field and keeps the form", async () => {
    api({
      post: () => ({
        status: 422,
        body: { message: MSG.FORM_ERROR, errors: { expires_at: [XAPI_CLIENT_MSG.EXPIRY_PAST] } },
      }),
    });
    await renderPage();
    const dialog = await openCreate();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'iSpring' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create LRS client' }));
    const error = await dialog.findByText(XAPI_CLIENT_MSG.EXPIRY_PAST);
    const picker = dialog.getByRole('button', { name: 'Expires' });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(picker.getAttribute('aria-describedby')).toContain(error.id);
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'iSpring');
    expect(screen.queryByRole('dialog', { name: 'LRS client created' })).toBeNull();
  });

  it('asks before revoking a client, naming it', async () => {
    const calls = api();
    await renderPage();
    const table = within(await screen.findByRole('table', { name: 'LRS clients' }));
    fireEvent.click(await table.findByRole('button', { name: 'Revoke Storyline 2' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke LRS client' }));
    expect(confirm.getByText(/^Revoke Storyline 2\?/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);

    fireEvent.click(table.getByRole('button', { name: 'Revoke Storyline 2' }));
    const again = within(await screen.findByRole('dialog', { name: 'Revoke LRS client' }));
    fireEvent.click(again.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(XAPI_CLIENT_MSG.REVOKED)).toBeTruthy();
    expect(calls.find((call) => call.init.method === 'DELETE')?.url).toBe('/v1/xapi-clients/cli-2');
  });

  it('is an administrator screen: every other role is sent to its own landing', () => {
    const { flags } = SCREENS[PATH];
    const decide = (roleId: number, companyState: number | null = 3) =>
      decideRoute({ flags, href: PATH, viewer: { roleId, companyState }, landing: (role) => `/landing-${role}` });
    expect(decide(ROLE.ADMIN)).toEqual({ kind: 'allow' });
    for (const roleId of [ROLE.USER, ROLE.MANAGER]) {
      expect(decide(roleId)).toEqual({ kind: 'redirect', to: `/landing-${roleId}` });
    }
    expect(decide(ROLE.SUPER_ADMIN, null)).toEqual({ kind: 'redirect', to: `/landing-${ROLE.SUPER_ADMIN}` });
    // A suspended company's administrator: the LRS refuses its clients, so the screen is not offered either.
    expect(decide(ROLE.ADMIN, 2)).toEqual({ kind: 'redirect', to: '/admin/finance/account-status' });
  });

  it('speaks Polish and Spanish (issue 34)', async () => {
    api();
    await act(() => activateLocale('pl'));
    renderWithApp(<XapiClientsPage />, { path: PATH, mantineEnv: 'test' });
    expect(await screen.findByRole('table', { name: 'Klienci LRS' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Klienci LRS' })).toBeTruthy();
    await act(() => activateLocale('es'));
    expect(await screen.findByRole('table', { name: 'Clientes LRS' })).toBeTruthy();
  });
});
