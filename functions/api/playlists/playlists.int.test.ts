/**
 * Playlists against the running local stack: create (icon or image), edit, the Add / Remove Courses save, the
 * organiser's order, Additional Content, the Enrol / Unenroll panels and their lists, a learner's My Playlists and
 * details, My Team's playlist assignment, delete; and every denial (learner 403 on admin calls, another company 404,
 * a manager outside the team, a learner on a playlist they are not enrolled on or that is not published).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser, setManagerTeam, type TAddedUser } from '../../../test/factories/added-users';
import { createCourse, pdfFile, pngFile, publishedCourse, uploadFile } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { createPlaylist } from '../../../test/factories/playlists';
import { stackUrl } from '../../../test/factories/stack-context';

let owner: TRegistered;
let stranger: TRegistered;
let learner: { token: string; user: TAddedUser };
let manager: { token: string; user: TAddedUser };
let member: TAddedUser;
let outsider: TAddedUser;
let groupId: string;
const course = { first: '', second: '', draft: '', elsewhere: '' };

/** The user's course enrolment sources, read through their course rows (admin's view of one user). */
async function courseIdsOf(userId: string): Promise<string[]> {
  const rows = await call('GET', `/v1/enrolled-user-courses/${userId}?limit=100`, { token: owner.token });
  expect(rows.status).toBe(200);
  return (rows.body.data as { id: string }[]).map((row) => row.id).sort();
}

const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((row) => row.id).sort();

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  learner = await addSignedInUser(owner.token, { first_name: 'Lena', last_name: 'Learner' });
  manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  member = await addUser(owner.token, { first_name: 'Tina', last_name: 'Member' });
  outsider = await addUser(owner.token, { first_name: 'Otto', last_name: 'Side' });
  await setManagerTeam(owner.token, manager.user, [member.id]);
  course.first = await publishedCourse(owner.token, 'Fire Safety');
  course.second = await publishedCourse(owner.token, 'First Aid');
  course.draft = (await createCourse(owner.token, { name: 'Draft Course' })).id;
  course.elsewhere = await publishedCourse(stranger.token, 'Elsewhere');
  groupId = await addGroup(owner.token, `Induction group ${Date.now()}`);
  await addGroupMembers(owner.token, groupId, [outsider.id]);
});

describe('playlists: create, edit, courses and order', () => {
  let playlistId: string;

  it('creates a playlist with an icon: one level, no courses, not published', async () => {
    const created = await call('POST', '/v1/channels', {
      token: owner.token,
      body: {
        name: 'Induction',
        description: '<p>Start <b>here</b><script>alert(1)</script></p>',
        thumbnailOption: 'icon',
        icon: 'rocket',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MSG.PLAYLIST_ADDED);
    expect(created.body.data).toMatchObject({
      name: 'Induction',
      description: '<p>Start <b>here</b></p>',
      thumbnailOption: 'icon',
      icon: 'rocket',
      thumbnail: null,
      published: false,
      levels: 1,
      total_modules: 0,
      total_users: 0,
    });
    playlistId = created.body.data.id;
  });

  it('refuses a missing name, an unknown icon, and an image that was never uploaded', async () => {
    const noName = await call('POST', '/v1/channels', { token: owner.token, body: { icon: 'book' } });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.name).toBeDefined();
    const badIcon = await call('POST', '/v1/channels', { token: owner.token, body: { name: 'X', icon: 'skull' } });
    expect(badIcon.status).toBe(422);
    expect(badIcon.body.errors.icon).toEqual([MSG.PLAYLIST_ICON_INVALID]);
    const noIcon = await call('POST', '/v1/channels', {
      token: owner.token,
      body: { name: 'X', thumbnailOption: 'icon' },
    });
    expect(noIcon.body.errors.icon).toEqual([MSG.PLAYLIST_ICON_REQUIRED]);
    const noImage = await call('POST', '/v1/channels', {
      token: owner.token,
      body: { name: 'X', thumbnailOption: 'image', s3_url: `c/${owner.user.company_id}/thumbnail/nope/a.png` },
    });
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors.s3_url).toEqual([MSG.PLAYLIST_IMAGE_NOT_UPLOADED]);
    // Another company's verified upload is not this company's to use.
    const theirs = await uploadFile(stranger.token, 'thumbnail', await pngFile());
    const stolen = await call('POST', '/v1/channels', {
      token: owner.token,
      body: { name: 'X', thumbnailOption: 'image', s3_url: theirs },
    });
    expect(stolen.status).toBe(422);
  });

  it('creates one with an uploaded image, and switches between image and icon', async () => {
    const key = await uploadFile(owner.token, 'thumbnail', await pngFile('cover.png'));
    const created = await call('POST', '/v1/channels', {
      token: owner.token,
      body: { name: 'Pictured', thumbnailOption: 'image', s3_url: key, file: 'cover.png' },
    });
    expect(created.status).toBe(201);
    const thumbnail = created.body.data.thumbnail;
    expect(thumbnail.key).toMatch(
      new RegExp(`^c/${owner.user.company_id}/playlists/${created.body.data.id}/thumbnail/`),
    );
    const image = await fetch(new URL(thumbnail.thumb, stackUrl()));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const toIcon = await call('PATCH', `/v1/channels/${created.body.data.id}`, {
      token: owner.token,
      body: { thumbnailOption: 'icon', icon: 'trophy' },
    });
    expect(toIcon.status).toBe(200);
    expect(toIcon.body.data).toMatchObject({ thumbnailOption: 'icon', icon: 'trophy', thumbnail: null });
    const toImageWithout = await call('PATCH', `/v1/channels/${created.body.data.id}`, {
      token: owner.token,
      body: { thumbnailOption: 'image' },
    });
    expect(toImageWithout.status).toBe(422);
    expect(toImageWithout.body.errors.s3_url).toEqual([MSG.PLAYLIST_IMAGE_REQUIRED]);
  });

  it('edits the name and description; omitted fields stay', async () => {
    const edited = await call('PATCH', `/v1/channels/${playlistId}`, {
      token: owner.token,
      body: { name: 'Induction 2030' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MSG.PLAYLIST_UPDATED);
    expect(edited.body.data).toMatchObject({
      name: 'Induction 2030',
      icon: 'rocket',
      description: '<p>Start <b>here</b></p>',
    });
  });

  it("saves its courses: new ones go to Unassigned; unknown and other companies' courses are refused", async () => {
    const saved = await call('POST', `/v1/channel/modules/${playlistId}`, {
      token: owner.token,
      body: { modules: [course.first, course.second, course.draft] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.PLAYLIST_COURSES_SAVED);
    expect(saved.body.data).toMatchObject({ total_modules: 3, total_published_modules: 2, published: true });
    expect(saved.body.data.modules.map((m: { id: string; level: number }) => [m.id, m.level])).toEqual([
      [course.first, 0],
      [course.second, 0],
      [course.draft, 0],
    ]);
    const foreign = await call('POST', `/v1/channel/modules/${playlistId}`, {
      token: owner.token,
      body: { modules: [course.first, course.elsewhere] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.modules).toEqual([MSG.PLAYLIST_COURSES_INVALID]);
  });

  it('the organiser places courses on levels; Add Level raises the count; a wrong tree is refused', async () => {
    const ordered = await call('POST', '/v1/channel/course-order', {
      token: owner.token,
      body: {
        channel: playlistId,
        levels: 2,
        tree: [
          { id: course.second, level: 2, sort_order: 0 },
          { id: course.first, level: 1, sort_order: 0 },
          { id: course.draft, level: 0, sort_order: 0 },
        ],
      },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.message).toBe(MSG.PLAYLIST_ORGANISED);
    expect(ordered.body.data.levels).toBe(2);
    expect(ordered.body.data.modules.map((m: { id: string; level: number }) => [m.id, m.level])).toEqual([
      [course.draft, 0],
      [course.first, 1],
      [course.second, 2],
    ]);
    const missing = await call('POST', '/v1/channel/course-order', {
      token: owner.token,
      body: { channel: playlistId, tree: [{ id: course.first, level: 1, sort_order: 0 }] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.tree).toEqual([MSG.PLAYLIST_TREE_MISMATCH]);
    const tooHigh = await call('POST', '/v1/channel/course-order', {
      token: owner.token,
      body: {
        channel: playlistId,
        levels: 1,
        tree: [
          { id: course.second, level: 2, sort_order: 0 },
          { id: course.first, level: 1, sort_order: 0 },
          { id: course.draft, level: 0, sort_order: 0 },
        ],
      },
    });
    expect(tooHigh.status).toBe(422);
  });

  it('adds one course on a level (POST /channel/course)', async () => {
    const extra = await publishedCourse(owner.token, 'Extra Course');
    const added = await call('POST', '/v1/channel/course', {
      token: owner.token,
      body: { course: extra, channel: playlistId, level: 1 },
    });
    expect(added.status).toBe(200);
    expect(
      added.body.data.modules.filter((m: { level: number }) => m.level === 1).map((m: { id: string }) => m.id),
    ).toEqual([course.first, extra]);
    const back = await call('POST', `/v1/channel/modules/${playlistId}`, {
      token: owner.token,
      body: { modules: [course.first, course.second, course.draft] },
    });
    expect(back.body.data.total_modules).toBe(3);
  });

  it('lists playlists for the administrator: search and paging', async () => {
    const listed = await call('GET', '/v1/channels?search=name:induction&limit=5&page=1', { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { name: string }) => p.name)).toEqual(['Induction 2030']);
    expect(listed.body.meta.pagination).toMatchObject({ total: 1, per_page: 5, current_page: 1 });
    const all = await call('GET', '/v1/channels?limit=15', { token: owner.token });
    expect(all.body.data.length).toBeGreaterThanOrEqual(2);
  });

  describe('Additional Content', () => {
    let assetId: string;
    it('adds a file and lists it with a download link', async () => {
      const key = await uploadFile(owner.token, 'playlist-material', await pdfFile('Welcome pack.pdf'));
      const added = await call('POST', '/v1/channel/asset', {
        token: owner.token,
        body: { channel_id: playlistId, title: 'Welcome pack', s3_url: key, file: 'Welcome pack.pdf' },
      });
      expect(added.status).toBe(201);
      expect(added.body.message).toBe(MSG.ADDITIONAL_CONTENT_ADDED);
      expect(added.body.data).toMatchObject({ title: 'Welcome pack', file: { original_name: 'Welcome pack.pdf' } });
      assetId = added.body.data.id;
      const shown = await call('GET', `/v1/channels/${playlistId}?include=supplementalMaterial`, {
        token: owner.token,
      });
      expect(shown.body.data.supplementalMaterial.map((a: { id: string }) => a.id)).toEqual([assetId]);
      expect(shown.body.data.total_assets).toBe(1);
      const download = await fetch(shown.body.data.supplementalMaterial[0].file.url);
      expect(download.status).toBe(200);
      // A thumbnail upload is not Additional Content.
      const wrongKind = await uploadFile(owner.token, 'thumbnail', await pngFile());
      const refused = await call('POST', '/v1/channel/asset', {
        token: owner.token,
        body: { channel_id: playlistId, title: 'Nope', s3_url: wrongKind },
      });
      expect(refused.status).toBe(422);
    });

    it('removes it; another company cannot, and a second removal is 404', async () => {
      expect((await call('DELETE', `/v1/channel/asset/${assetId}`, { token: stranger.token })).status).toBe(404);
      const removed = await call('DELETE', `/v1/channel/asset/${assetId}`, { token: owner.token });
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe(MSG.ADDITIONAL_CONTENT_REMOVED);
      expect((await call('DELETE', `/v1/channel/asset/${assetId}`, { token: owner.token })).status).toBe(404);
    });
  });

  describe('enrolment', () => {
    it("enrols a user and a group: they get the playlist's courses", async () => {
      const enrolled = await call('POST', `/v1/channel/assign/${playlistId}`, {
        token: owner.token,
        body: { assign_users: [learner.user.id], assign_groups: [groupId] },
      });
      expect(enrolled.status).toBe(200);
      expect(enrolled.body).toMatchObject({
        message: MSG.ENROL_USERS_ENROLLED,
        data: { summary: 'You have enrolled 1 user(s) and 1 group(s) on to Induction 2030', enrolled_users: 1 },
      });
      expect(await courseIdsOf(learner.user.id)).toEqual([course.first, course.second, course.draft].sort());
      expect(await courseIdsOf(outsider.id)).toEqual([course.first, course.second, course.draft].sort());
      const shown = await call('GET', `/v1/channels/${playlistId}`, { token: owner.token });
      expect(shown.body.data).toMatchObject({ total_users: 2, individual_users: 1, group_users: 1, total_groups: 1 });
    });

    it('lists enrolled and unenrolled users and groups; group-only users are disabled', async () => {
      const enrolledUsers = await call('GET', `/v1/channel/enrolled-users/${playlistId}?limit=50`, {
        token: owner.token,
      });
      expect(ids(enrolledUsers)).toEqual([learner.user.id, outsider.id].sort());
      const outsiderRow = enrolledUsers.body.data.find((row: { id: string }) => row.id === outsider.id);
      expect(outsiderRow).toMatchObject({ disabled: true, individual: false });
      const unenrolled = await call('GET', `/v1/channel/unenrolled-users/${playlistId}?limit=50`, {
        token: owner.token,
      });
      expect(ids(unenrolled)).toContain(member.id);
      expect(ids(unenrolled)).not.toContain(learner.user.id);
      const searched = await call('GET', `/v1/channel/unenrolled-users/${playlistId}?search=first_name:tina`, {
        token: owner.token,
      });
      expect(ids(searched)).toEqual([member.id]);
      const all = await call('GET', `/v1/channel/users/all/${playlistId}?limit=50`, { token: owner.token });
      expect(all.body.data.find((row: { id: string }) => row.id === learner.user.id)).toMatchObject({ enrolled: true });
      const groups = await call('GET', `/v1/channel/enrolled-groups/${playlistId}`, { token: owner.token });
      expect(ids(groups)).toEqual([groupId]);
      const others = await call('GET', `/v1/channel/groups/${playlistId}`, { token: owner.token });
      expect(ids(others)).not.toContain(groupId);
    });

    it('refuses nothing selected, unknown users and groups, and both at once', async () => {
      const nothing = await call('POST', `/v1/channel/assign/${playlistId}`, { token: owner.token, body: {} });
      expect(nothing.status).toBe(422);
      expect(nothing.body.errors.assign_users).toEqual([MSG.ENROL_NOTHING_SELECTED]);
      const foreign = await call('POST', `/v1/channel/assign/${playlistId}`, {
        token: owner.token,
        body: { assign_users: [stranger.user.id] },
      });
      expect(foreign.status).toBe(422);
      const badGroup = await call('POST', `/v1/channel/assign/${playlistId}`, {
        token: owner.token,
        body: { assign_groups: ['no-such-group'] },
      });
      expect(badGroup.status).toBe(422);
      const both = await call('POST', `/v1/channel/assign/${playlistId}`, {
        token: owner.token,
        body: { assign_users: [member.id], unassign_users: [member.id] },
      });
      expect(both.status).toBe(422);
    });
  });

  describe('as a learner', () => {
    it('My Playlists and the details show the published playlist with its published courses only', async () => {
      const mine = await call('GET', '/v1/user/my-channels', { token: learner.token });
      expect(mine.status).toBe(200);
      expect(ids(mine)).toEqual([playlistId]);
      expect(mine.body.data[0]).toMatchObject({ total_published_modules: 2, total_users: 0 });
      const listed = await call('GET', '/v1/channels', { token: learner.token });
      expect(ids(listed)).toEqual([playlistId]);

      const details = await call(
        'GET',
        `/v1/channels/${playlistId}?include=modules,publishedmodules,supplementalMaterial`,
        {
          token: learner.token,
        },
      );
      expect(details.status).toBe(200);
      const shownIds = details.body.data.publishedmodules.map((m: { id: string }) => m.id);
      expect(shownIds).toEqual([course.first, course.second]);
      // include=modules never shows a learner an unpublished course.
      expect(details.body.data.modules.map((m: { id: string }) => m.id)).toEqual([course.first, course.second]);
      expect(details.body.data.publishedmodules[0].enrolled).toMatchObject({ state: 1, progress: 0 });
    });

    it('a playlist the learner is not enrolled on, or that is not published, is not found', async () => {
      const other = await createPlaylist(owner.token, 'Not for Lena');
      await call('POST', `/v1/channel/modules/${other}`, { token: owner.token, body: { modules: [course.first] } });
      expect((await call('GET', `/v1/channels/${other}`, { token: learner.token })).status).toBe(404);

      const unpublished = await createPlaylist(owner.token, 'Drafts only');
      await call('POST', `/v1/channel/modules/${unpublished}`, {
        token: owner.token,
        body: { modules: [course.draft] },
      });
      await call('POST', `/v1/channel/assign/${unpublished}`, {
        token: owner.token,
        body: { assign_users: [learner.user.id] },
      });
      expect((await call('GET', `/v1/channels/${unpublished}`, { token: learner.token })).status).toBe(404);
      expect(ids(await call('GET', '/v1/user/my-channels', { token: learner.token }))).toEqual([playlistId]);
    });

    it("may not call the administrator's playlist operations (403)", async () => {
      const token = learner.token;
      const denied = await Promise.all([
        call('POST', '/v1/channels', { token, body: { name: 'Mine', icon: 'book' } }),
        call('PATCH', `/v1/channels/${playlistId}`, { token, body: { name: 'Mine' } }),
        call('DELETE', `/v1/channels/${playlistId}`, { token }),
        call('POST', `/v1/channel/modules/${playlistId}`, { token, body: { modules: [] } }),
        call('POST', '/v1/channel/course-order', { token, body: { channel: playlistId, tree: [] } }),
        call('POST', `/v1/channel/assign/${playlistId}`, { token, body: { assign_users: [learner.user.id] } }),
        call('GET', `/v1/channel/enrolled-users/${playlistId}`, { token }),
        call('POST', `/v1/enrol/playlists/${learner.user.id}`, { token, body: { assign_playlists: [playlistId] } }),
        call('GET', `/v1/enrolled-user-playlists/${learner.user.id}`, { token }),
      ]);
      expect(denied.map((response) => response.status)).toEqual(denied.map(() => 403));
    });
  });

  describe('another company', () => {
    it("gets 404 for every playlist call on this company's playlist", async () => {
      const token = stranger.token;
      const responses = await Promise.all([
        call('GET', `/v1/channels/${playlistId}`, { token }),
        call('PATCH', `/v1/channels/${playlistId}`, { token, body: { name: 'Theirs' } }),
        call('DELETE', `/v1/channels/${playlistId}`, { token }),
        call('POST', `/v1/channel/modules/${playlistId}`, { token, body: { modules: [] } }),
        call('POST', '/v1/channel/course-order', { token, body: { channel: playlistId, tree: [] } }),
        call('POST', `/v1/channel/assign/${playlistId}`, { token, body: { assign_users: [stranger.user.id] } }),
        call('GET', `/v1/channel/enrolled-users/${playlistId}`, { token }),
        call('GET', `/v1/channel/groups/${playlistId}`, { token }),
        call('POST', '/v1/channel/asset', { token, body: { channel_id: playlistId, title: 'x', s3_url: 'x' } }),
        call('GET', `/v1/enrolled-user-playlists/${learner.user.id}`, { token }),
      ]);
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 404));
      const theirList = await call('GET', '/v1/channels', { token });
      expect(ids(theirList)).not.toContain(playlistId);
    });
  });

  describe('My Team', () => {
    it('a manager lists and assigns published playlists to their own team only', async () => {
      const unassigned = await call('GET', `/v1/unenrolled-user-playlists/${member.id}?limit=50`, {
        token: manager.token,
      });
      expect(unassigned.status).toBe(200);
      const row = unassigned.body.data.find((p: { id: string }) => p.id === playlistId);
      expect(row).toMatchObject({ published: true, disabled: false, enrolled: false });

      const assigned = await call('POST', `/v1/enrol/playlists/${member.id}`, {
        token: manager.token,
        body: { assign_playlists: [playlistId] },
      });
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({ message: MSG.PLAYLISTS_ENROLLED, data: { enrolled: 1 } });
      expect(await courseIdsOf(member.id)).toEqual([course.first, course.second, course.draft].sort());
      const enrolledList = await call('GET', `/v1/enrolled-user-playlists/${member.id}`, { token: manager.token });
      expect(enrolledList.body.data.map((p: { id: string }) => p.id)).toEqual([playlistId]);

      // Outside the team: 404 for the user; in a body list: 422.
      expect((await call('GET', `/v1/enrolled-user-playlists/${outsider.id}`, { token: manager.token })).status).toBe(
        404,
      );
      expect(
        (
          await call('POST', `/v1/enrol/playlists/${outsider.id}`, {
            token: manager.token,
            body: { assign_playlists: [playlistId] },
          })
        ).status,
      ).toBe(404);
      const teamWide = await call('POST', '/v1/enrol/users-to-channel', {
        token: manager.token,
        body: { users: [member.id, outsider.id], assign_playlists: [playlistId] },
      });
      expect(teamWide.status).toBe(422);
      expect(teamWide.body.errors.users).toEqual([MSG.TEAM_USERS_NOT_IN_TEAM]);

      // A manager only sees, and hands out, published playlists.
      const drafts = await createPlaylist(owner.token, 'Manager drafts');
      const refused = await call('POST', '/v1/enrol/users-to-channel', {
        token: manager.token,
        body: { users: [member.id], assign_playlists: [drafts] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.assign_playlists).toEqual([MSG.PLAYLIST_UNPUBLISHED]);
      const managerList = await call('GET', '/v1/channels?limit=50', { token: manager.token });
      expect(ids(managerList)).toContain(playlistId);
      expect(ids(managerList)).not.toContain(drafts);
      expect((await call('GET', `/v1/channels/${drafts}`, { token: manager.token })).status).toBe(404);

      const unassign = await call('POST', `/v1/enrol/playlists/${member.id}`, {
        token: manager.token,
        body: { unassign_playlists: [playlistId] },
      });
      expect(unassign.body).toMatchObject({ message: MSG.PLAYLISTS_UNENROLLED, data: { unenrolled: 1 } });
      expect(await courseIdsOf(member.id)).toEqual([]);
    });

    it('the administrator assigns to any active user, team-wide too; a group enrolment cannot be unassigned there', async () => {
      const teamWide = await call('POST', '/v1/enrol/users-to-channel', {
        token: owner.token,
        body: { users: [member.id], assign_playlists: [playlistId] },
      });
      expect(teamWide.status).toBe(200);
      expect(teamWide.body.message).toBe(MSG.PLAYLIST_ENROLLED);
      const grouped = await call('POST', `/v1/enrol/playlists/${outsider.id}`, {
        token: owner.token,
        body: { unassign_playlists: [playlistId] },
      });
      expect(grouped.status).toBe(422);
      expect(grouped.body.errors.unassign_playlists).toEqual([MSG.PLAYLIST_THROUGH_GROUP]);
    });
  });

  it('unenrols users and groups: their playlist courses go', async () => {
    const removed = await call('POST', `/v1/channel/assign/${playlistId}`, {
      token: owner.token,
      body: { unassign_users: [learner.user.id], unassign_groups: [groupId] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      message: MSG.PLAYLIST_USERS_UNENROLLED,
      data: { summary: 'You have unenrolled 1 user(s) and 1 group(s) from Induction 2030' },
    });
    // Lena keeps the draft course through the other playlist she is on ('Drafts only').
    expect(await courseIdsOf(learner.user.id)).toEqual([course.draft]);
    expect(await courseIdsOf(outsider.id)).toEqual([]);
  });

  it('deletes the playlist: members lose its courses, and it is gone', async () => {
    expect(await courseIdsOf(member.id)).toEqual([course.first, course.second, course.draft].sort());
    const deleted = await call('DELETE', `/v1/channels/${playlistId}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.PLAYLIST_DELETED);
    expect(await courseIdsOf(member.id)).toEqual([]);
    expect((await call('GET', `/v1/channels/${playlistId}`, { token: owner.token })).status).toBe(404);
    expect((await call('DELETE', `/v1/channels/${playlistId}`, { token: owner.token })).status).toBe(404);
  });
});
