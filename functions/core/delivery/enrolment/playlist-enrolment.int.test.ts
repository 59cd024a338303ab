/**
 * Playlist-driven enrolment against the stack's table: a user enrolled on a playlist (directly or through a group)
 * holds `channel:<pid>` on every course of it, and nothing else of their course enrolments changes. Join, leave,
 * courses added and removed, two playlists sharing a course, playlist and course deletion, repeats, and counters
 * (user, course, playlist) moved with every change. Courses here are plain ids: the module needs no course item.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, ROLE } from '@skillway/shared';
import { registerCompany } from '../../../../test/factories/accounts';
import { call } from '../../../../test/factories/http';
import { addGroup, addPerson } from '../../../../test/factories/people';
import { setEventTransport } from '../../platform/events/publish-event';
import { deletePlaylist } from '../../workflows/playlist-commands';
import {
  changePlaylistModules,
  findPlaylist,
  newPlaylistId,
  putPlaylist,
} from '../../content/playlists/playlist-repository';
import { findUser } from '../../people/users/user-repository';
import { enrolUsers, removeTargetEverywhere, unenrolUsers } from './enrol-users';
import { getEnrolments, getTargetStats } from './enrolment-repository';
import { INDIVIDUAL, playlistSource, groupSource, type TTarget } from './enrolment-rules';
import { addGroupTarget, removeGroupTarget } from './group-enrolment';
import { playlistTarget } from './enrolment-targets';
import { syncPlaylistCourses, syncPlaylistMembers } from './playlist-enrolment';

const courseTarget = (id: string): TTarget => ({ type: 'course', id });
const newCourseId = () => `course-${randomUUID()}`;

describe('playlist-driven enrolment', () => {
  let adminToken: string;
  let companyId: string;
  const published: { detailType: string; detail: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const admin = await registerCompany();
    adminToken = admin.token;
    companyId = admin.user.company_id;
    // In process there is no bus: keep what is published (course.assigned for users a playlist's new course enrols).
    setEventTransport(async (detailType, detail) => {
      published.push({ detailType, detail });
    });
  });

  /** A playlist item holding `courseIds` on level 1, written the way the playlist commands write it. */
  async function playlistWith(courseIds: string[]): Promise<string> {
    const playlistId = newPlaylistId();
    await putPlaylist({
      company_id: companyId,
      playlist_id: playlistId,
      name: `Playlist ${playlistId.slice(0, 6)}`,
      description: '',
      thumbnail_option: 'icon',
      icon: 'book',
      levels: 1,
      modules: courseIds.map((course_id, sort_order) => ({ course_id, level: 1, sort_order })),
      total_modules: courseIds.length,
      total_assets: 0,
      version: 1,
      created_by: 'test',
    });
    return playlistId;
  }

  /** Adds or removes courses the way POST /channel/modules does: the modules write, then the sync. */
  async function setModules(playlistId: string, courseIds: string[]) {
    const result = await changePlaylistModules(companyId, playlistId, (current) => ({
      modules: courseIds.map((course_id, sort_order) => ({ course_id, level: 1, sort_order })),
      levels: current.levels,
    }));
    const before = new Set(result!.before.modules.map((module) => module.course_id));
    const after = new Set(courseIds);
    const removed = [...before].filter((id) => !after.has(id));
    const added = courseIds.filter((id) => !before.has(id));
    await syncPlaylistCourses(companyId, playlistId, [...added, ...removed], removed);
  }

  async function sources(userId: string, courseId: string) {
    const found = await getEnrolments(companyId, [{ userId, target: courseTarget(courseId) }]);
    return found.values().next().value?.sources;
  }

  async function counters(userId: string) {
    const user = await findUser(companyId, userId, true);
    return { courses: user?.total_courses ?? 0, channels: user?.total_channels ?? 0 };
  }

  async function setMembers(groupId: string, assign: string[], unassign: string[] = []) {
    const result = await call('POST', `/v1/groups/users/add/${groupId}`, {
      token: adminToken,
      body: { assign_users: assign, unassign_users: unassign },
    });
    expect(result.status).toBe(200);
  }

  it('a user enrolled on a playlist holds its source on every course of it; unenrolling takes them away', async () => {
    const [c1, c2] = [newCourseId(), newCourseId()];
    const playlistId = await playlistWith([c1, c2]);
    const person = await addPerson(companyId, ROLE.USER, 'pl-join');
    const source = playlistSource(playlistId);

    await enrolUsers(companyId, playlistTarget(playlistId), [person.id]);
    expect(await sources(person.id, c1)).toEqual({ [source]: '' });
    expect(await sources(person.id, c2)).toEqual({ [source]: '' });
    expect(await counters(person.id)).toEqual({ courses: 2, channels: 1 });
    expect(await getTargetStats(companyId, courseTarget(c1))).toMatchObject({
      total_users: 1,
      channel_users: 1,
      individual_users: 0,
      not_started: 1,
    });
    expect(await getTargetStats(companyId, playlistTarget(playlistId))).toMatchObject({
      total_users: 1,
      individual_users: 1,
    });

    // Repeats change nothing: no enrolment written, no counter moved.
    const again = await enrolUsers(companyId, playlistTarget(playlistId), [person.id]);
    expect(again).toEqual({ created: 0, updated: 0, removed: 0, skipped: 0 });
    await syncPlaylistMembers(companyId, playlistId, [person.id]);
    expect(await counters(person.id)).toEqual({ courses: 2, channels: 1 });
    expect(await getTargetStats(companyId, courseTarget(c1))).toMatchObject({ total_users: 1, channel_users: 1 });

    await unenrolUsers(companyId, playlistTarget(playlistId), [person.id]);
    expect(await sources(person.id, c1)).toBeUndefined();
    expect(await sources(person.id, c2)).toBeUndefined();
    expect(await counters(person.id)).toEqual({ courses: 0, channels: 0 });
    expect(await getTargetStats(companyId, courseTarget(c1))).toMatchObject({
      total_users: 0,
      channel_users: 0,
      not_started: 0,
    });
  });

  it("an individual course enrolment survives the playlist's: only the playlist's source goes", async () => {
    const c1 = newCourseId();
    const playlistId = await playlistWith([c1]);
    const person = await addPerson(companyId, ROLE.USER, 'pl-keep');
    await enrolUsers(companyId, courseTarget(c1), [person.id], { deadline: '2031-01-31' });
    await enrolUsers(companyId, playlistTarget(playlistId), [person.id]);
    expect(await sources(person.id, c1)).toEqual({ [INDIVIDUAL]: '2031-01-31', [playlistSource(playlistId)]: '' });
    expect(await counters(person.id)).toEqual({ courses: 1, channels: 1 });

    await unenrolUsers(companyId, playlistTarget(playlistId), [person.id]);
    expect(await sources(person.id, c1)).toEqual({ [INDIVIDUAL]: '2031-01-31' });
    expect(await counters(person.id)).toEqual({ courses: 1, channels: 0 });
  });

  it('group members follow the group: joining gives the playlist and its courses, leaving takes them', async () => {
    const c1 = newCourseId();
    const playlistId = await playlistWith([c1]);
    const groupId = await addGroup(adminToken, `Playlist group ${randomUUID().slice(0, 6)}`);
    await addGroupTarget(companyId, groupId, playlistTarget(playlistId));
    const person = await addPerson(companyId, ROLE.USER, 'pl-member');

    await setMembers(groupId, [person.id]);
    const playlistEnrolment = await getEnrolments(companyId, [
      { userId: person.id, target: playlistTarget(playlistId) },
    ]);
    expect(playlistEnrolment.values().next().value?.sources).toEqual({ [groupSource(groupId)]: '' });
    expect(await sources(person.id, c1)).toEqual({ [playlistSource(playlistId)]: '' });
    expect(await getTargetStats(companyId, playlistTarget(playlistId))).toMatchObject({
      total_users: 1,
      group_users: 1,
      total_groups: 1,
    });

    await setMembers(groupId, [], [person.id]);
    expect(await sources(person.id, c1)).toBeUndefined();
    expect(await counters(person.id)).toEqual({ courses: 0, channels: 0 });

    // Linking a group with members enrols them all; unlinking takes it back.
    await setMembers(groupId, [person.id]);
    await removeGroupTarget(companyId, groupId, playlistTarget(playlistId));
    expect(await sources(person.id, c1)).toBeUndefined();
    await addGroupTarget(companyId, groupId, playlistTarget(playlistId));
    expect(await sources(person.id, c1)).toEqual({ [playlistSource(playlistId)]: '' });
  });

  it("a course added to the playlist enrols its users; a course removed takes only the playlist's source", async () => {
    const [c1, c2] = [newCourseId(), newCourseId()];
    const playlistId = await playlistWith([c1]);
    const [a, b] = await Promise.all([
      addPerson(companyId, ROLE.USER, 'pl-add-a'),
      addPerson(companyId, ROLE.USER, 'pl-add-b'),
    ]);
    await enrolUsers(companyId, playlistTarget(playlistId), [a.id, b.id]);
    await enrolUsers(companyId, courseTarget(c1), [b.id]);

    await setModules(playlistId, [c1, c2]);
    expect(await sources(a.id, c2)).toEqual({ [playlistSource(playlistId)]: '' });
    expect(await sources(b.id, c2)).toEqual({ [playlistSource(playlistId)]: '' });
    expect(await getTargetStats(companyId, courseTarget(c2))).toMatchObject({ total_users: 2, channel_users: 2 });
    expect(await counters(a.id)).toEqual({ courses: 2, channels: 1 });
    // Both are new on c2 and are told so (the notifications' course_assign); nobody is new on c1.
    const assigned = (courseId: string) =>
      published.filter((e) => e.detailType === DETAIL_TYPE.COURSE_ASSIGNED && e.detail.course_id === courseId);
    expect(assigned(c2).map((e) => [...(e.detail.user_ids as string[])].sort())).toEqual([[a.id, b.id].sort()]);
    expect(assigned(c1)).toEqual([]);

    await setModules(playlistId, [c2]);
    expect(await sources(a.id, c1)).toBeUndefined();
    expect(await sources(b.id, c1)).toEqual({ [INDIVIDUAL]: '' });
    expect(await getTargetStats(companyId, courseTarget(c1))).toMatchObject({
      total_users: 1,
      channel_users: 0,
      individual_users: 1,
    });
    expect(await counters(a.id)).toEqual({ courses: 1, channels: 1 });

    // The same save again changes nothing.
    await setModules(playlistId, [c2]);
    await syncPlaylistCourses(companyId, playlistId, [c1, c2], [c1]);
    expect(await counters(a.id)).toEqual({ courses: 1, channels: 1 });
    expect(await getTargetStats(companyId, courseTarget(c2))).toMatchObject({ total_users: 2, channel_users: 2 });
  });

  it('two playlists sharing a course: leaving one keeps the course through the other', async () => {
    const shared = newCourseId();
    const p1 = await playlistWith([shared]);
    const p2 = await playlistWith([shared]);
    const person = await addPerson(companyId, ROLE.USER, 'pl-two');
    await enrolUsers(companyId, playlistTarget(p1), [person.id]);
    await enrolUsers(companyId, playlistTarget(p2), [person.id]);
    expect(await sources(person.id, shared)).toEqual({ [playlistSource(p1)]: '', [playlistSource(p2)]: '' });
    expect(await counters(person.id)).toEqual({ courses: 1, channels: 2 });
    expect(await getTargetStats(companyId, courseTarget(shared))).toMatchObject({ total_users: 1, channel_users: 1 });

    await unenrolUsers(companyId, playlistTarget(p1), [person.id]);
    expect(await sources(person.id, shared)).toEqual({ [playlistSource(p2)]: '' });
    expect(await counters(person.id)).toEqual({ courses: 1, channels: 1 });
  });

  it('deleting a playlist unenrols everyone and sweeps its source off its courses; a repeat finishes the job', async () => {
    const [c1, c2] = [newCourseId(), newCourseId()];
    const playlistId = await playlistWith([c1, c2]);
    const groupId = await addGroup(adminToken, `Deleted playlist ${randomUUID().slice(0, 6)}`);
    const [direct, member] = await Promise.all([
      addPerson(companyId, ROLE.USER, 'pl-del-a'),
      addPerson(companyId, ROLE.USER, 'pl-del-b'),
    ]);
    await setMembers(groupId, [member.id]);
    await addGroupTarget(companyId, groupId, playlistTarget(playlistId));
    await enrolUsers(companyId, playlistTarget(playlistId), [direct.id]);
    await enrolUsers(companyId, courseTarget(c2), [direct.id]);

    await deletePlaylist(companyId, playlistId);
    expect(await findPlaylist(companyId, playlistId)).toBeUndefined();
    expect(await sources(direct.id, c1)).toBeUndefined();
    expect(await sources(direct.id, c2)).toEqual({ [INDIVIDUAL]: '' });
    expect(await sources(member.id, c1)).toBeUndefined();
    expect(await counters(direct.id)).toEqual({ courses: 1, channels: 0 });
    expect(await counters(member.id)).toEqual({ courses: 0, channels: 0 });
    const group = await call('GET', `/v1/groups/${groupId}`, { token: adminToken });
    expect(group.body.data.total_channels).toBe(0);
    expect(await getTargetStats(companyId, courseTarget(c1))).toMatchObject({ total_users: 0, channel_users: 0 });
    expect(await getTargetStats(companyId, playlistTarget(playlistId))).toMatchObject({ total_users: 0 });

    // A source left behind (a run that stopped part-way) is swept by running the sync again.
    await enrolUsers(companyId, courseTarget(c1), [member.id], { source: playlistSource(playlistId) });
    await syncPlaylistCourses(companyId, playlistId, [c1], [c1]);
    expect(await sources(member.id, c1)).toBeUndefined();
  });

  it('a deleted course leaves every playlist that held it', async () => {
    const [c1, c2] = [newCourseId(), newCourseId()];
    const playlistId = await playlistWith([c1, c2]);
    const person = await addPerson(companyId, ROLE.USER, 'pl-course-gone');
    await enrolUsers(companyId, playlistTarget(playlistId), [person.id]);

    await removeTargetEverywhere(companyId, courseTarget(c1));
    const playlist = await findPlaylist(companyId, playlistId);
    expect(playlist?.modules.map((module) => module.course_id)).toEqual([c2]);
    expect(playlist?.total_modules).toBe(1);
    expect(await sources(person.id, c1)).toBeUndefined();
    expect(await counters(person.id)).toEqual({ courses: 1, channels: 1 });
  });

  it('an enrolment on a playlist that does not exist gives no courses', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'pl-none');
    await enrolUsers(companyId, playlistTarget(`missing-${randomUUID()}`), [person.id]);
    expect(await counters(person.id)).toEqual({ courses: 0, channels: 1 });
  });
});
