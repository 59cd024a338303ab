import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCIM_MSG, type TScimToken } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { tokenShownOnce } from '../components/create-token-modal';
import ProvisioningPage from './provisioning-page';

beforeEach(() => {
  notifications.clean();
  signInAs(2);
});

const BASE_URL = `${window.location.origin}/v1/scim/v2`;

function token(n: number, overrides: Partial<TScimToken> = {}): TScimToken {
  return {
    id: `tok-${n}`,
    name: `Entra ID ${n}`,
    created_at: '2026-01-05T10:00:00.000Z',
    last_used_at: null,
    created_by: 'Ada Admin',
    ...overrides,
  };
}

function api(tokens: TScimToken[] = [token(1, { last_used_at: '2026-02-01T09:30:00.000Z' }), token(2)]) {
  return mockFetch(
    byPath({
      '/v1/scim-tokens': (_url, init) => {
        if (init.method === 'POST') {
          const { name } = JSON.parse(String(init.body)) as { name: string };
          return {
            status: 201,
            body: {
              data: { ...token(3, { name }), token: 'scim_s3cr3tvalue' },
              base_url: BASE_URL,
              message: SCIM_MSG.TOKEN_CREATED,
            },
          };
        }
        if (init.method === 'DELETE') return { status: 200, body: { message: SCIM_MSG.TOKEN_REVOKED } };
        return { status: 200, body: { data: tokens, base_url: BASE_URL } };
      },
    }),
  );
}

async function renderPage() {
  renderWithApp(<ProvisioningPage />, { path: '/admin/account/provisioning', mantineEnv: 'test' });
  await screen.findByRole('heading', { level: 1, name: 'Provisioning' });
  return screen.findByRole('table', { name: 'SCIM tokens' });
}

describe('Provisioning', () => {
  it('shows the SCIM base URL with its copy button and the tokens, last used or Never; axe clean', async () => {
    api();
    const table = within(await renderPage());
    expect(screen.getByText(BASE_URL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy SCIM base URL' })).toBeTruthy();
    expect(await table.findByText('Entra ID 1')).toBeTruthy();
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByText('05-01-2026')).toBeTruthy();
    expect(within(first!).getByText('Ada Admin')).toBeTruthy();
    expect(within(first!).queryByText('Never')).toBeNull();
    expect(within(second!).getByText('Never')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is no token yet', async () => {
    api([]);
    const table = within(await renderPage());
    expect(await table.findByText('No tokens yet')).toBeTruthy();
  });

  it('creates a token and shows it once, with its copy button and the warning; closing forgets it', async () => {
    const calls = api();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create token' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    expect(await dialog.findByText('The name field is required.')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Token name' }), { target: { value: 'Okta provisioning' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create token' }));

    const created = within(await screen.findByRole('dialog', { name: 'Token created' }));
    expect(created.getByText('scim_s3cr3tvalue')).toBeTruthy();
    expect(created.getByText(tokenShownOnce())).toBeTruthy();
    expect(created.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('SCIM token'));
    expect(await axeViolations()).toEqual([]);
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ name: 'Okta provisioning' });

    fireEvent.click(created.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('scim_s3cr3tvalue')).toBeNull();
    // Opened again, it asks for a name: the token is not kept anywhere.
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('dialog', { name: 'Create token' })).toBeTruthy();
    expect(screen.queryByText('scim_s3cr3tvalue')).toBeNull();
  });

  it('asks before revoking a token', async () => {
    const calls = api();
    const table = within(await renderPage());
    fireEvent.click(await table.findByRole('button', { name: 'Revoke Entra ID 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke token' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(SCIM_MSG.TOKEN_REVOKED)).toBeTruthy();
    expect(calls.find((call) => call.init.method === 'DELETE')?.url).toBe('/v1/scim-tokens/tok-2');
  });
});
