/**
 * Notifications end to end on the local stack: a change made through the API (enrol, deadlines, playlist, publish
 * state, completion) → its domain event → the notify-* consumer → the recipient's bell and the local outbox, per the
 * company's settings (get by, shown up, switches), the course's override and the user's own email switch. A
 * redelivered event sends nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, NOTIFICATION_TYPE } from '@skillway/shared';
import { listDomainEvents } from '@skillway/functions/core/platform/events/domain-event-store';
import { handler as notifyEnrolment } from '../../events/handlers/notify-enrolment';
import { eventually, registerCompany, waitForMail, type TOutboxMessage, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { addLink, createCourse, publishedCourse } from '../factories/courses';
import { call, drainEvents } from '../factories/http';
import { addGroup, addGroupMembers } from '../factories/people';
import { createPlaylist } from '../factories/playlists';
import { stackDataDir } from '../factories/stack-context';

interface TBellItem {
  id: string;
  title: string;
  read: boolean;
  data: { notification_type: number; course_id?: string; channel_id?: string };
}

async function bell(token: string): Promise<TBellItem[]> {
  const result = await call('GET', '/v1/get-notifications?page=1&limit=100', { token });
  expect(result.status).toBe(200);
  return result.body.data as TBellItem[];
}

/** Waits for the recipient's notification of `type` (about `targetId` when given). */
async function waitForBell(token: string, type: number, targetId?: string): Promise<TBellItem> {
  return eventually(async () =>
    (await bell(token)).find(
      (item) =>
        item.data.notification_type === type &&
        (targetId === undefined || item.data.course_id === targetId || item.data.channel_id === targetId),
    ),
  );
}

async function outbox(to: string): Promise<TOutboxMessage[]> {
  const dir = join(stackDataDir(), 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as TOutboxMessage),
  );
  return messages.filter((message) => message.to === to);
}

/** The stored domain event of `detailType` about `targetId`, once record-course-event has kept it. */
async function storedEvent(companyId: string, detailType: string, targetId: string) {
  return eventually(async () =>
    (await listDomainEvents(companyId, detailType)).find(
      (item) => item.detail.course_id === targetId || item.detail.playlist_id === targetId,
    ),
  );
}

/** Delivers a stored event to the consumer again, as EventBridge may (a retry or a replay from the archive). */
async function redeliver(detailType: string, detail: Record<string, unknown>) {
  const event: Parameters<typeof notifyEnrolment>[0] = {
    id: randomUUID(),
    'detail-type': detailType,
    source: 'skillway.app',
    version: '0',
    account: '0',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail,
  };
  await notifyEnrolment(event);
}

async function saveSettings(token: string, body: Record<string, unknown>) {
  const saved = await call('POST', '/v1/notification-setting', { token, body });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function enrol(token: string, courseId: string, body: Record<string, unknown>) {
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, { token, body });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
}

/** Waits until the stack has handled every event queued so far (for "nothing more arrives" checks). */
const settle = drainEvents;

describe('notifications from enrolment events', () => {
  let admin: TRegistered;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;
  let member: Awaited<ReturnType<typeof addSignedInUser>>;

  beforeAll(async () => {
    admin = await registerCompany();
    learner = await addSignedInUser(admin.token, { first_name: 'Lena' });
    member = await addSignedInUser(admin.token, { first_name: 'Gus' });
  });

  it('course_assign with the defaults: the user and the group member, in-app and by email, with a link to the course', async () => {
    const groupId = await addGroup(admin.token, `Notified ${randomUUID().slice(0, 6)}`);
    await addGroupMembers(admin.token, groupId, [member.user.id]);
    const courseId = await publishedCourse(admin.token, 'Fire Safety <Basics>');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id], assign_groups: [groupId] });

    const item = await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_ASSIGN, courseId);
    expect(item).toMatchObject({ read: false, data: { notification_type: 1, course_id: courseId } });
    expect(item.title).toContain('Fire Safety <Basics>');
    const mail = await waitForMail(learner.user.email, (m) => m.subject.includes('Fire Safety'));
    expect(mail.html).toContain(`/courses/details/${courseId}`);
    expect(mail.html).toContain('Fire Safety &lt;Basics&gt;');
    expect(mail.html).not.toContain('<Basics>');
    expect(mail.text).toContain('Lena');

    // The group's member follows the group.
    await waitForBell(member.token, NOTIFICATION_TYPE.COURSE_ASSIGN, courseId);
    await waitForMail(member.user.email, (m) => m.subject.includes('Fire Safety'));
    // get_by 2 (User) by default: the administrator gets no copy.
    await settle();
    expect((await bell(admin.token)).filter((n) => n.data.course_id === courseId)).toEqual([]);

    // The same event delivered again (a retry, a replay): still one notification and one email each.
    const stored = await storedEvent(admin.user.company_id, DETAIL_TYPE.COURSE_ASSIGNED, courseId);
    await redeliver(DETAIL_TYPE.COURSE_ASSIGNED, stored.detail);
    await redeliver(DETAIL_TYPE.COURSE_ASSIGNED, stored.detail);
    expect((await bell(learner.token)).filter((n) => n.data.course_id === courseId)).toHaveLength(1);
    expect((await outbox(learner.user.email)).filter((m) => m.subject.includes('Fire Safety'))).toHaveLength(1);
    expect((await outbox(member.user.email)).filter((m) => m.subject.includes('Fire Safety'))).toHaveLength(1);
  });

  it('deadline_set and deadline_changed: the user is told the date', async () => {
    const courseId = await publishedCourse(admin.token, 'Manual Handling');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id] });
    const set = await call('POST', `/v1/course/manage-deadlines/${courseId}`, {
      token: admin.token,
      body: { users: [learner.user.id], selected_date: '2031-03-14' },
    });
    expect(set.status).toBe(200);
    const first = await waitForBell(learner.token, NOTIFICATION_TYPE.DEADLINE_SET, courseId);
    expect(first.title).toContain('Manual Handling');
    const setMail = await waitForMail(learner.user.email, (m) => m.subject === first.title);
    expect(setMail.text).toContain('14-03-2031');

    const changed = await call('POST', `/v1/course/manage-deadlines/${courseId}`, {
      token: admin.token,
      body: { users: [learner.user.id], selected_date: '2031-04-01' },
    });
    expect(changed.status).toBe(200);
    const second = await waitForBell(learner.token, NOTIFICATION_TYPE.DEADLINE_CHANGED, courseId);
    const changedMail = await waitForMail(learner.user.email, (m) => m.subject === second.title);
    expect(changedMail.text).toContain('01-04-2031');
  });

  it('playlist_assign, and a course added to the playlist later is a course_assign', async () => {
    const first = await publishedCourse(admin.token, 'Playlist course one');
    const playlistId = await createPlaylist(admin.token, 'Onboarding path', [first]);
    const assigned = await call('POST', `/v1/channel/assign/${playlistId}`, {
      token: admin.token,
      body: { assign_users: [learner.user.id] },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const item = await waitForBell(learner.token, NOTIFICATION_TYPE.PLAYLIST_ASSIGN, playlistId);
    expect(item.data).toEqual({ notification_type: 2, channel_id: playlistId });
    const mail = await waitForMail(learner.user.email, (m) => m.subject.includes('Onboarding path'));
    expect(mail.html).toContain(`/playlist/details/${playlistId}`);

    const later = await publishedCourse(admin.token, 'Added later');
    const saved = await call('POST', `/v1/channel/modules/${playlistId}`, {
      token: admin.token,
      body: { modules: [first, later] },
    });
    expect(saved.status).toBe(200);
    await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_ASSIGN, later);
    await waitForMail(learner.user.email, (m) => m.subject.includes('Added later'));
  });

  it('course_status_changed to the enrolled users when a course is unpublished', async () => {
    const courseId = await publishedCourse(admin.token, 'Status watch');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id] });
    const unpublished = await call('POST', `/v1/course/unpublish/${courseId}`, { token: admin.token });
    expect(unpublished.status).toBe(200);
    const item = await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_STATUS_CHANGED, courseId);
    expect(item.title).toContain('Status watch');
  });

  it('course_completion when the learner finishes the course in the player', async () => {
    const course = await createCourse(admin.token, { name: 'Finish me' });
    const link = await addLink(admin.token, course.id);
    expect((await call('POST', `/v1/course/publish/${course.id}`, { token: admin.token })).status).toBe(200);
    await enrol(admin.token, course.id, { assign_users: [member.user.id] });
    const viewed = await call('POST', '/v1/assets-viewed', { token: member.token, body: { id: link.id } });
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    const item = await waitForBell(member.token, NOTIFICATION_TYPE.COURSE_COMPLETION, course.id);
    expect(item.title).toContain('Finish me');
    await waitForMail(member.user.email, (m) => m.subject === item.title);
  });
});

describe('notification settings applied to delivery', () => {
  it('get_by Admin with shown_up Email: only the administrators, only by email, naming the user', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token, { first_name: 'Ola', last_name: 'Quiet' });
    await saveSettings(admin.token, { get_by: 1, shown_up: 1 });
    const courseId = await publishedCourse(admin.token, 'Admin copy');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id] });

    const mail = await waitForMail(admin.email, (m) => m.subject.includes('Admin copy'));
    expect(mail.subject).toContain('Ola Quiet');
    await settle();
    expect((await bell(learner.token)).filter((n) => n.data.course_id === courseId)).toEqual([]);
    expect((await bell(admin.token)).filter((n) => n.data.course_id === courseId)).toEqual([]);
    expect((await outbox(learner.user.email)).filter((m) => m.subject.includes('Admin copy'))).toEqual([]);
  });

  it('get_by Both with shown_up Platform: the user and the administrator in-app, nobody by email', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    await saveSettings(admin.token, { get_by: 3, shown_up: 2 });
    const courseId = await publishedCourse(admin.token, 'Both in app');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id] });

    await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_ASSIGN, courseId);
    const copy = await waitForBell(admin.token, NOTIFICATION_TYPE.COURSE_ASSIGN, courseId);
    expect(copy.title).toContain(learner.user.first_name);
    await settle();
    expect((await outbox(learner.user.email)).filter((m) => m.subject.includes('Both in app'))).toEqual([]);
    expect((await outbox(admin.email)).filter((m) => m.subject.includes('Both in app'))).toEqual([]);
  });

  it('a switch off sends nothing; the course override turns it back on for that course', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    await saveSettings(admin.token, { course_assign: 0 });
    const quiet = await publishedCourse(admin.token, 'Switched off');
    const loud = await publishedCourse(admin.token, 'Overridden on');
    const override = await call('PATCH', `/v1/courses/${loud}`, {
      token: admin.token,
      body: { get_by: 2, shown_up: 3, course_assign: 1 },
    });
    expect(override.status, JSON.stringify(override.body)).toBe(200);

    await enrol(admin.token, quiet, { assign_users: [learner.user.id] });
    await enrol(admin.token, loud, { assign_users: [learner.user.id] });
    await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_ASSIGN, loud);
    await waitForMail(learner.user.email, (m) => m.subject.includes('Overridden on'));

    // The switched-off course's event, handled (again) to the end: nothing for anyone.
    const stored = await storedEvent(admin.user.company_id, DETAIL_TYPE.COURSE_ASSIGNED, quiet);
    await redeliver(DETAIL_TYPE.COURSE_ASSIGNED, stored.detail);
    expect((await bell(learner.token)).filter((n) => n.data.course_id === quiet)).toEqual([]);
    expect((await outbox(learner.user.email)).filter((m) => m.subject.includes('Switched off'))).toEqual([]);
  });

  it('a user who turned emails off still gets the in-app notification', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const off = await call('PUT', `/v1/user/update-notification/${learner.user.id}`, {
      token: learner.token,
      body: { is_notification: 0 },
    });
    expect(off.status).toBe(200);
    const courseId = await publishedCourse(admin.token, 'No email please');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id] });

    await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_ASSIGN, courseId);
    const stored = await storedEvent(admin.user.company_id, DETAIL_TYPE.COURSE_ASSIGNED, courseId);
    await redeliver(DETAIL_TYPE.COURSE_ASSIGNED, stored.detail);
    await settle();
    expect((await outbox(learner.user.email)).filter((m) => m.subject.includes('No email please'))).toEqual([]);
  });
});

describe('one notification read', () => {
  it('marks one read (the count drops); another user’s or company’s is a 404, to read and to delete', async () => {
    const admin = await registerCompany();
    const other = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const courseId = await publishedCourse(admin.token, 'Read me');
    await enrol(admin.token, courseId, { assign_users: [learner.user.id] });
    const item = await waitForBell(learner.token, NOTIFICATION_TYPE.COURSE_ASSIGN, courseId);

    const unread = async (token: string) =>
      (await call('GET', '/v1/get-unread-notification', { token })).body.data.count as number;
    const before = await unread(learner.token);
    expect(before).toBeGreaterThan(0);

    expect((await call('PUT', `/v1/notification/${item.id}/read`, { token: admin.token })).status).toBe(404);
    expect((await call('PUT', `/v1/notification/${item.id}/read`, { token: other.token })).status).toBe(404);
    expect((await call('DELETE', `/v1/notification/${item.id}`, { token: other.token })).status).toBe(404);

    const read = await call('PUT', `/v1/notification/${item.id}/read`, { token: learner.token });
    expect(read.status).toBe(200);
    expect(await unread(learner.token)).toBe(before - 1);
    expect((await bell(learner.token)).find((n) => n.id === item.id)?.read).toBe(true);
    // Again: still fine, and the count does not move.
    expect((await call('PUT', `/v1/notification/${item.id}/read`, { token: learner.token })).status).toBe(200);
    expect(await unread(learner.token)).toBe(before - 1);
    expect((await call('PUT', `/v1/notification/${randomUUID()}/read`, { token: learner.token })).status).toBe(404);
  });
});
