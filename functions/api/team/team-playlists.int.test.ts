/**
 * My Team's playlist assignment from the manager's side, against the running local stack: what the Assign to
 * Playlists panel and the Assign Playlists stepper list and save, how the playlist's courses then show on the Assign
 * to Courses panel, and what the server refuses (a manager outside their team, unpublished and other companies'
 * playlists, an enrolment held through a group, a learner). functions/api/playlists/playlists.int.test.ts covers the
 * administrator's side of the same calls.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser, setManagerTeam, type TAddedUser } from '../../../test/factories/added-users';
import { createCourse, publishedCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { createPlaylist } from '../../../test/factories/playlists';

interface TRow {
  id: string;
  name: string;
  published: boolean;
  enrolled: boolean;
  individual: boolean;
  disabled: boolean;
}

let owner: TRegistered;
let stranger: TRegistered;
let manager: { token: string; user: TAddedUser };
let otherManager: { token: string; user: TAddedUser };
let learner: { token: string; user: TAddedUser };
let member: TAddedUser;
let grouped: TAddedUser;
const course = { safety: '', draft: '' };
const playlist = { published: '', draft: '', grouped: '', elsewhere: '' };

const rows = (response: { body: { data: TRow[] } }) => response.body.data;
const byId = (response: { body: { data: TRow[] } }, id: string) => rows(response).find((row) => row.id === id);
const userPlaylists = (scope: 'enrolled' | 'unenrolled', userId: string, token: string) =>
  call('GET', `/v1/${scope}-user-playlists/${userId}?limit=50`, { token });
const assign = (userId: string, token: string, body: Record<string, unknown>) =>
  call('POST', `/v1/enrol/playlists/${userId}`, { token, body });
const assignTeam = (token: string, body: Record<string, unknown>) =>
  call('POST', '/v1/enrol/users-to-channel', { token, body });

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  otherManager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER, first_name: 'Max', last_name: 'Other' });
  learner = await addSignedInUser(owner.token, { first_name: 'Lena', last_name: 'Learner' });
  member = await addUser(owner.token, { first_name: 'Tina', last_name: 'Member' });
  grouped = await addUser(owner.token, { first_name: 'Gus', last_name: 'Grouped' });
  await setManagerTeam(owner.token, manager.user, [member.id, grouped.id]);
  await setManagerTeam(owner.token, otherManager.user, [learner.user.id]);

  course.safety = await publishedCourse(owner.token, 'Fire Safety');
  course.draft = (await createCourse(owner.token, { name: 'Draft Course' })).id;
  playlist.published = await createPlaylist(owner.token, 'Onboarding', [course.safety]);
  playlist.draft = await createPlaylist(owner.token, 'Drafts only', [course.draft]);
  playlist.grouped = await createPlaylist(owner.token, 'Warehouse', [course.safety]);
  playlist.elsewhere = await createPlaylist(stranger.token, 'Elsewhere', [
    await publishedCourse(stranger.token, 'Theirs'),
  ]);

  // Gus is on Warehouse through a group only.
  const groupId = await addGroup(owner.token, `Warehouse ${Date.now()}`);
  await addGroupMembers(owner.token, groupId, [grouped.id]);
  const enrolled = await call('POST', `/v1/channel/assign/${playlist.grouped}`, {
    token: owner.token,
    body: { assign_groups: [groupId] },
  });
  expect(enrolled.status).toBe(200);
});

describe('My Team: a manager assigns playlists', () => {
  it('lists the unpublished playlist as disabled and offers only published ones on the stepper', async () => {
    const unassigned = await userPlaylists('unenrolled', member.id, manager.token);
    expect(unassigned.status).toBe(200);
    expect(byId(unassigned, playlist.published)).toMatchObject({ published: true, disabled: false });
    expect(byId(unassigned, playlist.draft)).toMatchObject({ published: false, disabled: true });
    expect(byId(unassigned, playlist.elsewhere)).toBeUndefined();

    const offered = await call('GET', '/v1/channels?limit=5&search=name:o', { token: manager.token });
    expect(offered.status).toBe(200);
    const ids = rows(offered).map((row) => row.id);
    expect(ids).toContain(playlist.published);
    expect(ids).not.toContain(playlist.draft);
    expect(ids).not.toContain(playlist.elsewhere);
  });

  it("assigns one: the playlist's course follows, locked on the Assign to Courses panel; unassigning takes it away", async () => {
    const saved = await assign(member.id, manager.token, { assign_playlists: [playlist.published] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: MSG.PLAYLISTS_ENROLLED, data: { enrolled: 1, unenrolled: 0 } });
    expect(byId(await userPlaylists('enrolled', member.id, manager.token), playlist.published)).toMatchObject({
      enrolled: true,
      individual: true,
      disabled: false,
    });

    // The course came through the playlist: the course panel shows it but will not unassign it.
    const courses = await call('GET', `/v1/enrolled-user-courses/${member.id}?limit=50`, { token: manager.token });
    expect(byId(courses, course.safety)).toMatchObject({ enrolled: true, individual: false, disabled: true });
    const refused = await call('POST', `/v1/enrol/courses/${member.id}`, {
      token: manager.token,
      body: { unassign_courses: [course.safety] },
    });
    expect(refused.status).toBe(422);

    const unassigned = await assign(member.id, manager.token, { unassign_playlists: [playlist.published] });
    expect(unassigned.body).toMatchObject({ message: MSG.PLAYLISTS_UNENROLLED, data: { enrolled: 0, unenrolled: 1 } });
    const after = await call('GET', `/v1/enrolled-user-courses/${member.id}?limit=50`, { token: manager.token });
    expect(byId(after, course.safety)).toBeUndefined();
  });

  it('assigns the team at once: one playlist says so in the singular', async () => {
    const saved = await assignTeam(manager.token, {
      users: [member.id, grouped.id],
      assign_playlists: [playlist.published],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: MSG.PLAYLIST_ENROLLED, data: { enrolled: 2 } });
    for (const user of [member, grouped])
      expect(byId(await userPlaylists('enrolled', user.id, manager.token), playlist.published)?.enrolled).toBe(true);
  });

  it('refuses unpublished and unknown playlists, and a group enrolment, with field errors', async () => {
    const draft = await assign(member.id, manager.token, { assign_playlists: [playlist.draft] });
    expect(draft.status).toBe(422);
    expect(draft.body.errors.assign_playlists).toEqual([MSG.PLAYLIST_UNPUBLISHED]);

    const elsewhere = await assign(member.id, manager.token, { assign_playlists: [playlist.elsewhere] });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.assign_playlists).toEqual([MSG.PLAYLISTS_INVALID]);
    const elsewhereTeam = await assignTeam(manager.token, {
      users: [member.id],
      assign_playlists: [playlist.elsewhere],
    });
    expect(elsewhereTeam.status).toBe(422);

    const nothing = await assign(member.id, manager.token, {});
    expect(nothing.body.errors.assign_playlists).toEqual([MSG.PLAYLISTS_NONE_SELECTED]);

    const locked = byId(await userPlaylists('enrolled', grouped.id, manager.token), playlist.grouped);
    expect(locked).toMatchObject({ enrolled: true, individual: false, disabled: true });
    const throughGroup = await assign(grouped.id, manager.token, { unassign_playlists: [playlist.grouped] });
    expect(throughGroup.status).toBe(422);
    expect(throughGroup.body.errors.unassign_playlists).toEqual([MSG.PLAYLIST_THROUGH_GROUP]);
  });

  it("a manager outside the user's team gets 404 for them, and a 422 on the team-wide list", async () => {
    const token = otherManager.token;
    const responses = await Promise.all([
      userPlaylists('enrolled', member.id, token),
      userPlaylists('unenrolled', member.id, token),
      assign(member.id, token, { assign_playlists: [playlist.published] }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404]);
    const teamWide = await assignTeam(token, { users: [member.id], assign_playlists: [playlist.published] });
    expect(teamWide.status).toBe(422);
    expect(teamWide.body.errors.users).toEqual([MSG.TEAM_USERS_NOT_IN_TEAM]);
    // Their own team member is fine.
    expect((await userPlaylists('unenrolled', learner.user.id, token)).status).toBe(200);
  });

  it('a learner may not call any of them (403)', async () => {
    const token = learner.token;
    const responses = await Promise.all([
      userPlaylists('enrolled', member.id, token),
      userPlaylists('unenrolled', member.id, token),
      assign(member.id, token, { assign_playlists: [playlist.published] }),
      assignTeam(token, { users: [member.id], assign_playlists: [playlist.published] }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([403, 403, 403, 403]);
  });
});
