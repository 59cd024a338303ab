import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type TCourseEnrolUser } from '@skillway/shared';
import { PLAYLIST_ENROL_TARGET } from '../../features/playlists/lib/playlist-enrol-target';
import { mockFetch, renderWithApp } from '../../test/render';
import { EnrolStepper } from './enrol-stepper';

const playlist = { id: 'p1', name: 'Induction' };

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
  'unenrolled-users': [user('u1', 'Ada')],
  'enrolled-users': [
    user('u3', 'Grace', { enrolled: true, disabled: true }),
    user('u4', 'Ivan', { enrolled: true, individual: true }),
  ],
  'enrolled-groups': [{ id: 'g1', name: 'Warehouse', total_users: 3, enrolled: true, deadline: null }],
  groups: [{ id: 'g2', name: 'Office', total_users: 2, enrolled: false, deadline: null }],
};

function serve() {
  return mockFetch((url, init) => {
    if (init.method === 'POST') {
      return {
        status: 200,
        body: {
          message: MSG.ENROL_USERS_ENROLLED,
          data: {
            summary: 'Done for Induction',
            enrolled_users: 1,
            unenrolled_users: 0,
            enrolled_groups: 1,
            unenrolled_groups: 0,
          },
        },
      };
    }
    const list = Object.keys(lists).find((name) => url.startsWith(`/v1/channel/${name}/p1`));
    const data = list ? lists[list] : [];
    return { status: 200, body: { data, meta: { pagination: { total: data?.length ?? 0 } } } };
  });
}

const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'POST');

describe('EnrolStepper for a playlist', () => {
  it('refuses to enrol with nothing ticked, with the spec message', async () => {
    const calls = serve();
    renderWithApp(<EnrolStepper target={PLAYLIST_ENROL_TARGET} subject={playlist} mode="enrol" onDone={vi.fn()} />);
    await screen.findByText('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol Selected' }));
    expect(await screen.findByText(MSG.ENROL_NOTHING_SELECTED)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('enrols the ticked user and group: assign_* mean enrol', async () => {
    const calls = serve();
    const onDone = vi.fn();
    renderWithApp(<EnrolStepper target={PLAYLIST_ENROL_TARGET} subject={playlist} mode="enrol" onDone={onDone} />);
    const notEnrolled = await screen.findByRole('table', { name: 'Users not enrolled on this playlist' });
    fireEvent.click(await within(notEnrolled).findByLabelText('Select Ada Tester'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const groups = await screen.findByRole('table', { name: 'Groups not enrolled on this playlist' });
    fireEvent.click(await within(groups).findByLabelText('Select Office'));
    fireEvent.click(screen.getByRole('button', { name: 'Enrol 1 user and 1 group' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [save] = posts(calls);
    expect(save?.url).toBe('/v1/channel/assign/p1');
    expect(JSON.parse(String(save?.init.body))).toEqual({ assign_users: ['u1'], assign_groups: ['g2'] });
  });

  it('unenrols only directly enrolled users (group members are locked) after a confirmation', async () => {
    const calls = serve();
    const onDone = vi.fn();
    renderWithApp(<EnrolStepper target={PLAYLIST_ENROL_TARGET} subject={playlist} mode="unenrol" onDone={onDone} />);
    const enrolled = await screen.findByRole('table', { name: 'Users enrolled on this playlist' });
    await within(enrolled).findByText('Grace');
    fireEvent.click(within(enrolled).getByLabelText('Select all rows on this page'));
    const grace = within(enrolled).getByLabelText(
      `Select Grace Tester: ${MSG.ENROL_GROUP_USER_TOOLTIP}`,
    ) as HTMLInputElement;
    expect(grace.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unenroll Selected' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(posts(calls)[0]?.init.body))).toEqual({ unassign_users: ['u4'], unassign_groups: [] });
  });
});
