/**
 * Capture end to end against the running stack: real operations, through the real handlers, the toolbox and the
 * stamp middleware, become events in the company's log (the stream consumer, drained by `drainEvents()`), with the
 * caller, the request and the changed fields; failed requests and the learner's own changes make none.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../clients/dynamodb';
import { config } from '../config';
import { keys } from '../db/keys';
import { registerCompany, type TRegistered } from '../../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../../test/factories/added-users';
import { auditEvents as events, auditEventsOf as eventsOf } from '../../../../test/factories/audit-events';
import { call } from '../../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../../test/factories/people';
import { createScimToken, scimClient, scimUser } from '../../../../test/factories/scim';

describe('audit capture (local stack)', () => {
  let admin: TRegistered;
  let companyId: string;

  beforeAll(async () => {
    admin = await registerCompany();
    companyId = admin.user.company_id;
  });

  it("an administrator's change is one event with the caller, the request and the field before and after", async () => {
    const user = await addUser(admin.token, { first_name: 'Before' });
    const answer = await call('PUT', `/v1/users/${user.id}`, {
      token: admin.token,
      body: { first_name: 'After', last_name: user.last_name, email: user.email, role_id: 3 },
    });
    expect(answer.status).toBe(200);
    const made = await eventsOf(companyId, answer.headers.get('x-request-id'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      action: 'users.update',
      actor_kind: 'user',
      actor_id: admin.user.id,
      actor_role: 2,
      target_type: 'user',
      target_id: user.id,
      outcome: 'success',
    });
    expect(made[0]?.pii.changes).toContainEqual({ field: 'first_name', before: 'Before', after: 'After' });
  });

  it('a refused change and a read make no event', async () => {
    const before = (await events(companyId)).length;
    const refused = await call('PUT', '/v1/users/no-such-user', {
      token: admin.token,
      body: { first_name: 'X', last_name: 'Y', email: 'x@y.test', role_id: 3 },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await call('GET', '/v1/clients', { token: admin.token })).status).toBe(200);
    expect(await events(companyId)).toHaveLength(before);
  });

  it("a learner's own change makes no event", async () => {
    const { token, user } = await addSignedInUser(admin.token);
    const before = (await events(companyId)).length;
    const answer = await call('PUT', '/v1/user/profile', {
      token,
      body: { first_name: 'Own', last_name: String(user.last_name), email: String(user.email) },
    });
    expect(answer.status).toBe(200);
    expect(await events(companyId)).toHaveLength(before);
    // The administrator's stamp from adding the user is dropped, so the stream's filter keeps the record away.
    const stored = await documentClient().send(
      new GetCommand({ TableName: config.tableName, Key: { pk: keys.company(companyId), sk: keys.userSk(user.id) } }),
    );
    expect(stored.Item?.first_name).toBe('Own');
    expect(stored.Item?._aud).toBeUndefined();
  });

  it('a user export is one read event', async () => {
    const answer = await call('GET', '/v1/clients-export?type=csv', { token: admin.token });
    expect(answer.status).toBeLessThan(300);
    const made = await eventsOf(companyId, answer.headers.get('x-request-id'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ action: 'users.export', actor_id: admin.user.id, target_type: 'report' });
  });

  it('a deletion is recorded with the item as it was', async () => {
    const user = await addUser(admin.token, { first_name: 'Leaving' });
    const answer = await call('DELETE', `/v1/users/${user.id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    const made = await eventsOf(companyId, answer.headers.get('x-request-id'));
    const removal = made.find((event) => event.target_type === 'user' && event.target_id === user.id);
    expect(removal).toMatchObject({ action: 'users.delete', actor_id: admin.user.id });
    expect(removal?.pii.changes).toContainEqual(expect.objectContaining({ field: 'first_name', before: 'Leaving' }));
  });

  it('a deletion of many items (a group and its members) records each, once', async () => {
    const groupId = await addGroup(admin.token, `Leavers ${Date.now()}`);
    const members = [await addUser(admin.token), await addUser(admin.token)];
    await addGroupMembers(
      admin.token,
      groupId,
      members.map((member) => member.id),
    );
    const answer = await call('DELETE', `/v1/groups/${groupId}`, { token: admin.token });
    expect(answer.status).toBe(200);
    const made = await eventsOf(companyId, answer.headers.get('x-request-id'));
    // The group's removal and each membership's (the group had no courses: no enrolment changed).
    expect(made).toHaveLength(1 + members.length);
    for (const event of made) expect(event).toMatchObject({ action: 'groups.delete', actor_id: admin.user.id });
    expect(made.some((event) => event.target_type === 'group' && event.target_id === groupId)).toBe(true);
  });

  it('a SCIM change names the token as the actor', async () => {
    const scimToken = await createScimToken(admin.token);
    const scim = scimClient(scimToken.token);
    const created = await scim('POST', '/Users', scimUser(`scim-${Date.now()}@factory.test`));
    expect(created.status).toBe(201);
    const made = await eventsOf(companyId, created.headers.get('x-request-id'));
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.find((event) => event.target_type === 'user')).toMatchObject({
      action: 'scim.createUser',
      actor_kind: 'scim_token',
      actor_id: scimToken.id,
    });
  });
});
