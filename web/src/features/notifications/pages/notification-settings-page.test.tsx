import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_DEFAULT_CONTENT,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SAMPLE_VALUES,
  type TNotificationContent,
  type TNotificationSettings,
  ZNotificationSettingsBody,
} from '@skillway/shared';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import NotificationSettingsPage from './notification-settings-page';

beforeAll(() => {
  // jsdom lacks the layout calls ProseMirror makes when it scrolls the selection into view.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const DEFAULTS: TNotificationSettings = {
  get_by: 2,
  shown_up: 3,
  course_assign: true,
  playlist_assign: true,
  deadline_set: true,
  deadline_changed: true,
  missed_deadline: true,
  course_status_changed: true,
  course_completion: true,
  certificate_expired: true,
  renewal_enrolled: true,
  deadline_before: 7,
  idle_after: 14,
  external_deadline_before: 30,
  certificate_expiring_first: 30,
  certificate_expiring_second: 7,
  source: 'default',
};

function content(type: number, html: string): TNotificationContent {
  return { content_type: type, name: `type ${type}`, content: html, source: 'default' };
}

/** The settings calls on a fake server that checks the day counts as the real one does (whole days 1–365). */
function fakeServer() {
  const posted: Record<string, unknown>[] = [];
  const savedContent: Record<string, unknown>[] = [];
  let settings = DEFAULTS;
  mockFetch(
    byPath({
      '/v1/get-notification-settings': () => ({ status: 200, body: { data: settings } }),
      '/v1/notification-setting': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        // The server's own rules and messages (the shared schema).
        const parsed = ZNotificationSettingsBody.safeParse(body);
        if (!parsed.success) {
          const errors = Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]),
          );
          return { status: 422, body: { message: parsed.error.issues[0]!.message, errors } };
        }
        settings = { ...settings, ...(body as Partial<TNotificationSettings>), source: 'company' };
        return { status: 200, body: { data: settings, message: NOTIFICATION_MESSAGES.SETTINGS_UPDATED } };
      },
      '/v1/get-notification-content': (url) => {
        const type = Number(url.pathname.split('/').pop());
        return { status: 200, body: { data: content(type, NOTIFICATION_DEFAULT_CONTENT[type as 1]) } };
      },
      '/v1/notification-content': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { content: string; content_type: number };
        savedContent.push(body);
        return {
          status: 200,
          body: {
            data: { ...content(body.content_type, body.content), source: 'company' },
            message: NOTIFICATION_MESSAGES.UPDATED,
          },
        };
      },
    }),
  );
  return { posted, savedContent };
}

describe('the Notification Settings screen', () => {
  it("starts from the server's defaults, shows its day-count errors under the fields, then saves", async () => {
    signInAs(2);
    const server = fakeServer();
    renderWithApp(<NotificationSettingsPage />, { path: '/admin/notification', mantineEnv: 'test' });

    const form = await screen.findByRole('form', { name: 'Notification settings' });
    expect(within(form).getByText('Defaults (nothing saved yet)')).toBeTruthy();
    expect((within(form).getByLabelText('Notification get by', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'User',
    );
    expect(
      (within(form).getByLabelText('Notification shown up', { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('Both');
    const reminder = within(form).getByRole('textbox', { name: /^Deadline reminder/ }) as HTMLInputElement;
    expect(reminder.value).toBe('7');

    fireEvent.click(within(form).getByRole('switch', { name: 'Course completed' }));
    fireEvent.change(reminder, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The deadline reminder must be at least 1.')).toBeTruthy();
    expect(reminder.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.SAVE_FAILED)).toBeTruthy();
    expect(server.posted[0]).toMatchObject({ get_by: 2, shown_up: 3, course_completion: false, deadline_before: 0 });

    fireEvent.change(reminder, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.SETTINGS_UPDATED)).toBeTruthy();
    expect(server.posted[1]).toEqual({
      get_by: 2,
      shown_up: 3,
      course_assign: true,
      playlist_assign: true,
      deadline_set: true,
      deadline_changed: true,
      missed_deadline: true,
      course_status_changed: true,
      course_completion: false,
      certificate_expired: true,
      renewal_enrolled: true,
      deadline_before: 3,
      idle_after: 14,
      external_deadline_before: 30,
      certificate_expiring_first: 30,
      certificate_expiring_second: 7,
    });
    // Read back from the server: what is saved now applies.
    expect(await screen.findByText('Company settings')).toBeTruthy();
    expect(screen.queryByText('The deadline reminder must be at least 1.')).toBeNull();
  });

  it('shows the certificate expiry switches and reminders, with their server messages, and saves them', async () => {
    signInAs(2);
    const server = fakeServer();
    renderWithApp(<NotificationSettingsPage />, { path: '/admin/notification', mantineEnv: 'test' });

    const form = await screen.findByRole('form', { name: 'Notification settings' });
    const expired = within(form).getByRole('switch', { name: 'Certificate expired' }) as HTMLInputElement;
    const renewal = within(form).getByRole('switch', { name: 'Renewal enrolled' }) as HTMLInputElement;
    expect(expired.checked).toBe(true);
    expect(renewal.checked).toBe(true);
    const group = within(form).getByRole('group', { name: 'Certificate expiry reminders' });
    const first = within(group).getByRole('textbox', {
      name: /^Certificate expiry, first reminder/,
    }) as HTMLInputElement;
    const second = within(group).getByRole('textbox', {
      name: /^Certificate expiry, second reminder/,
    }) as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['30', '7']);

    fireEvent.click(expired);
    fireEvent.change(first, { target: { value: '400' } });
    fireEvent.change(second, { target: { value: 'soon' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The certificate expiry, first reminder may not be greater than 365.')).toBeTruthy();
    expect(screen.getByText('The certificate expiry, second reminder must be a number.')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(first, { target: { value: '60' } });
    fireEvent.change(second, { target: { value: '14' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.SETTINGS_UPDATED)).toBeTruthy();
    expect(server.posted.at(-1)).toMatchObject({
      certificate_expired: false,
      renewal_enrolled: true,
      certificate_expiring_first: 60,
      certificate_expiring_second: 14,
    });
  });

  it('inserts a placeholder from the menu, previews it with the sample values and saves the content', async () => {
    signInAs(2);
    const server = fakeServer();
    renderWithApp(<NotificationSettingsPage />, { path: '/admin/notification', mantineEnv: 'test' });

    const preview = await screen.findByRole('region', { name: 'Preview' });
    // The default text of type 1, its placeholders filled with the samples.
    await waitFor(() => expect(preview.textContent).toContain(`Hi ${NOTIFICATION_SAMPLE_VALUES.first_name},`));
    expect(preview.textContent).toContain(NOTIFICATION_SAMPLE_VALUES.course_name);
    expect(preview.textContent).not.toContain('{course_name}');

    const editor = screen.getByRole('textbox', { name: /Course assigned content/ });
    fireEvent.click(screen.getByRole('button', { name: 'Insert placeholder' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '{deadline}' }));
    await waitFor(() => expect(editor.textContent).toContain('{deadline}'));
    await waitFor(() => expect(preview.textContent).toContain(NOTIFICATION_SAMPLE_VALUES.deadline));

    fireEvent.click(screen.getByRole('button', { name: 'Save content' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.UPDATED)).toBeTruthy();
    expect(server.savedContent).toHaveLength(1);
    expect(server.savedContent[0]).toMatchObject({ content_type: 1 });
    expect(String(server.savedContent[0]!.content)).toContain('{deadline}');
    expect(server.savedContent[0]).not.toHaveProperty('course_id');
  });

  it('loads the content of the type picked', async () => {
    signInAs(2);
    fakeServer();
    renderWithApp(<NotificationSettingsPage />, { path: '/admin/notification', mantineEnv: 'test' });
    const picker = await screen.findByLabelText('Notification type', { selector: 'input' });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Deadline reminder' }));
    const editor = await screen.findByRole('textbox', { name: /Deadline reminder content/ });
    await waitFor(() => expect(editor.textContent).toContain('is due in {days} days'));
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain(
      `is due in ${NOTIFICATION_SAMPLE_VALUES.days} days`,
    );
  });

  it('offers the recertification types, whose content previews the expiry date', async () => {
    signInAs(2);
    fakeServer();
    renderWithApp(<NotificationSettingsPage />, { path: '/admin/notification', mantineEnv: 'test' });
    const picker = await screen.findByLabelText('Notification type', { selector: 'input' });
    fireEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'Certificate expired' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Renewal enrolled' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Certificate expiring' }));
    const editor = await screen.findByRole('textbox', { name: /Certificate expiring content/ });
    await waitFor(() => expect(editor.textContent).toContain('on {expiry_date}'));
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain(
      `on ${NOTIFICATION_SAMPLE_VALUES.expiry_date}`,
    );
  });
});
