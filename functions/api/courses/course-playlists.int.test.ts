/**
 * The Add / Edit Course panel's Playlists field against the running local stack: `channels` on create and update
 * puts the course in exactly those playlists (their modules follow, and so do the courses of the users enrolled on
 * them), the course calls show the playlists that hold it, and ids that are not playlists of the company are a 422
 * on `channels` before anything is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addUser, type TAddedUser } from '../../../test/factories/added-users';
import { createCourse, pngFile, uploadFile } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { getEnrolments } from '../../core/delivery/enrolment/enrolment-repository';
import { playlistSource } from '../../core/delivery/enrolment/enrolment-rules';

let owner: TRegistered;
let stranger: TRegistered;
let onFirst: TAddedUser;
let onSecond: TAddedUser;
const playlist = { first: '', second: '', elsewhere: '' };
let courseId: string;

async function newPlaylist(token: string, name: string): Promise<string> {
  const created = await call('POST', '/v1/channels', { token, body: { name, thumbnailOption: 'icon', icon: 'book' } });
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

/** The course ids a playlist holds (its modules), as the administrator's playlist call shows them. */
async function modulesOf(playlistId: string): Promise<string[]> {
  const shown = await call('GET', `/v1/channels/${playlistId}?include=modules`, { token: owner.token });
  expect(shown.status).toBe(200);
  return (shown.body.data.modules as { id: string }[]).map((module) => module.id);
}

/** The user's sources on the course (undefined: not enrolled). */
async function sourcesOn(user: TAddedUser, course: string) {
  const found = await getEnrolments(owner.user.company_id, [
    { userId: user.id, target: { type: 'course', id: course } },
  ]);
  return found.values().next().value?.sources;
}

async function channelsShown(course: string): Promise<string[]> {
  const info = await call('GET', `/v1/course-edit-info/${course}`, { token: owner.token });
  expect(info.status).toBe(200);
  return [...(info.body.data.channels as string[])].sort();
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  onFirst = await addUser(owner.token, { first_name: 'Fran', last_name: 'First' });
  onSecond = await addUser(owner.token, { first_name: 'Sam', last_name: 'Second' });
  playlist.first = await newPlaylist(owner.token, 'First playlist');
  playlist.second = await newPlaylist(owner.token, 'Second playlist');
  playlist.elsewhere = await newPlaylist(stranger.token, 'Another company');
  for (const [id, user] of [
    [playlist.first, onFirst],
    [playlist.second, onSecond],
  ] as const) {
    const assigned = await call('POST', `/v1/channel/assign/${id}`, {
      token: owner.token,
      body: { assign_users: [user.id] },
    });
    expect(assigned.status).toBe(200);
  }
});

describe('course playlists field', () => {
  it('creates a course in two playlists: both hold it, their users gain it, the course shows both', async () => {
    const created = await createCourse(owner.token, {
      name: 'Manual Handling',
      channels: [playlist.first, playlist.second],
    });
    courseId = created.id;
    expect([...(created.channels as string[])].sort()).toEqual([playlist.first, playlist.second].sort());
    expect(await modulesOf(playlist.first)).toEqual([courseId]);
    expect(await modulesOf(playlist.second)).toEqual([courseId]);
    expect(await sourcesOn(onFirst, courseId)).toEqual({ [playlistSource(playlist.first)]: '' });
    expect(await sourcesOn(onSecond, courseId)).toEqual({ [playlistSource(playlist.second)]: '' });
    expect(await channelsShown(courseId)).toEqual([playlist.first, playlist.second].sort());
  });

  it('edits the course to one playlist: the other lets it go and its users lose it', async () => {
    const updated = await call('PATCH', `/v1/courses/${courseId}`, {
      token: owner.token,
      body: { name: 'Manual Handling', channels: [playlist.first] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.channels).toEqual([playlist.first]);
    expect(await modulesOf(playlist.first)).toEqual([courseId]);
    expect(await modulesOf(playlist.second)).toEqual([]);
    expect(await sourcesOn(onFirst, courseId)).toEqual({ [playlistSource(playlist.first)]: '' });
    expect(await sourcesOn(onSecond, courseId)).toBeUndefined();
    expect(await channelsShown(courseId)).toEqual([playlist.first]);

    // The library and the course call read the same, and an edit without `channels` leaves them alone.
    const library = await call('GET', '/v1/courses?search=name:Manual%20Handling', { token: owner.token });
    expect(library.body.data.find((row: { id: string }) => row.id === courseId)?.channels).toEqual([playlist.first]);
    const renamed = await call('PATCH', `/v1/courses/${courseId}`, {
      token: owner.token,
      body: { name: 'Manual Handling 2' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.channels).toEqual([playlist.first]);
  });

  it('follows the playlists: a course added from the playlist side shows there too', async () => {
    const saved = await call('POST', `/v1/channel/modules/${playlist.second}`, {
      token: owner.token,
      body: { modules: [courseId] },
    });
    expect(saved.status).toBe(200);
    expect(await channelsShown(courseId)).toEqual([playlist.first, playlist.second].sort());
    const back = await call('PATCH', `/v1/courses/${courseId}`, {
      token: owner.token,
      body: { channels: [playlist.first] },
    });
    expect(back.status).toBe(200);
  });

  it("refuses another company's or an unknown playlist with a 422 on channels, writing nothing", async () => {
    const s3_url = await uploadFile(owner.token, 'thumbnail', await pngFile());
    for (const channels of [[playlist.elsewhere], [playlist.first, 'no-such-playlist']]) {
      const refused = await call('POST', '/v1/courses', {
        token: owner.token,
        body: { name: 'Never Created', hours: 1, minutes: 0, s3_url, channels },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.channels).toEqual([MSG.PLAYLISTS_INVALID]);
    }
    const library = await call('GET', '/v1/courses?search=name:Never%20Created', { token: owner.token });
    expect(library.body.data).toEqual([]);
    expect(await modulesOf(playlist.first)).toEqual([courseId]);

    const edit = await call('PATCH', `/v1/courses/${courseId}`, {
      token: owner.token,
      body: { name: 'Renamed Anyway', channels: [playlist.second, playlist.elsewhere] },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.channels).toEqual([MSG.PLAYLISTS_INVALID]);
    expect(await channelsShown(courseId)).toEqual([playlist.first]);
    expect(await modulesOf(playlist.second)).toEqual([]);
    const course = await call('GET', `/v1/courses/${courseId}`, { token: owner.token });
    expect(course.body.data.name).toBe('Manual Handling 2');
    // The other company's playlist is untouched.
    const theirs = await call('GET', `/v1/channels/${playlist.elsewhere}?include=modules`, { token: stranger.token });
    expect(theirs.body.data.modules).toEqual([]);
  });
});
