import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_MESSAGES, type TSsoConnectionBody } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { oidcConnection, samlConnection } from '../sso-fixtures';
import { ConnectionForm } from './connection-form';
import { secretKeptHint } from './oidc-fields';

beforeEach(() => {
  notifications.clean();
  signInAs(2);
});

type TAnswer = { status: number; body?: unknown };

function api(
  save: (body: TSsoConnectionBody) => TAnswer = () => ({
    status: 201,
    body: { message: SSO_MESSAGES.CONNECTION_SAVED, data: oidcConnection() },
  }),
) {
  return mockFetch(
    byPath({
      '/v1/groups-basic-detail': () => ({
        status: 200,
        body: {
          data: [
            { id: 'g1', name: 'Warehouse', total_users: 4 },
            { id: 'g2', name: 'Drivers', total_users: 2 },
          ],
          meta: pagination(2, 1, 1000),
        },
      }),
      '/v1/sso/connections': (_url, init) => save(JSON.parse(String(init.body)) as TSsoConnectionBody),
    }),
  );
}

const saves = (calls: { url: string; init: RequestInit }[]) =>
  calls
    .filter((call) => call.url.startsWith('/v1/sso/connections'))
    .map((call) => JSON.parse(String(call.init.body)) as TSsoConnectionBody);

function field(name: string | RegExp) {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

/** The message under a field (Mantine ties it by aria-describedby). */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function renderForm(connection = null as Parameters<typeof ConnectionForm>[0]['connection'], onDone = vi.fn()) {
  renderWithApp(<ConnectionForm connection={connection} onDone={onDone} />, { mantineEnv: 'test' });
  return onDone;
}

describe('Add connection', () => {
  it('starts as OpenID Connect with the standard scopes and claims, and is axe clean', async () => {
    api();
    renderForm();
    expect(await screen.findByRole('form', { name: 'Add connection' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'OpenID Connect' })).toHaveProperty('checked', true);
    expect(field(/^Email/).value).toBe('email');
    expect(field(/^First name/).value).toBe('given_name');
    expect(field(/^Last name/).value).toBe('family_name');
    const scopes = screen.getByRole('combobox', { name: 'Scopes' }).closest('.mantine-TagsInput-root')!;
    expect(['openid', 'email', 'profile'].every((scope) => within(scopes as HTMLElement).queryByText(scope))).toBe(
      true,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says what is missing under each field without calling the API', async () => {
    const calls = api();
    renderForm();
    await screen.findByRole('form', { name: 'Add connection' });
    fireEvent.change(field(/^Email/), { target: { value: '' } });
    fireEvent.change(field(/^Issuer URL/), { target: { value: 'http://idp.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    await waitFor(() => expect(errorOf(field(/^Name/))).toContain('The name field is required.'));
    expect(errorOf(field(/^Issuer URL/))).toContain('The issuer URL must be an https URL.');
    expect(errorOf(field(/^Client ID/))).toContain('The client id field is required.');
    expect(errorOf(screen.getByLabelText(/^Client secret/))).toContain('The client secret field is required.');
    expect(errorOf(field(/^Email/))).toContain('The email claim or attribute is required.');
    expect(saves(calls)).toHaveLength(0);
  });

  it('puts the server’s 422 errors under the nested fields and keeps what was typed', async () => {
    const onDone = vi.fn();
    const calls = api(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          'oidc.issuer': ['The issuer https://idp.example.com did not answer its discovery document.'],
          'mapping.email': ['The email claim may not be empty.'],
        },
      },
    }));
    renderForm(null, onDone);
    await screen.findByRole('form', { name: 'Add connection' });
    fireEvent.change(field(/^Name/), { target: { value: 'Entra ID' } });
    fireEvent.change(field(/^Issuer URL/), { target: { value: 'https://idp.example.com' } });
    fireEvent.change(field(/^Client ID/), { target: { value: 'client-1' } });
    fireEvent.change(screen.getByLabelText(/^Client secret/), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));

    await waitFor(() =>
      expect(errorOf(field(/^Issuer URL/))).toContain(
        'The issuer https://idp.example.com did not answer its discovery document.',
      ),
    );
    expect(errorOf(field(/^Email/))).toContain('The email claim may not be empty.');
    expect(await screen.findByText('The given data was invalid.')).toBeTruthy();
    expect(field(/^Issuer URL/).value).toBe('https://idp.example.com');
    expect(onDone).not.toHaveBeenCalled();
    expect(saves(calls)[0]).toEqual({
      name: 'Entra ID',
      protocol: 'oidc',
      enabled: true,
      jit: false,
      mapping: {
        email: 'email',
        first_name: 'given_name',
        last_name: 'family_name',
        department: 'department',
        manager_email: '',
        groups: 'groups',
      },
      group_map: [],
      oidc: {
        issuer: 'https://idp.example.com',
        client_id: 'client-1',
        client_secret: 's3cret',
        scopes: ['openid', 'email', 'profile'],
      },
    });
  });

  it('switches to SAML with its attribute names and sends an uploaded metadata file as XML', async () => {
    const calls = api();
    const onDone = renderForm();
    await screen.findByRole('form', { name: 'Add connection' });
    fireEvent.change(field(/^Name/), { target: { value: 'Okta' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SAML 2.0' }));
    expect(field(/^First name/).value).toBe('firstName');
    fireEvent.click(screen.getByRole('radio', { name: 'Upload file' }));
    const xml = '<EntityDescriptor entityID="https://okta.example.com"/>';
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([xml], 'okta.xml', { type: 'text/xml' })] } });
    await screen.findByText('okta.xml');
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = saves(calls)[0]!;
    expect(body.protocol).toBe('saml');
    expect(body.saml).toEqual({ metadata_xml: xml });
    expect(body.oidc).toBeUndefined();
    expect(body.mapping.last_name).toBe('lastName');
  });

  it('asks for the metadata of a new SAML connection', async () => {
    const calls = api();
    renderForm();
    await screen.findByRole('form', { name: 'Add connection' });
    fireEvent.change(field(/^Name/), { target: { value: 'Okta' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SAML 2.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    await waitFor(() => expect(errorOf(field(/^Metadata XML/))).toContain('Paste the IdP metadata XML.'));
    expect(saves(calls)).toHaveLength(0);
  });

  it('adds and removes group mapping rows from the keyboard, the focus following', async () => {
    const calls = api();
    const onDone = renderForm();
    await screen.findByRole('form', { name: 'Add connection' });
    expect(screen.getByText('No group mappings.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add group mapping' }));
    const first = await screen.findByRole('textbox', { name: 'IdP group 1' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.change(first, { target: { value: 'warehouse-staff' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add group mapping' }));
    const second = await screen.findByRole('textbox', { name: 'IdP group 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.click(screen.getByRole('button', { name: 'Remove group mapping 2' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'IdP group 2' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'IdP group 1' })));

    // A row without its product group is refused under the select.
    fireEvent.change(field(/^Name/), { target: { value: 'Entra ID' } });
    fireEvent.change(field(/^Issuer URL/), { target: { value: 'https://idp.example.com' } });
    fireEvent.change(field(/^Client ID/), { target: { value: 'client-1' } });
    fireEvent.change(screen.getByLabelText(/^Client secret/), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    expect(await screen.findByText('Choose a group.')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Product group 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Warehouse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saves(calls)[0]?.group_map).toEqual([{ idp_group: 'warehouse-staff', group_id: 'g1' }]);
  });
});

describe('Edit connection', () => {
  it('never shows the stored client secret, and keeps it when the field is left blank', async () => {
    const calls = api(() => ({
      status: 200,
      body: { message: SSO_MESSAGES.CONNECTION_SAVED, data: oidcConnection() },
    }));
    const onDone = renderForm(oidcConnection());
    expect(await screen.findByRole('form', { name: 'Edit connection' })).toBeTruthy();
    const secret = screen.getByLabelText(/^Client secret/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(screen.getByText(secretKeptHint())).toBeTruthy();
    // The protocol of a saved connection stays what it was registered as.
    expect(screen.getByRole('radio', { name: 'SAML 2.0' })).toHaveProperty('disabled', true);
    expect(field(/^IdP group 1/).value).toBe('warehouse-staff');

    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/v1/sso/connections/conn-oidc')?.init.method).toBe('PUT');
    expect(saves(calls)[0]?.oidc).toEqual({
      issuer: 'https://idp.example.com',
      client_id: 'skillway-client',
      scopes: ['openid', 'email'],
    });
    expect(await screen.findByText(SSO_MESSAGES.CONNECTION_SAVED)).toBeTruthy();
  });

  it('sends a new client secret when one is typed', async () => {
    const calls = api(() => ({
      status: 200,
      body: { message: SSO_MESSAGES.CONNECTION_SAVED, data: oidcConnection() },
    }));
    const onDone = renderForm(oidcConnection());
    fireEvent.change(await screen.findByLabelText(/^Client secret/), { target: { value: 'rotated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saves(calls)[0]?.oidc?.client_secret).toBe('rotated');
  });

  it('shows what a SAML connection’s metadata said, and keeps it when none is given', async () => {
    const calls = api(() => ({
      status: 200,
      body: { message: SSO_MESSAGES.CONNECTION_SAVED, data: samlConnection() },
    }));
    const onDone = renderForm(samlConnection(12));
    expect(await screen.findByText('https://saml.example.com/entity')).toBeTruthy();
    expect(screen.getByText('Expires in 12 days')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saves(calls)[0]?.saml).toEqual({});
  });
});
