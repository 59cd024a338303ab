import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { SSO_TEST_MESSAGE } from '../lib/test-window';
import SsoTestCompletePage from './sso-test-complete-page';

afterEach(() => vi.unstubAllGlobals());

describe('/sso/test-complete', () => {
  it('tells the screen that opened it, on this origin only, and says the window may be closed', async () => {
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    renderWithApp(<SsoTestCompletePage />, { path: '/sso/test-complete', url: '/sso/test-complete?test=test-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test sign-in finished' })).toBeTruthy();
    expect(screen.getByText('Test sign-in finished. You can close this window.')).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: SSO_TEST_MESSAGE, test: 'test-1' }, window.location.origin);
    expect(screen.getByRole('button', { name: 'Close window' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('without its opener (the app’s COOP cuts it on the way back from the IdP), tells the screen by the channel', async () => {
    const channel = new BroadcastChannel('skillway-sso-test');
    const heard = new Promise<unknown>((resolve) =>
      channel.addEventListener('message', (event) => resolve(event.data)),
    );
    renderWithApp(<SsoTestCompletePage />, { path: '/sso/test-complete', url: '/sso/test-complete?test=test-1' });
    expect(await screen.findByText('Test sign-in finished. You can close this window.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close window' })).toBeNull();
    expect(await heard).toEqual({ type: SSO_TEST_MESSAGE, test: 'test-1' });
    channel.close();
  });
});
