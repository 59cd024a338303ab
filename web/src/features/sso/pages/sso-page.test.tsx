import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_MESSAGES, type TSsoSettings, type TSsoTestResult } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { TEST_POLL_MS } from '../api/queries';
import { testFailed, testPassed, testTimedOut } from '../components/test-result-panel';
import { SSO_TEST_MESSAGE } from '../lib/test-window';
import { domain, oidcConnection, samlConnection, ssoSettings, testResult } from '../sso-fixtures';
import SsoPage from './sso-page';

beforeEach(() => {
  notifications.clean();
  signInAs(2);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type TAnswer = { status: number; body?: unknown };
type TRoutes = Parameters<typeof byPath>[0];

function api(settings: TSsoSettings = ssoSettings(), routes: TRoutes = {}) {
  return mockFetch(
    byPath({
      '/v1/sso': () => ({ status: 200, body: { data: settings } }),
      '/v1/groups-basic-detail': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 1000) } }),
      ...routes,
    }),
  );
}

const callsTo = (calls: { url: string; init: RequestInit }[], path: string) =>
  calls.filter((call) => new URL(call.url, 'http://localhost').pathname === path);

async function renderPage() {
  const result = renderWithApp(<SsoPage />, { path: '/admin/account/sso', mantineEnv: 'test' });
  await screen.findByRole('heading', { level: 1, name: 'Single Sign-On' });
  await screen.findByRole('heading', { level: 2, name: 'Connections' });
  return result;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Single Sign-On: connections', () => {
  it('lists each connection with its protocol, state, last test and certificate expiry, and is axe clean', async () => {
    api(
      ssoSettings({
        connections: [
          oidcConnection({ last_test: testResult('passed'), tested_ok_at: '2026-02-01T12:00:00.000Z' }),
          samlConnection(12, { enabled: false }),
        ],
      }),
    );
    await renderPage();
    const oidc = within(card('Demo OIDC'));
    expect(oidc.getByText('OpenID Connect')).toBeTruthy();
    expect(oidc.getByText('Enabled')).toBeTruthy();
    expect(oidc.getByText('Login connection')).toBeTruthy();
    expect(oidc.getByText('Passed')).toBeTruthy();
    const saml = within(card('Demo SAML'));
    expect(saml.getByText('SAML 2.0')).toBeTruthy();
    expect(saml.getByText('Disabled')).toBeTruthy();
    expect(saml.getByText('Never tested')).toBeTruthy();
    // Within 30 days of expiry: said in words, in the warning colour.
    const expiry = saml.getByText('Expires in 12 days');
    expect(expiry.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('orange');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows what to copy into the IdP, each value with its copy button', async () => {
    api();
    await renderPage();
    const oidc = within(card('Demo OIDC'));
    fireEvent.click(oidc.getByRole('button', { name: 'What to copy into your IdP for Demo OIDC' }));
    expect(await oidc.findByRole('button', { name: 'Copy Redirect URL' })).toBeTruthy();
    expect(oidc.getByText('https://app.skillway.test/v1/sso/oidc/callback')).toBeTruthy();
    const saml = within(card('Demo SAML'));
    fireEvent.click(saml.getByRole('button', { name: 'What to copy into your IdP for Demo SAML' }));
    for (const label of ['ACS URL', 'SP entity ID', 'SP metadata URL']) {
      expect(await saml.findByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    }
    expect(saml.getByRole('link', { name: 'Download SP metadata' }).getAttribute('href')).toBe(
      'https://app.skillway.test/v1/sso/saml/metadata/conn-saml',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('asks before deleting, and shows the server’s 409 when the connection carries enforced sign-in', async () => {
    const calls = api(ssoSettings(), {
      '/v1/sso/connections': () => ({ status: 409, body: { message: SSO_MESSAGES.CONNECTION_IN_USE } }),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Demo OIDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete connection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SSO_MESSAGES.CONNECTION_IN_USE)).toBeTruthy();
    expect(callsTo(calls, '/v1/sso/connections/conn-oidc')[0]?.init.method).toBe('DELETE');
  });

  it('opens Add connection in the side panel', async () => {
    api();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add connection' }));
    expect(await screen.findByRole('form', { name: 'Add connection' })).toBeTruthy();
  });
});

describe('Single Sign-On: Test connection', () => {
  /** A popup the page sends to the test's URL. */
  function stubPopup(blocked = false) {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.fn(() => (blocked ? null : popup));
    vi.stubGlobal('open', open);
    return { popup, open };
  }

  function testApi(results: TSsoTestResult[]) {
    let asked = 0;
    const calls = api(ssoSettings(), {
      '/v1/sso/connections': () => ({
        status: 201,
        body: { data: { test_id: 'test-1', test_url: '/v1/sso/start?test=test-1' } },
      }),
      '/v1/sso/tests': (): TAnswer => {
        const result = results[Math.min(asked, results.length - 1)]!;
        asked += 1;
        return { status: 200, body: { data: result } };
      },
    });
    return { calls, asked: () => asked };
  }

  it('opens the test in a new window, polls every 2 s while pending, then shows the claims and announces it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup, open } = stubPopup();
    const { calls, asked } = testApi([testResult('pending'), testResult('pending'), testResult('passed')]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection Demo OIDC' }));
    // The window is opened at the click (a later one would be blocked), then sent to the test.
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('popup'));
    await waitFor(() => expect(popup.location.href).toBe('/v1/sso/start?test=test-1'));
    expect(callsTo(calls, '/v1/sso/connections/conn-oidc/test')[0]?.init.method).toBe('POST');
    const panel = within(card('Demo OIDC'));
    expect(await panel.findByText(SSO_MESSAGES.TEST_PENDING)).toBeTruthy();
    await waitFor(() => expect(asked()).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(TEST_POLL_MS));
    await waitFor(() => expect(asked()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(TEST_POLL_MS));
    expect(await panel.findByText(testPassed())).toBeTruthy();
    const mapped = panel.getByRole('table', { name: 'What the product records' });
    expect(within(mapped).getByRole('row', { name: 'First name Lena' })).toBeTruthy();
    const claims = panel.getByRole('table', { name: 'Claims received' });
    expect(within(claims).getByRole('row', { name: 'groups warehouse-staff, all' })).toBeTruthy();
    expect(screen.getByText(`${testPassed()}.`).closest('[aria-live="polite"]')).toBeTruthy();

    // Over: no more questions.
    const after = asked();
    await act(() => vi.advanceTimersByTimeAsync(TEST_POLL_MS * 3));
    expect(asked()).toBe(after);
    // The connection's last test is read again.
    expect(callsTo(calls, '/v1/sso').length).toBeGreaterThan(1);
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads the result at once when the test window says it has finished, and shows the exact error', async () => {
    stubPopup();
    const { asked } = testApi([testResult('pending'), testResult('failed')]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection Demo OIDC' }));
    await screen.findByText(SSO_MESSAGES.TEST_PENDING);
    await waitFor(() => expect(asked()).toBe(1));
    // Another origin's message is ignored.
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.test', data: { type: SSO_TEST_MESSAGE, test: 'test-1' } }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { type: SSO_TEST_MESSAGE, test: 'test-1' } }),
    );
    const alert = await within(card('Demo OIDC')).findByRole('alert');
    expect(within(alert).getByText(testFailed())).toBeTruthy();
    expect(
      within(alert).getByText('The ID token audience "other-client" is not this client (skillway-client).'),
    ).toBeTruthy();
    expect(asked()).toBe(2);
    expect(
      screen.getByText(`${testFailed()}: The ID token audience "other-client" is not this client (skillway-client).`),
    ).toBeTruthy();
  });

  it('hears the test window on the same-origin channel too (its opener is cut by the app’s COOP)', async () => {
    stubPopup();
    const { asked } = testApi([testResult('pending'), testResult('passed')]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection Demo OIDC' }));
    await screen.findByText(SSO_MESSAGES.TEST_PENDING);
    await waitFor(() => expect(asked()).toBe(1));
    const channel = new BroadcastChannel('skillway-sso-test');
    channel.postMessage({ type: SSO_TEST_MESSAGE, test: 'test-1' });
    channel.close();
    expect(await screen.findByText(testPassed())).toBeTruthy();
    expect(asked()).toBe(2);
  });

  it('offers the link when the browser blocks the window', async () => {
    stubPopup(true);
    testApi([testResult('pending')]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection Demo OIDC' }));
    expect(await screen.findByText('Your browser blocked the new window')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the test sign-in' }).getAttribute('href')).toBe(
      '/v1/sso/start?test=test-1',
    );
  });

  it('stops waiting after ten minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubPopup();
    const { asked } = testApi([testResult('pending')]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection Demo OIDC' }));
    await screen.findByText(SSO_MESSAGES.TEST_PENDING);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60 * 1000 + TEST_POLL_MS));
    expect(await screen.findAllByText(testTimedOut())).not.toHaveLength(0);
    const after = asked();
    await act(() => vi.advanceTimersByTimeAsync(TEST_POLL_MS * 3));
    expect(asked()).toBe(after);
  });

  it('closes the window it opened when the test cannot start', async () => {
    const { popup } = stubPopup();
    api(ssoSettings(), {
      '/v1/sso/connections': () => ({ status: 422, body: { message: 'This connection is disabled.', errors: {} } }),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection Demo OIDC' }));
    expect(await screen.findByText('This connection is disabled.')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  });
});

describe('Single Sign-On: domains', () => {
  it('shows each domain’s status and the TXT record to publish, and says inline why Verify did not verify', async () => {
    const calls = api(ssoSettings(), {
      '/v1/sso/domains': (url) =>
        url.pathname.endsWith('/verify')
          ? { status: 422, body: { message: SSO_MESSAGES.DOMAIN_NOT_VERIFIED, errors: {} } }
          : { status: 201, body: { message: 'Domain added.', data: domain('new.example', false) } },
    });
    await renderPage();
    const list = within(screen.getByRole('list', { name: 'Email domains' }));
    const [verified, pending] = list.getAllByRole('listitem');
    expect(within(verified!).getByText('Verified')).toBeTruthy();
    expect(within(pending!).getByText('Not verified')).toBeTruthy();
    expect(within(pending!).getByText('skillway-verification=tok-demo.example')).toBeTruthy();
    expect(within(pending!).getByRole('button', { name: 'Copy TXT record value for demo.example' })).toBeTruthy();

    fireEvent.click(within(pending!).getByRole('button', { name: 'Verify demo.example' }));
    expect(await within(pending!).findByText(SSO_MESSAGES.DOMAIN_NOT_VERIFIED)).toBeTruthy();
    expect(callsTo(calls, '/v1/sso/domains/demo.example/verify')[0]?.init.method).toBe('POST');

    fireEvent.change(screen.getByRole('textbox', { name: 'Domain' }), { target: { value: 'New.Example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(callsTo(calls, '/v1/sso/domains')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(calls, '/v1/sso/domains')[0]?.init.body))).toEqual({ domain: 'new.example' });
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the domain before adding it', async () => {
    const calls = api();
    await renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'Domain' }), { target: { value: 'not a domain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('The domain must be a domain name, such as example.com.')).toBeTruthy();
    expect(callsTo(calls, '/v1/sso/domains')).toHaveLength(0);
  });

  it('asks before removing a domain', async () => {
    const calls = api(ssoSettings(), {
      '/v1/sso/domains': () => ({ status: 200, body: { message: 'Domain removed.' } }),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Remove demo.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove domain' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Domain removed.')).toBeTruthy();
    expect(callsTo(calls, '/v1/sso/domains/demo.example')[0]?.init.method).toBe('DELETE');
  });
});

describe('Single Sign-On: sign-in settings', () => {
  it('keeps Enforce off, saying why, until the chosen connection has passed a test; break-glass is stated', async () => {
    const calls = api(
      ssoSettings({
        connections: [oidcConnection(), samlConnection(90, { tested_ok_at: '2026-02-01T12:00:00.000Z' })],
      }),
      {
        '/v1/sso/settings': () => ({
          status: 200,
          body: { message: SSO_MESSAGES.SETTINGS_SAVED, data: ssoSettings() },
        }),
      },
    );
    await renderPage();
    const enforce = screen.getByRole('switch', { name: /^Enforce single sign-on/ });
    expect(enforce).toHaveProperty('disabled', true);
    expect(screen.getByText(SSO_MESSAGES.ENFORCE_NEEDS_TEST)).toBeTruthy();
    expect(screen.getByText(SSO_MESSAGES.BREAK_GLASS)).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Login connection' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Demo SAML' }));
    await waitFor(() => expect(enforce).toHaveProperty('disabled', false));
    expect(screen.queryByText(SSO_MESSAGES.ENFORCE_NEEDS_TEST)).toBeNull();
    fireEvent.click(enforce);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SSO_MESSAGES.SETTINGS_SAVED)).toBeTruthy();
    expect(JSON.parse(String(callsTo(calls, '/v1/sso/settings')[0]?.init.body))).toEqual({
      connection_id: 'conn-saml',
      enforced: true,
    });
  });
});

describe('Single Sign-On: loading', () => {
  it('says when the settings cannot be loaded, with Try again', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server error' } }));
    renderWithApp(<SsoPage />, { path: '/admin/account/sso', mantineEnv: 'test' });
    expect(await screen.findByText('Single sign-on could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when there is no connection yet', async () => {
    api(ssoSettings({ connections: [], domains: [], connection_id: null }));
    await renderPage();
    expect(screen.getByText(/No connections yet/)).toBeTruthy();
    expect(screen.getByText('No domains yet.')).toBeTruthy();
  });
});
