import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type TCourse, type TCourseEnrolUser } from '@skillway/shared';
import { COURSE_ENROL_TARGET } from '../../features/courses/lib/course-enrol-target';
import { mockFetch, renderWithApp } from '../../test/render';
import { EnrolStepper } from './enrol-stepper';

const course = { id: 'c1', name: 'Fire Safety' } as TCourse;

function user(id: string, first: string, extra: Partial<TCourseEnrolUser> = {}): TCourseEnrolUser {
  return {
    id,
    first_name: first,
    last_name: 'Tester',
    email: `${first.toLowerCase()}@example.com`,
    unique_id: null,
    enrolled: false,
    disabled: false,
    individual: false,
    deadline: null,
    enrolled_at: null,
    state: null,
    state_text: null,
    ...extra,
  };
}

const lists: Record<string, unknown[]> = {
  'unenrolled-users': [user('u1', 'Ada'), user('u2', 'Bob')],
  'enrolled-users': [
    user('u3', 'Grace', { enrolled: true, disabled: true }),
    user('u4', 'Ivan', { enrolled: true, individual: true }),
  ],
  'enrolled-groups': [],
  'unenrolled-groups': [],
};

/** Answers the four enrol lists and records the saves. */
function serve() {
  return mockFetch((url, init) => {
    if (init.method === 'POST') {
      return {
        status: 200,
        body: {
          message: MSG.ENROL_USERS_ENROLLED,
          data: {
            summary: 'You have enrolled 2 user(s) on to Fire Safety',
            enrolled_users: 2,
            unenrolled_users: 0,
            enrolled_groups: 0,
            unenrolled_groups: 0,
          },
        },
      };
    }
    const list = Object.keys(lists).find((name) => url.startsWith(`/v1/course/${name}/c1`));
    const data = list ? lists[list] : [];
    return { status: 200, body: { data, meta: { pagination: { total: data?.length ?? 0 } } } };
  });
}

const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'POST');

describe('EnrolStepper for a course', () => {
  it('refuses to enrol with nothing selected, with the spec message', async () => {
    const calls = serve();
    const onDone = vi.fn();
    renderWithApp(<EnrolStepper target={COURSE_ENROL_TARGET} subject={course} mode="enrol" onDone={onDone} />);
    expect(await screen.findByText('Ada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MSG.ENROL_NOTHING_SELECTED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol Selected Users' })).toBeNull();
    expect(posts(calls)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('select-all enrols the unenrolled users and skips those enrolled through a group', async () => {
    const calls = serve();
    const onDone = vi.fn();
    renderWithApp(<EnrolStepper target={COURSE_ENROL_TARGET} subject={course} mode="enrol" onDone={onDone} />);
    const box = await screen.findByLabelText('Select to enrol all users');
    await waitFor(() => expect(box.hasAttribute('disabled')).toBe(false));
    fireEvent.click(box);
    const notEnrolled = screen.getByRole('table', { name: 'Users not enrolled on this course' });
    expect((within(notEnrolled).getByLabelText('Select Ada Tester') as HTMLInputElement).checked).toBe(true);
    expect((within(notEnrolled).getByLabelText('Select Bob Tester') as HTMLInputElement).checked).toBe(true);
    // Grace is enrolled only through a group: listed as such, never ticked.
    expect(screen.getAllByLabelText(`Through a group: ${MSG.ENROL_GROUP_USER_TOOLTIP}`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol All Users' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [save] = posts(calls);
    expect(save?.url).toBe('/v1/course/enrol/c1');
    expect(JSON.parse(String(save?.init.body))).toEqual({
      assign_users: ['u1', 'u2'],
      assign_groups: [],
      selected_date: null,
      enrol_all: true,
    });
    expect(await screen.findByText('You have enrolled 2 user(s) on to Fire Safety')).toBeTruthy();
  });

  it('Set Deadline: select-all skips group-enrolled users, and a deadline is required', async () => {
    const calls = serve();
    renderWithApp(<EnrolStepper target={COURSE_ENROL_TARGET} subject={course} mode="deadline" onDone={vi.fn()} />);
    const enrolled = await screen.findByRole('table', { name: 'Users enrolled on this course' });
    await within(enrolled).findByText('Grace');
    fireEvent.click(within(enrolled).getByLabelText('Select all rows on this page'));
    const grace = within(enrolled).getByLabelText(
      `Select Grace Tester: ${MSG.ENROL_GROUP_USER_TOOLTIP}`,
    ) as HTMLInputElement;
    expect(grace.checked).toBe(false);
    expect(grace.disabled).toBe(true);
    expect((within(enrolled).getByLabelText('Select Ivan Tester') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set Deadline' }));
    expect(await screen.findByText(MSG.ENROL_DEADLINE_MISSING)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });
});
