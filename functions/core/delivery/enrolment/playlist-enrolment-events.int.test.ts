/**
 * Playlist enrolment events against the running local stack: every way a playlist enrolment changes (the Enrol /
 * Unenroll panels' POST /channel/assign/{id}, My Team's POST /enrol/playlists/{id} and POST /enrol/users-to-channel)
 * publishes playlist.assigned / playlist.unassigned, which the bus routes to record-course-event and which are
 * stored for the notifications, naming the playlist, the actor, the users and the groups.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../../test/factories/accounts';
import { addUser, type TAddedUser } from '../../../../test/factories/added-users';
import { addLink, createCourse } from '../../../../test/factories/courses';
import { call, drainEvents } from '../../../../test/factories/http';
import { addGroup } from '../../../../test/factories/people';
import { listDomainEvents, type TDomainEventItem } from '../../platform/events/domain-event-store';

let owner: TRegistered;
let solo: TAddedUser;
let other: TAddedUser;
let groupId: string;
const playlist = { panel: '', team: '', bulk: '' };

async function newPlaylist(name: string, courseId: string): Promise<string> {
  const created = await call('POST', '/v1/channels', {
    token: owner.token,
    body: { name, thumbnailOption: 'icon', icon: 'book' },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  expect(
    (await call('POST', `/v1/channel/modules/${id}`, { token: owner.token, body: { modules: [courseId] } })).status,
  ).toBe(200);
  return id;
}

/** The stored events of one type about one playlist, once at least `count` have arrived. */
async function storedFor(detailType: string, playlistId: string, count = 1): Promise<TDomainEventItem[]> {
  return eventually(async () => {
    const events = (await listDomainEvents(owner.user.company_id, detailType)).filter(
      (event) => event.detail.playlist_id === playlistId,
    );
    return events.length >= count ? events : undefined;
  });
}

beforeAll(async () => {
  owner = await registerCompany();
  solo = await addUser(owner.token, { first_name: 'Sol', last_name: 'Individual' });
  other = await addUser(owner.token, { first_name: 'Otto', last_name: 'Other' });
  groupId = await addGroup(owner.token, `Events group ${Date.now()}`);
  // Published playlists (a course with material, published), so My Team may hand them out too.
  const { id: courseId } = await createCourse(owner.token, { name: 'Playlist events course' });
  await addLink(owner.token, courseId);
  expect((await call('POST', `/v1/course/publish/${courseId}`, { token: owner.token })).status).toBe(200);
  playlist.panel = await newPlaylist('Panel playlist', courseId);
  playlist.team = await newPlaylist('Team playlist', courseId);
  playlist.bulk = await newPlaylist('Bulk playlist', courseId);
});

describe('playlist enrolment events', () => {
  it('the Enrol and Unenroll panels store playlist.assigned and playlist.unassigned with users and groups', async () => {
    const enrolled = await call('POST', `/v1/channel/assign/${playlist.panel}`, {
      token: owner.token,
      body: { assign_users: [solo.id], assign_groups: [groupId] },
    });
    expect(enrolled.status).toBe(200);
    const [assigned] = await storedFor(DETAIL_TYPE.PLAYLIST_ASSIGNED, playlist.panel);
    expect(assigned!.detail).toEqual({
      event_id: assigned!.event_id,
      company_id: owner.user.company_id,
      playlist_id: playlist.panel,
      actor_id: owner.user.id,
      user_ids: [solo.id],
      group_ids: [groupId],
      deadline: null,
      occurred_at: assigned!.occurred_at,
    });

    const unenrolled = await call('POST', `/v1/channel/assign/${playlist.panel}`, {
      token: owner.token,
      body: { unassign_users: [solo.id], unassign_groups: [groupId] },
    });
    expect(unenrolled.status).toBe(200);
    const [removed] = await storedFor(DETAIL_TYPE.PLAYLIST_UNASSIGNED, playlist.panel);
    expect(removed!.detail).toMatchObject({ user_ids: [solo.id], group_ids: [groupId], actor_id: owner.user.id });
    // Only the one assignment: the unenrol call published nothing on the assigned side.
    expect(await storedFor(DETAIL_TYPE.PLAYLIST_ASSIGNED, playlist.panel)).toHaveLength(1);
  });

  it("My Team's one-user assign and unassign store the same events", async () => {
    const assigned = await call('POST', `/v1/enrol/playlists/${other.id}`, {
      token: owner.token,
      body: { assign_playlists: [playlist.team] },
    });
    expect(assigned.status).toBe(200);
    const [stored] = await storedFor(DETAIL_TYPE.PLAYLIST_ASSIGNED, playlist.team);
    expect(stored!.detail).toMatchObject({ playlist_id: playlist.team, user_ids: [other.id], group_ids: [] });

    const unassigned = await call('POST', `/v1/enrol/playlists/${other.id}`, {
      token: owner.token,
      body: { unassign_playlists: [playlist.team] },
    });
    expect(unassigned.status).toBe(200);
    const [removed] = await storedFor(DETAIL_TYPE.PLAYLIST_UNASSIGNED, playlist.team);
    expect(removed!.detail).toMatchObject({ playlist_id: playlist.team, user_ids: [other.id], group_ids: [] });
  });

  it("My Team's bulk assign stores one event per playlist naming every user it gave it to", async () => {
    const assigned = await call('POST', '/v1/enrol/users-to-channel', {
      token: owner.token,
      body: { users: [solo.id, other.id], assign_playlists: [playlist.bulk, playlist.panel] },
    });
    expect(assigned.status).toBe(200);
    const [bulk] = await storedFor(DETAIL_TYPE.PLAYLIST_ASSIGNED, playlist.bulk);
    expect([...(bulk!.detail.user_ids as string[])].sort()).toEqual([solo.id, other.id].sort());
    const panel = await storedFor(DETAIL_TYPE.PLAYLIST_ASSIGNED, playlist.panel, 2);
    expect(panel).toHaveLength(2);

    // A repeat assigns nobody new, so nothing more is published.
    expect(
      (
        await call('POST', '/v1/enrol/users-to-channel', {
          token: owner.token,
          body: { users: [solo.id], assign_playlists: [playlist.bulk] },
        })
      ).status,
    ).toBe(200);
    await drainEvents();
    expect(await storedFor(DETAIL_TYPE.PLAYLIST_ASSIGNED, playlist.bulk)).toHaveLength(1);
  });
});
