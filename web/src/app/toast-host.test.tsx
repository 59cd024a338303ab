import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify';
import { ToastHost } from './toast-host';

afterEach(() => cleanNotifications());

describe('ToastHost', () => {
  it('renders nothing until the first toast', () => {
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('mounts the toast container on the first toast and shows it, then the next ones', async () => {
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    notifyInfo('You have been logged out.');
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    notifyError('Something went wrong.');
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });

  it('draws the toasts into a polite live region that is on the page before the first one (WCAG 4.1.3)', async () => {
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('false');
    expect(region.textContent).toBe('');

    notifySuccess('Your profile has been saved.');
    const toast = await screen.findByText('Your profile has been saved.');
    expect(region.contains(toast)).toBe(true);
    notifyError('The file could not be read.');
    expect(region.contains(await screen.findByText('The file could not be read.'))).toBe(true);
    // The toasts are not alerts of their own as well (they would be read twice).
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
