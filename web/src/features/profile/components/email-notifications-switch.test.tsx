import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { EmailNotificationsSwitch } from './email-notifications-switch';

const EMAIL_NOTIFICATIONS_LABEL = 'Email me notifications';

describe('the profile email-notifications switch', () => {
  it("turns one's own emails off through the user notification call and says in-app ones still arrive", async () => {
    signInAs(4, 'u7');
    const sent: { url: string; body: unknown }[] = [];
    mockFetch(
      byPath({
        '/v1/user/update-notification': (url, init) => {
          const body = JSON.parse(String(init.body)) as { is_notification: number };
          sent.push({ url: url.pathname, body });
          return { status: 200, body: { data: body, message: MSG.NOTIFICATION_UPDATED } };
        },
      }),
    );
    renderWithApp(<EmailNotificationsSwitch profile={profile(4, { id: 'u7', is_notification: 1 })} />);

    const control = (await screen.findByRole('switch', { name: EMAIL_NOTIFICATIONS_LABEL })) as HTMLInputElement;
    expect(control.checked).toBe(true);
    expect(screen.getByText(/In-app notifications under the bell still arrive/)).toBeTruthy();
    fireEvent.click(control);
    await waitFor(() =>
      expect(sent).toEqual([{ url: '/v1/user/update-notification/u7', body: { is_notification: 0 } }]),
    );
    expect(await screen.findByText(MSG.NOTIFICATION_UPDATED)).toBeTruthy();
  });

  it('shows the saved choice', async () => {
    signInAs(4, 'u7');
    mockFetch(() => ({ status: 404 }));
    renderWithApp(<EmailNotificationsSwitch profile={profile(4, { id: 'u7', is_notification: 0 })} />);
    expect(((await screen.findByRole('switch', { name: EMAIL_NOTIFICATIONS_LABEL })) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
