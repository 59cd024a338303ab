import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XAPI_FORWARDING_MSG } from '@skillway/shared';
import type { TXapiForwardDeadLetter, TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import { activateLocale } from '../../../i18n/language';
import { axeViolations } from '../../../test/axe';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ForwardingSection } from './forwarding-section';

beforeEach(() => {
  notifications.clean();
  signInAs(2);
});

const COMPLETED = 'http://adlnet.gov/expapi/verbs/completed';

function target(n: number, overrides: Partial<TXapiForwardTarget> = {}): TXapiForwardTarget {
  return {
    id: `T${n}`,
    name: `Watershed ${n}`,
    endpoint: `https://lrs${n}.example.com/xapi/`,
    key: `key-${n}`,
    secret_set: true,
    filter: { verbs: [], activity_prefixes: [] },
    enabled: true,
    created_at: '2026-01-05T10:00:00.000Z',
    created_by: 'Ada Admin',
    status: {
      last_delivered_at: '2026-02-01T09:30:00.000Z',
      last_error: null,
      failures: 0,
      retry_at: null,
      pending: 0,
      pending_more: false,
      dead_letters: 0,
      dead_letters_more: false,
    },
    ...overrides,
  };
}

const failing = target(2, {
  name: 'Data warehouse',
  filter: { verbs: [COMPLETED], activity_prefixes: ['https://courses.example.com/', 'https://x.example.com/'] },
  status: {
    last_delivered_at: null,
    last_error: 'HTTP 500: LRS down',
    failures: 3,
    retry_at: '2026-02-01T10:00:00.000Z',
    pending: 1000,
    pending_more: true,
    dead_letters: 2,
    dead_letters_more: false,
  },
});

function letter(n: number): TXapiForwardDeadLetter {
  return {
    id: `01J0000000000000000000000${n}`,
    statement_id: `8f87ccde-bb56-4c2e-ab83-44982ef22df${n}`,
    verb: COMPLETED,
    object: `https://courses.example.com/safety/${n}`,
    stored: '2026-02-01T08:00:00.000Z',
    attempts: 6,
    error: 'HTTP 500: LRS down',
    failed_at: '2026-02-01T09:05:00.000Z',
  };
}

function api(
  options: { targets?: TXapiForwardTarget[]; letters?: TXapiForwardDeadLetter[]; listStatus?: number } = {},
) {
  const targets = options.targets ?? [target(1), failing];
  return mockFetch(
    byPath({
      '/v1/xapi-forwarding': (url, init) => {
        const [, , , id, part, action] = url.pathname.split('/');
        if (part === 'dead-letters' && action) {
          const message = action === 'retry' ? XAPI_FORWARDING_MSG.RETRIED : XAPI_FORWARDING_MSG.DISCARDED;
          return { status: 200, body: { data: { count: 1, more: false }, message } };
        }
        if (part === 'dead-letters') {
          const cursor = url.searchParams.get('cursor');
          const letters = options.letters ?? [letter(1), letter(2)];
          // Two pages: the first letter, then (from its cursor) the rest.
          const page = cursor ? letters.slice(1) : letters.slice(0, 1);
          return {
            status: 200,
            body: { data: page, meta: { next_cursor: cursor || letters.length < 2 ? null : letters[0]!.id } },
          };
        }
        if (init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          return {
            status: 201,
            body: { data: target(3, { name: String(body.name) }), message: XAPI_FORWARDING_MSG.CREATED },
          };
        }
        if (init.method === 'PUT') {
          return { status: 200, body: { data: target(1), message: XAPI_FORWARDING_MSG.UPDATED } };
        }
        if (init.method === 'DELETE') return { status: 200, body: { message: XAPI_FORWARDING_MSG.DELETED } };
        if (id) return { status: 404, body: { message: 'Not found.' } };
        if (options.listStatus) return { status: options.listStatus, body: { message: 'Server error.' } };
        return { status: 200, body: { data: targets } };
      },
    }),
  );
}

async function renderSection() {
  renderWithApp(<ForwardingSection />, { path: '/admin/integrations/xapi', mantineEnv: 'test' });
  await screen.findByRole('heading', { level: 2, name: 'Forwarding' });
}

describe('Forwarding', () => {
  it('lists the external LRSs with their filter and delivery status; axe clean', async () => {
    api();
    await renderSection();
    const table = within(await screen.findByRole('table', { name: 'External LRSs' }));
    expect(await table.findByText('Watershed 1')).toBeTruthy();
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByText('All statements')).toBeTruthy();
    expect(within(first!).getByText('On')).toBeTruthy();
    expect(within(first!).getByText(/^Last delivered /)).toBeTruthy();
    expect(within(second!).getByText('1 verb')).toBeTruthy();
    expect(within(second!).getByText('2 activity prefixes')).toBeTruthy();
    expect(within(second!).getByText('Retrying')).toBeTruthy();
    expect(within(second!).getByText('Nothing delivered yet')).toBeTruthy();
    expect(within(second!).getByText(/^Failed 3 times in a row; next attempt /)).toBeTruthy();
    expect(within(second!).getByText('Last error: HTTP 500: LRS down')).toBeTruthy();
    expect(within(second!).getByText('1,000+')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is no external LRS yet', async () => {
    api({ targets: [] });
    await renderSection();
    expect(await screen.findByRole('heading', { name: 'No external LRS yet' })).toBeTruthy();
  });

  it('offers to try again when the list could not be loaded', async () => {
    api({ listStatus: 500 });
    await renderSection();
    expect(await screen.findByText('The forwarding settings could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again to load the forwarding settings' })).toBeTruthy();
  });

  it('adds an external LRS: the form checks the fields and sends the filter one IRI a line', async () => {
    const calls = api();
    await renderSection();
    await screen.findByText('Watershed 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add external LRS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add external LRS' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add external LRS' }));
    expect(await dialog.findByText('The name field is required.')).toBeTruthy();
    expect(dialog.getByText('The secret field is required.')).toBeTruthy();

    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Learning Locker' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Endpoint' }), { target: { value: 'not a url' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Key' }), { target: { value: 'fwd-key' } });
    fireEvent.change(dialog.getByLabelText(/^Secret/), { target: { value: 'fwd-secret' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Only these verbs' }), {
      target: { value: `${COMPLETED}\n\n  completed-but-not-an-iri ` },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add external LRS' }));
    expect(await dialog.findByText(XAPI_FORWARDING_MSG.ENDPOINT_INVALID)).toBeTruthy();
    expect(dialog.getByText(XAPI_FORWARDING_MSG.IRI_INVALID)).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Endpoint' }), {
      target: { value: 'https://lrs.example.com/xapi/' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Only these verbs' }), {
      target: { value: `${COMPLETED}\n` },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add external LRS' }));
    expect(await screen.findByText(XAPI_FORWARDING_MSG.CREATED)).toBeTruthy();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'Learning Locker',
      endpoint: 'https://lrs.example.com/xapi/',
      key: 'fwd-key',
      secret: 'fwd-secret',
      filter: { verbs: [COMPLETED], activity_prefixes: [] },
      enabled: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a target without sending the secret unless one is typed', async () => {
    const calls = api();
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Data warehouse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit external LRS' }));
    expect((dialog.getByRole('textbox', { name: 'Only these verbs' }) as HTMLTextAreaElement).value).toBe(COMPLETED);
    expect((dialog.getByLabelText(/^Secret/) as HTMLInputElement).value).toBe('');
    fireEvent.click(dialog.getByRole('switch', { name: /Forward statements to this LRS/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(XAPI_FORWARDING_MSG.UPDATED)).toBeTruthy();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(put?.url).toBe('/v1/xapi-forwarding/T2');
    const body = JSON.parse(String(put?.init.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('secret');
    expect(body).toMatchObject({ enabled: false, key: 'key-2' });
  });

  it('asks before deleting a target', async () => {
    const calls = api();
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Watershed 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete external LRS' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(XAPI_FORWARDING_MSG.DELETED)).toBeTruthy();
    expect(calls.find((call) => call.init.method === 'DELETE')?.url).toBe('/v1/xapi-forwarding/T1');
  });

  it('shows the dead letters page by page with the error and attempts, and retries or discards them', async () => {
    const calls = api();
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Dead letters of Data warehouse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dead letters of Data warehouse' }));
    const table = within(await dialog.findByRole('table', { name: 'Dead letters' }));
    expect(await table.findByText(letter(1).statement_id)).toBeTruthy();
    expect(table.getAllByText('HTTP 500: LRS down')).toHaveLength(1);
    expect(table.getByText('6')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Show more' }));
    expect(await table.findByText(letter(2).statement_id)).toBeTruthy();
    expect(calls.some((call) => call.url.includes(`cursor=${letter(1).id}`))).toBe(true);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(table.getByRole('button', { name: `Retry statement ${letter(2).statement_id}` }));
    expect(await screen.findByText(XAPI_FORWARDING_MSG.RETRIED)).toBeTruthy();
    const retry = calls.find((call) => call.url.endsWith('/dead-letters/retry'));
    expect(retry?.url).toBe('/v1/xapi-forwarding/T2/dead-letters/retry');
    expect(JSON.parse(String(retry?.init.body))).toEqual({ ids: [letter(2).id] });

    fireEvent.click(dialog.getByRole('button', { name: 'Discard all' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Discard dead letters' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(XAPI_FORWARDING_MSG.DISCARDED)).toBeTruthy();
    const discard = calls.find((call) => call.url.endsWith('/dead-letters/discard'));
    expect(JSON.parse(String(discard?.init.body))).toEqual({});
  });

  it('puts the focus in the form it opens, so the keyboard carries on there', async () => {
    api();
    await renderSection();
    await screen.findByText('Watershed 1');
    const add = screen.getByRole('button', { name: 'Add external LRS' });
    expect(add.tagName).toBe('BUTTON');
    fireEvent.click(add);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add external LRS' }));
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'Name' })));
  });
});

/** A phone: the query for "narrower than sm" matches (the test setup's stand-in matches nothing, a desktop). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.startsWith('not all and (min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('Forwarding on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each external LRS as a card with its status and actions; axe clean', async () => {
    onAPhone();
    api();
    await renderSection();
    const cards = within(await screen.findByRole('list', { name: 'External LRSs' }));
    expect(await cards.findByText('Data warehouse')).toBeTruthy();
    expect(cards.getByText('Retrying')).toBeTruthy();
    expect(cards.getByRole('button', { name: 'Dead letters of Data warehouse' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Forwarding in Polish and Spanish', () => {
  afterEach(() => activateLocale('en-GB'));

  it('reads in Polish with its plurals, and shows the server message in Polish', async () => {
    await act(() => activateLocale('pl'));
    api();
    renderWithApp(<ForwardingSection />, { path: '/admin/integrations/xapi', mantineEnv: 'test' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Przekazywanie' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Zewnętrzne LRS' }));
    expect(await table.findByText('1 czasownik')).toBeTruthy();
    expect(table.getByText('2 prefiksy aktywności')).toBeTruthy();
    expect(table.getByText(/^3 nieudane próby z rzędu; następna próba /)).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: 'Usuń Watershed 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Usuń zewnętrzny LRS' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto miejsce docelowe przekazywania.')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    api();
    renderWithApp(<ForwardingSection />, { path: '/admin/integrations/xapi', mantineEnv: 'test' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reenvío' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'LRS externos' }));
    expect(await table.findByText('1 verbo')).toBeTruthy();
    expect(table.getByText(/^Falló 3 veces seguidas; próximo intento /)).toBeTruthy();
  });
});
