/**
 * My Team's deadlines against the running local stack: a manager assigns courses with a deadline (one user and the
 * team-wide stepper) by the administrator's enrol rules, the cards show each member's progress and overdue and
 * due-this-week courses, and Nudge reminds a member of them by email and bell notification, once a day. Dates are
 * computed from the run's clock (pinned by `npm test`) on the product's calendars, far enough from the day's edges
 * to hold at any instant of the year.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MSG, ROLE, TEAM_NUDGE } from '@skillway/shared';
import { eventually, registerCompany, waitForMail, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser, setManagerTeam, type TAddedUser } from '../../../test/factories/added-users';
import { publishedCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { enrolmentEntity } from '../../core/platform/db/entities/enrolment';
import { listDomainEvents } from '../../core/platform/events/domain-event-store';
import { addDays, londonDay } from '../../core/platform/format/calendar-day';
import { formatDay } from '../../core/platform/format/format-day';

interface TCard {
  id: string;
  total_courses: number;
  total_completed_courses: number;
  overdue_courses: number;
  due_soon_courses: number;
}

type TSignedIn = Awaited<ReturnType<typeof addSignedInUser>>;

let owner: TRegistered;
let stranger: TRegistered;
let manager: TSignedIn;
let jane: TSignedIn;
let tom: TAddedUser;
let sam: TAddedUser;
let outsider: TAddedUser;
const course = { fire: '', aid: '', handling: '' };
// The product's "today" for deadlines as the reminders count them (Europe/London); the days used are at least two
// away from it, so a run that crosses midnight on any calendar still agrees with the server.
const today = londonDay(new Date());
const NUDGE_SUBJECT = 'A reminder from Mona Ager: your courses to complete';

const assign = (userId: string, token: string, body: Record<string, unknown>) =>
  call('POST', `/v1/enrol/courses/${userId}`, { token, body });
const assignTeam = (token: string, body: Record<string, unknown>) =>
  call('POST', '/v1/enrol/users-to-courses', { token, body });
const nudge = (userId: string, token: string) => call('POST', `/v1/my-team/${userId}/nudge`, { token });

async function deadlines(userId: string): Promise<Record<string, string | null>> {
  const listed = await call('GET', `/v1/enrolled-user-courses/${userId}?limit=50`, { token: owner.token });
  expect(listed.status).toBe(200);
  return Object.fromEntries(
    (listed.body.data as { id: string; deadline: string | null }[]).map((row) => [row.id, row.deadline]),
  );
}

async function cards(token: string): Promise<Map<string, TCard>> {
  const listed = await call('GET', '/v1/my-team?limit=999999', { token });
  expect(listed.status).toBe(200);
  return new Map((listed.body.data as TCard[]).map((card) => [card.id, card]));
}

/** A deadline that has passed: the API refuses to set one, so the stored enrolment is moved back in time. */
async function moveDeadline(userId: string, courseId: string, deadline: string) {
  await enrolmentEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: owner.user.company_id,
      target_type: 'course',
      target_id: courseId,
      user_id: userId,
      deadline,
      sources: { individual: deadline },
    })
    .send();
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  jane = await addSignedInUser(owner.token, { first_name: 'Jane', last_name: 'Smith' });
  tom = await addUser(owner.token, { first_name: 'Tom', last_name: 'Jones' });
  sam = await addUser(owner.token, { first_name: 'Sam', last_name: 'Clear' });
  outsider = await addUser(owner.token, { first_name: 'Otto', last_name: 'Side' });
  await setManagerTeam(owner.token, manager.user, [jane.user.id, tom.id, sam.id]);
  course.fire = await publishedCourse(owner.token, 'Fire Safety');
  course.aid = await publishedCourse(owner.token, 'First Aid');
  course.handling = await publishedCourse(owner.token, 'Manual Handling');
});

describe('assigning courses with a deadline (My Team)', () => {
  it('stores the deadline on the new enrolments of both calls, as the administrator enrols, and announces it', async () => {
    const later = addDays(today, 20);
    const one = await assign(jane.user.id, manager.token, { assign_courses: [course.fire], selected_date: later });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(
      await assign(sam.id, manager.token, { assign_courses: [course.handling], selected_date: addDays(today, 30) }),
    ).toMatchObject({ status: 200 });

    const soon = addDays(today, 2);
    const team = await assignTeam(manager.token, {
      users: [jane.user.id, tom.id],
      assign_courses: [course.aid, course.fire],
      selected_date: soon,
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    // Three new enrolments: Jane keeps Fire Safety as it was, with its own deadline.
    expect(team.body.data).toEqual({
      summary: 'You have enrolled 2 user(s) on 2 course(s)',
      enrolled: 3,
      unenrolled: 0,
    });
    expect(await deadlines(jane.user.id)).toEqual({ [course.fire]: later, [course.aid]: soon });
    expect(await deadlines(tom.id)).toEqual({ [course.fire]: soon, [course.aid]: soon });

    // The administrator's enrol list shows it, and course.assigned carries it as the admin's enrolment's does.
    const enrolled = await call('GET', `/v1/course/enrolled-users/${course.aid}?limit=50`, { token: owner.token });
    const rows = enrolled.body.data as { id: string; deadline: string | null; individual: boolean }[];
    expect(rows.find((row) => row.id === tom.id)).toMatchObject({ deadline: soon, individual: true });
    const events = await eventually(async () => {
      const found = await listDomainEvents(owner.user.company_id, 'course.assigned');
      const mine = found.filter((event) => event.detail.actor_id === manager.user.id);
      return mine.length >= 4 ? mine : undefined;
    });
    expect(events.map((event) => event.detail.deadline).sort()).toEqual([soon, soon, later, addDays(today, 30)].sort());
  });

  it('refuses a bad deadline with a 422 naming selected_date, on both calls, and assigns nothing', async () => {
    const nextYear = Number(today.slice(0, 4)) + 1;
    const cases: [unknown, string][] = [
      [addDays(today, -3), MSG.ENROL_DATE_PAST],
      [`${nextYear}-02-30`, 'The selected date must be a date (yyyy-mm-dd).'],
      ['next friday', 'The selected date must be a date (yyyy-mm-dd).'],
      [20270301, 'The selected date must be a date.'],
    ];
    for (const [selected_date, message] of cases) {
      const one = await assign(sam.id, manager.token, { assign_courses: [course.aid], selected_date });
      expect(one.status, JSON.stringify(selected_date)).toBe(422);
      expect(one.body.errors.selected_date).toEqual([message]);
      const team = await assignTeam(manager.token, { users: [sam.id], assign_courses: [course.aid], selected_date });
      expect(team.status, JSON.stringify(selected_date)).toBe(422);
      expect(team.body.errors.selected_date).toEqual([message]);
    }
    expect(Object.keys(await deadlines(sam.id))).toEqual([course.handling]);
  });

  it('answers 404 outside the team or the company and 403 to a learner, with a good deadline too', async () => {
    const body = { assign_courses: [course.aid], selected_date: addDays(today, 10) };
    expect((await assign(outsider.id, manager.token, body)).status).toBe(404);
    expect((await assign(owner.user.id, manager.token, body)).status).toBe(404);
    expect((await assign(jane.user.id, stranger.token, body)).status).toBe(404);
    expect((await assign(tom.id, jane.token, body)).status).toBe(403);
    // The team-wide call takes users as a body list: anyone outside the team is refused whole on `users`.
    const team = await assignTeam(manager.token, { users: [outsider.id], ...body });
    expect(team.status).toBe(422);
    expect(team.body.errors.users).toEqual([MSG.TEAM_USERS_NOT_IN_TEAM]);
    expect((await assignTeam(jane.token, { users: [tom.id], ...body })).status).toBe(403);
    expect(await deadlines(outsider.id)).toEqual({});
  });
});

describe('the team cards and Nudge', () => {
  beforeAll(async () => {
    // Jane's Fire Safety deadline passed three days ago.
    await moveDeadline(jane.user.id, course.fire, addDays(today, -3));
  });

  it("shows each member's progress and overdue and due-this-week courses", async () => {
    const shown = await eventually(async () => {
      const found = await cards(manager.token);
      return found.get(jane.user.id)?.overdue_courses === 1 ? found : undefined;
    });
    expect(shown.get(jane.user.id)).toMatchObject({
      total_courses: 2,
      total_completed_courses: 0,
      overdue_courses: 1,
      due_soon_courses: 1,
    });
    expect(shown.get(tom.id)).toMatchObject({ total_courses: 2, overdue_courses: 0, due_soon_courses: 2 });
    expect(shown.get(sam.id)).toMatchObject({ total_courses: 1, overdue_courses: 0, due_soon_courses: 0 });
    expect([...shown.keys()].sort()).toEqual([jane.user.id, tom.id, sam.id].sort());
    // The administrator's My Team counts the same.
    expect((await cards(owner.token)).get(jane.user.id)).toMatchObject({ overdue_courses: 1, due_soon_courses: 1 });
  });

  it('emails and notifies the member about those courses, once per member a day', async () => {
    const sent = await nudge(jane.user.id, manager.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      message: MSG.TEAM_NUDGE_SENT,
      data: { overdue_courses: 1, due_soon_courses: 1, emailed: true },
    });

    const mail = await waitForMail(jane.user.email, (message) => message.subject === NUDGE_SUBJECT);
    expect(mail.text).toContain(`Overdue: Fire Safety (overdue since ${formatDay(addDays(today, -3))}).`);
    expect(mail.text).toContain(`Due this week: First Aid (due ${formatDay(addDays(today, 2))}).`);
    const bell = await call('GET', '/v1/get-notifications?page=1&limit=50', { token: jane.token });
    const titles = (bell.body.data as { title: string }[]).map((item) => item.title);
    expect(titles).toContain(
      `Reminder from Mona Ager: Fire Safety (overdue since ${formatDay(addDays(today, -3))}), First Aid (due ${formatDay(addDays(today, 2))})`,
    );

    // Again within the day, by the manager or the administrator: 429, saying why and when.
    for (const token of [manager.token, owner.token]) {
      const again = await nudge(jane.user.id, token);
      expect(again.status).toBe(429);
      expect(again.body.message).toBe(MSG.TEAM_NUDGE_TOO_SOON);
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(TEAM_NUDGE.intervalHours * 3600);
    }

    // Courses due this week alone are enough; nothing due is nothing to nudge about.
    expect((await nudge(tom.id, manager.token)).body.data).toEqual({
      overdue_courses: 0,
      due_soon_courses: 2,
      emailed: true,
    });
    const nothing = await nudge(sam.id, manager.token);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(MSG.TEAM_NUDGE_NOTHING_DUE);
  });

  it('answers 404 outside the team or the company and 403 to a learner', async () => {
    // Otto has an overdue course too: a manager still cannot reach him.
    expect((await assign(outsider.id, owner.token, { assign_courses: [course.fire] })).status).toBe(200);
    await moveDeadline(outsider.id, course.fire, addDays(today, -3));
    expect((await nudge(outsider.id, manager.token)).status).toBe(404);
    expect((await nudge(owner.user.id, manager.token)).status).toBe(404);
    expect((await nudge('01NOBODY0000000000000000000', manager.token)).status).toBe(404);
    expect((await nudge(tom.id, stranger.token)).status).toBe(404);
    expect((await nudge(tom.id, jane.token)).status).toBe(403);
    // The administrator may nudge any active user of the company.
    expect((await nudge(outsider.id, owner.token)).status).toBe(200);
  });

  it('reminds a member who chose Polish in Polish, by email and in the bell', async () => {
    const zofia = await addSignedInUser(owner.token, { first_name: 'Zofia', last_name: 'Nowak' });
    const profile = (await call('GET', '/v1/user/profile', { token: zofia.token })).body.data;
    const chosen = await call('PUT', '/v1/user/profile', {
      token: zofia.token,
      body: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email, language: 'pl' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await assign(zofia.user.id, owner.token, { assign_courses: [course.fire] })).status).toBe(200);
    await moveDeadline(zofia.user.id, course.fire, addDays(today, -3));
    expect((await nudge(zofia.user.id, owner.token)).status).toBe(200);

    const overdue = `Fire Safety (po terminie od ${formatDay(addDays(today, -3))})`;
    const mail = await waitForMail(
      zofia.user.email,
      (message) => message.subject === 'Przypomnienie od Ada Factory: kursy do ukończenia',
    );
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.text).toContain(`Po terminie: ${overdue}.`);
    expect(mail.text).toContain('Otwórz Moje kursy: ');
    const bell = await call('GET', '/v1/get-notifications?page=1&limit=50', { token: zofia.token });
    const titles = (bell.body.data as { title: string }[]).map((item) => item.title);
    expect(titles).toContain(`Przypomnienie od Ada Factory: ${overdue}`);
  });
});
