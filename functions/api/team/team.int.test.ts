/**
 * My Team: a manager sees and changes only their own team's users; the team calls, the User Summary and the
 * email to a team member (sanitised on the server: a <script> never reaches the outbox).
 */
import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { eventually, registerCompany } from '../../../test/factories/accounts';
import { addSignedInUser, addUser, type TAddedUser } from '../../../test/factories/added-users';
import { call } from '../../../test/factories/http';

async function makeManagerOf(adminToken: string, manager: TAddedUser, members: readonly TAddedUser[]) {
  const result = await call('PUT', `/v1/users/${manager.id}`, {
    token: adminToken,
    body: {
      first_name: manager.first_name,
      last_name: manager.last_name,
      email: manager.email,
      role_id: ROLE.MANAGER,
      assigned_users: members.map((member) => member.id),
    },
  });
  if (result.status !== 200) throw new Error(`team: ${result.status} ${JSON.stringify(result.body)}`);
}

async function setup() {
  const admin = await registerCompany();
  const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  const members = [
    await addUser(admin.token, { first_name: 'Tina', last_name: 'Turner' }),
    await addUser(admin.token, { first_name: 'Tom', last_name: 'Jones' }),
    await addUser(admin.token, { first_name: 'Ella', last_name: 'Fitz' }),
  ];
  const outsider = await addUser(admin.token, { first_name: 'Otto', last_name: 'Side' });
  await makeManagerOf(admin.token, manager.user, members);
  return { admin, manager, members, outsider };
}

const names = (rows: { first_name: string }[]) => rows.map((row) => row.first_name);

describe('My Team', () => {
  it("lists exactly the manager's team as cards, with search", async () => {
    const { admin, manager, members } = await setup();
    const team = await eventually(async () => {
      const result = await call('GET', '/v1/my-team?include=thumbnail,enrolled&limit=999999', { token: manager.token });
      return result.body.data?.length === 3 ? result : undefined;
    });
    expect(team.status).toBe(200);
    expect(names(team.body.data)).toEqual(['Ella', 'Tina', 'Tom']);
    expect(team.body.data[0]).toEqual({
      id: members[2]!.id,
      first_name: 'Ella',
      last_name: 'Fitz',
      email: members[2]!.email,
      role_id: ROLE.USER,
      company_logo: null,
      avatar: null,
      total_courses: 0,
      total_in_progress: 0,
      total_completed_courses: 0,
      last_login: null,
      overdue_courses: 0,
      due_soon_courses: 0,
    });
    const search = await call('GET', `/v1/my-team?search=${encodeURIComponent('first_name:TO;last_name:TO')}`, {
      token: manager.token,
    });
    expect(names(search.body.data)).toEqual(['Tom']);
    expect((await call('GET', '/v1/my-team', { token: admin.token })).body.data).toHaveLength(5);

    // An archived member leaves the cards.
    await call('PUT', `/v1/archive-account/${members[1]!.id}`, { token: admin.token, body: { is_archived: 1 } });
    expect(names((await call('GET', '/v1/my-team', { token: manager.token })).body.data)).toEqual(['Ella', 'Tina']);
  });

  it('answers the manager calls for their own team only', async () => {
    const { admin, manager, members, outsider } = await setup();
    const users = await eventually(async () => {
      const result = await call('GET', `/v1/get-manager-users/${manager.user.id}`, { token: manager.token });
      return result.body.data?.length === 3 ? result : undefined;
    });
    expect(names(users.body.data)).toEqual(['Ella', 'Tina', 'Tom']);
    const otherManager = await addUser(admin.token, { role_id: ROLE.MANAGER });
    expect((await call('GET', `/v1/get-manager-users/${otherManager.id}`, { token: manager.token })).status).toBe(404);
    expect(
      (await call('GET', `/v1/get-manager-users/${manager.user.id}`, { token: admin.token })).body.data,
    ).toHaveLength(3);

    const teams = await call('GET', '/v1/get-manager-teams', { token: admin.token });
    const mine = teams.body.data.find((row: { id: string }) => row.id === manager.user.id);
    expect(mine).toMatchObject({ total_users: 3 });
    expect(teams.body.data.find((row: { id: string }) => row.id === otherManager.id)).toMatchObject({
      total_users: 0,
      users: [],
    });
    const ownTeams = await call('GET', '/v1/get-manager-teams', { token: manager.token });
    expect(ownTeams.body.data.map((row: { id: string }) => row.id)).toEqual([manager.user.id]);

    const summary = await call('GET', `/v1/customer-user/${members[0]!.id}`, { token: manager.token });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      id: members[0]!.id,
      role_name: 'User',
      manager_id: manager.user.id,
      total_not_started: 0,
    });
    expect((await call('GET', `/v1/customer-user/${outsider.id}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', `/v1/users/courses?id=${members[0]!.id}`, { token: manager.token })).body.data).toEqual(
      [],
    );
    expect((await call('GET', `/v1/users/courses?id=${outsider.id}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', '/v1/clients-baisc-details', { token: manager.token })).body.data).toHaveLength(3);

    const learner = await addSignedInUser(admin.token);
    expect((await call('GET', '/v1/my-team', { token: learner.token })).status).toBe(403);
    expect((await call('GET', `/v1/customer-user/${members[0]!.id}`, { token: learner.token })).status).toBe(403);
    expect((await call('GET', `/v1/users/courses?id=${members[0]!.id}`, { token: learner.token })).status).toBe(404);
    expect((await call('GET', '/v1/users/courses', { token: learner.token })).body.data).toEqual([]);

    const other = await registerCompany();
    expect((await call('GET', `/v1/customer-user/${members[0]!.id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/v1/get-manager-users/${manager.user.id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/v1/get-manager-users/${members[0]!.id}`, { token: admin.token })).status).toBe(404);
  });

  it('emails a team member with sanitised rich text, and nobody outside the team', async () => {
    const { admin, manager, members, outsider } = await setup();
    const member = members[0]!;
    const content = [
      '<h2 style="text-align: center; color: red">Hello</h2>',
      '<p>Please <strong>finish</strong> <em>this</em> <a href="https://learn.test/x" onclick="steal()">course</a>.</p>',
      '<script>alert("x")</script><img src="javascript:alert(1)"><img src="https://img.test/a.png" onerror="x()">',
      '<a href="javascript:alert(2)">bad</a><iframe src="https://evil.test"></iframe><ul><li>One</li></ul>',
    ].join('');
    const sent = await call('POST', '/v1/user/send-email', {
      token: manager.token,
      body: { subject: 'Your training\r\nBcc: someone@evil.test', email: member.email, content },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MSG.EMAIL_SENT);

    const mail = await eventually(async () => {
      const result = await call('GET', `/_local/mail.json?to=${encodeURIComponent(member.email)}`);
      return (result.body.data as { subject: string; html: string; text: string }[]).find((m) =>
        m.subject.startsWith('Your training'),
      );
    });
    expect(mail.subject).toBe('Your training Bcc: someone@evil.test');
    expect(mail.html).not.toMatch(/<script|alert\(|onclick|onerror|javascript:|<iframe|color: red/i);
    expect(mail.html).toContain('<h2 style="text-align:center">Hello</h2>');
    expect(mail.html).toContain('<strong>finish</strong>');
    expect(mail.html).toContain('<a href="https://learn.test/x" target="_blank" rel="noopener noreferrer">course</a>');
    expect(mail.html).toContain('<img src="https://img.test/a.png" />');
    expect(mail.html).toContain('<li>One</li>');
    expect(mail.text).toContain('Please finish this course.');

    for (const email of [outsider.email, admin.email, 'nobody@nowhere.test']) {
      const refused = await call('POST', '/v1/user/send-email', {
        token: manager.token,
        body: { subject: 'Hi', email, content: '<p>Hi</p>' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.email).toEqual([MSG.EMAIL_NOT_IN_TEAM]);
    }
    const empty = await call('POST', '/v1/user/send-email', {
      token: manager.token,
      body: { subject: 'Hi', email: member.email, content: '<script>only()</script><p> </p>' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.content).toEqual([MSG.EMAIL_CONTENT_EMPTY]);

    // The administrator may email any active company user; another company may not.
    expect(
      (
        await call('POST', '/v1/user/send-email', {
          token: admin.token,
          body: { subject: 'Hi', email: outsider.email, content: '<p>Hi</p>' },
        })
      ).status,
    ).toBe(200);
    const other = await registerCompany();
    expect(
      (
        await call('POST', '/v1/user/send-email', {
          token: other.token,
          body: { subject: 'Hi', email: member.email, content: '<p>Hi</p>' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('the notification switch', () => {
  it("changes one's own, or any company user's for the administrator; others get 404", async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const other = await addUser(admin.token);
    const own = await call('PUT', `/v1/user/update-notification/${learner.user.id}`, {
      token: learner.token,
      body: { is_notification: 0 },
    });
    expect(own.body).toEqual({ data: { is_notification: 0 }, message: MSG.NOTIFICATION_UPDATED });
    expect((await call('GET', '/v1/user/profile', { token: learner.token })).body.data.is_notification).toBe(0);
    expect(
      (
        await call('PUT', `/v1/user/update-notification/${other.id}`, {
          token: learner.token,
          body: { is_notification: 0 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/v1/user/update-notification/${other.id}`, {
          token: admin.token,
          body: { is_notification: 0 },
        })
      ).status,
    ).toBe(200);
    const stranger = await registerCompany();
    expect(
      (
        await call('PUT', `/v1/user/update-notification/${other.id}`, {
          token: stranger.token,
          body: { is_notification: 1 },
        })
      ).status,
    ).toBe(404);
  });
});
