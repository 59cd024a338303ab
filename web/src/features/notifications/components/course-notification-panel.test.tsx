import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULT_CONTENT, NOTIFICATION_MESSAGES, type TNotificationSettings } from '@skillway/shared';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { CourseNotificationPanel } from './course-notification-panel';

beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const COMPANY: TNotificationSettings = {
  get_by: 3,
  shown_up: 1,
  course_assign: true,
  playlist_assign: true,
  deadline_set: false,
  deadline_changed: true,
  missed_deadline: true,
  course_status_changed: true,
  course_completion: true,
  certificate_expired: true,
  renewal_enrolled: false,
  deadline_before: 5,
  idle_after: 14,
  external_deadline_before: 30,
  certificate_expiring_first: 45,
  certificate_expiring_second: 7,
  source: 'company',
  course_id: 'c1',
};

describe("the course's Edit Notification panel", () => {
  it('starts from what applies to the course and saves its own settings and content', async () => {
    signInAs(2);
    const patched: unknown[] = [];
    const content: unknown[] = [];
    const calls = mockFetch(
      byPath({
        '/v1/get-notification-course-setting/c1': () => ({ status: 200, body: { data: COMPANY } }),
        '/v1/courses/c1': (_url, init) => {
          patched.push(JSON.parse(String(init.body)));
          return { status: 200, body: { data: {}, message: 'Course Successfully Updated.' } };
        },
        '/v1/get-notification-course-content/c1': (url) => ({
          status: 200,
          body: {
            data: {
              content_type: Number(url.searchParams.get('ctype')),
              name: 'course_assign',
              content: NOTIFICATION_DEFAULT_CONTENT[1],
              source: 'default',
              course_id: 'c1',
            },
          },
        }),
        '/v1/notification-content': (_url, init) => {
          const body = JSON.parse(String(init.body)) as { content: string; content_type: number };
          content.push(body);
          return {
            status: 200,
            body: {
              data: { ...body, name: 'course_assign', source: 'course' },
              message: NOTIFICATION_MESSAGES.UPDATED,
            },
          };
        },
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<CourseNotificationPanel course={{ id: 'c1', name: 'Fire Safety' }} onClose={onClose} />, {
      mantineEnv: 'test',
    });

    const form = await screen.findByRole('form', { name: 'Course notification settings' });
    expect(screen.getByText('Company settings')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Deadline set' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Deadline set' }));
    // Recertification's switch and day counts are the course's to override too.
    expect((screen.getByRole('switch', { name: 'Renewal enrolled' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Renewal enrolled' }));
    const second = screen.getByRole('textbox', { name: /^Certificate expiry, second reminder/ }) as HTMLInputElement;
    expect(second.value).toBe('7');
    fireEvent.change(second, { target: { value: '14' } });
    fireEvent.submit(form);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.UPDATED)).toBeTruthy();
    expect(patched).toEqual([
      expect.objectContaining({
        get_by: 3,
        shown_up: 1,
        deadline_set: true,
        deadline_before: 5,
        renewal_enrolled: true,
        certificate_expired: true,
        certificate_expiring_first: 45,
        certificate_expiring_second: 14,
      }),
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    await screen.findByRole('textbox', { name: /Course assigned content/ });
    expect(calls.some((call) => call.url === '/v1/get-notification-course-content/c1?ctype=1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save content' }));
    await waitFor(() => expect(content).toEqual([expect.objectContaining({ content_type: 1, course_id: 'c1' })]));
  });
});
