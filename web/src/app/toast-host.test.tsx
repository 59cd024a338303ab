import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifyInfo } from '../lib/notify';
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
});
