/**
 * SCIM Groups against the running local stack: create with members, read, list with displayName / externalId filters
 * and excludedAttributes=members, PUT, PATCH on members (add, remove by filter and by value, replace) and displayName,
 * DELETE; membership changes give and take the group's course enrolments as the Groups screen does; errors in SCIM's
 * format; another company's groups are 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, SCIM_SCHEMA } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { publishedCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, type TPerson } from '../../../test/factories/people';
import { createScimToken, patchOp, scimClient, type TScimCall } from '../../../test/factories/scim';
import { addGroupTarget } from '../../core/delivery/enrolment/group-enrolment';

let admin: TRegistered;
let companyId: string;
let scim: TScimCall;
let people: TPerson[];

beforeAll(async () => {
  admin = await registerCompany();
  companyId = admin.user.company_id;
  scim = scimClient((await createScimToken(admin.token)).token);
  people = await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => addPerson(companyId, ROLE.USER, name)));
});

function group(displayName: string, memberIds: string[] = [], extra: Record<string, unknown> = {}) {
  return { schemas: [SCIM_SCHEMA.GROUP], displayName, members: memberIds.map((value) => ({ value })), ...extra };
}

function error(status: number, scimType?: string) {
  return expect.objectContaining({
    schemas: [SCIM_SCHEMA.ERROR],
    status: String(status),
    ...(scimType ? { scimType } : {}),
  });
}

function memberIds(resource: { members?: { value: string }[] }): string[] {
  return (resource.members ?? []).map((member) => member.value).sort();
}

/** The courses a user is enrolled on (the administrator's view of their course rows). */
async function courseIds(userId: string): Promise<string[]> {
  const rows = await call('GET', `/v1/users/courses?id=${userId}`, { token: admin.token });
  expect(rows.status).toBe(200);
  return rows.body.data.map((row: { course_id: string }) => row.course_id);
}

describe('SCIM groups', () => {
  it('creates a group with members, reads it, and lists it by displayName or externalId', async () => {
    const [ann, ben] = people;
    const answer = await scim('POST', '/Groups', group('Night Shift', [ann!.id, ben!.id], { externalId: 'grp-night' }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toContain(`/v1/scim/v2/Groups/${answer.body.id}`);
    expect(answer.body).toMatchObject({
      schemas: [SCIM_SCHEMA.GROUP],
      displayName: 'Night Shift',
      externalId: 'grp-night',
      meta: { resourceType: 'Group' },
    });
    expect(memberIds(answer.body)).toEqual([ann!.id, ben!.id].sort());
    expect(answer.body.members[0]).toMatchObject({ display: expect.stringContaining('Fixture'), type: 'User' });

    // The product's group, with its members.
    const product = await call('GET', `/v1/groups/${answer.body.id}?include=members`, { token: admin.token });
    expect(product.body.data).toMatchObject({ name: 'Night Shift', total_users: 2 });

    const read = await scim('GET', `/Groups/${answer.body.id}`);
    expect(read.body).toEqual(answer.body);
    const byName = await scim(
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "night shift"')}&excludedAttributes=members`,
    );
    expect(byName.body).toMatchObject({
      totalResults: 1,
      Resources: [{ id: answer.body.id, displayName: 'Night Shift' }],
    });
    expect(byName.body.Resources[0].members).toBeUndefined();
    const byExternal = await scim('GET', `/Groups?filter=${encodeURIComponent('externalId eq "grp-night"')}`);
    expect(memberIds(byExternal.body.Resources[0])).toEqual([ann!.id, ben!.id].sort());
    const byMember = await scim('GET', `/Groups?filter=${encodeURIComponent(`members[value eq "${ann!.id}"]`)}`);
    expect(byMember.body.Resources.map((resource: { id: string }) => resource.id)).toContain(answer.body.id);
    expect(
      (await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Nobody"')}`)).body.totalResults,
    ).toBe(0);
  });

  it('refuses a taken name or externalId (409), an unknown member and a missing name (400)', async () => {
    await scim('POST', '/Groups', group('Taken', [], { externalId: 'grp-taken' }));
    expect((await scim('POST', '/Groups', group('TAKEN'))).body).toEqual(error(409, 'uniqueness'));
    expect((await scim('POST', '/Groups', group('Other', [], { externalId: 'grp-taken' }))).body).toEqual(
      error(409, 'uniqueness'),
    );
    expect((await scim('POST', '/Groups', group('Ghosts', ['no-such-user']))).body).toEqual(error(400, 'invalidValue'));
    expect(
      (await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "Ghosts"')}`)).body.totalResults,
    ).toBe(0);
    expect((await scim('POST', '/Groups', { schemas: [SCIM_SCHEMA.GROUP] })).body).toEqual(error(400, 'invalidValue'));
    expect((await scim('GET', '/Groups/nope')).body).toEqual(error(404));
  });

  it("moves the group's enrolments with membership changes: PATCH add, remove, replace, and PUT", async () => {
    const [ann, ben, cat] = people;
    const created = (await scim('POST', '/Groups', group('Drivers'))).body;
    const courseId = await publishedCourse(admin.token, 'Safe Driving');
    await addGroupTarget(companyId, created.id as string, { type: 'course', id: courseId }, { deadline: '2031-06-30' });

    const added = await scim(
      'PATCH',
      `/Groups/${created.id}`,
      patchOp({ op: 'Add', path: 'members', value: [{ value: ann!.id }, { value: ben!.id }] }),
    );
    expect(added.status).toBe(200);
    expect(memberIds(added.body)).toEqual([ann!.id, ben!.id].sort());
    expect(await courseIds(ann!.id)).toContain(courseId);
    expect(await courseIds(ben!.id)).toContain(courseId);

    const removed = await scim(
      'PATCH',
      `/Groups/${created.id}`,
      patchOp({ op: 'Remove', path: `members[value eq "${ann!.id}"]` }),
    );
    expect(memberIds(removed.body)).toEqual([ben!.id]);
    expect(await courseIds(ann!.id)).not.toContain(courseId);

    const byValue = await scim(
      'PATCH',
      `/Groups/${created.id}`,
      patchOp({ op: 'remove', path: 'members', value: [{ value: ben!.id }] }),
    );
    expect(memberIds(byValue.body)).toEqual([]);
    expect(await courseIds(ben!.id)).not.toContain(courseId);

    const replaced = await scim(
      'PATCH',
      `/Groups/${created.id}`,
      patchOp(
        { op: 'replace', path: 'members', value: [{ value: cat!.id }] },
        { op: 'Replace', path: 'displayName', value: 'Drivers (North)' },
      ),
    );
    expect(replaced.body).toMatchObject({ displayName: 'Drivers (North)' });
    expect(memberIds(replaced.body)).toEqual([cat!.id]);
    expect(await courseIds(cat!.id)).toContain(courseId);

    const put = await scim(
      'PUT',
      `/Groups/${created.id}`,
      group('Drivers (North)', [ann!.id], { externalId: 'grp-drivers' }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ externalId: 'grp-drivers' });
    expect(memberIds(put.body)).toEqual([ann!.id]);
    expect(await courseIds(ann!.id)).toContain(courseId);
    expect(await courseIds(cat!.id)).not.toContain(courseId);
    // The product's description and courses stay as they were.
    const product = await call('GET', `/v1/groups/${created.id}`, { token: admin.token });
    expect(product.body.data).toMatchObject({ name: 'Drivers (North)', total_users: 1, total_courses: 1 });

    expect(
      (
        await scim(
          'PATCH',
          `/Groups/${created.id}`,
          patchOp({ op: 'add', path: 'members', value: [{ value: 'ghost' }] }),
        )
      ).body,
    ).toEqual(error(400, 'invalidValue'));
    expect((await scim('PATCH', `/Groups/${created.id}`, patchOp({ op: 'replace', path: 'displayName' }))).status).toBe(
      400,
    );
  });

  it('deletes a group (204): members leave it and keep their other records', async () => {
    const [ann] = people;
    const created = (await scim('POST', '/Groups', group('Temporary', [ann!.id], { externalId: 'grp-temp' }))).body;
    expect((await scim('DELETE', `/Groups/${created.id}`)).status).toBe(204);
    expect((await scim('GET', `/Groups/${created.id}`)).status).toBe(404);
    expect((await call('GET', `/v1/groups/${created.id}`, { token: admin.token })).status).toBe(404);
    expect((await scim('DELETE', `/Groups/${created.id}`)).status).toBe(404);
    // Its externalId and name are free again.
    expect((await scim('POST', '/Groups', group('Temporary', [], { externalId: 'grp-temp' }))).status).toBe(201);
  });

  it("answers 404 for another company's groups and keeps its list to its own", async () => {
    const mine = (await scim('POST', '/Groups', group('Mine Only'))).body;
    const other = await registerCompany();
    const otherScim = scimClient((await createScimToken(other.token)).token);
    expect((await otherScim('GET', `/Groups/${mine.id}`)).body).toEqual(error(404));
    expect((await otherScim('PUT', `/Groups/${mine.id}`, group('Stolen'))).status).toBe(404);
    expect(
      (await otherScim('PATCH', `/Groups/${mine.id}`, patchOp({ op: 'replace', path: 'displayName', value: 'x' })))
        .status,
    ).toBe(404);
    expect((await otherScim('DELETE', `/Groups/${mine.id}`)).status).toBe(404);
    expect((await otherScim('GET', '/Groups')).body.totalResults).toBe(0);
    // Nor can it name this company's users as members.
    const theirs = await otherScim('POST', '/Groups', group('Poachers', [people[0]!.id]));
    expect(theirs.body).toEqual(error(400, 'invalidValue'));
  });
});
