import { describe, expect, it } from 'vitest';
import { SCIM_SCHEMA } from '@skillway/shared';
import type { ScimError } from './scim-error';
import { GroupSchema, UserSchema } from './scim-library';
import { applyPatchOp, readPatchOp } from './scim-patch';
import { readScimGroup } from './group-mapping';
import { readScimUser } from './user-mapping';

const E = SCIM_SCHEMA.ENTERPRISE_USER;

function user() {
  return new UserSchema(
    {
      schemas: [SCIM_SCHEMA.USER, E],
      id: 'u1',
      userName: 'ada@example.test',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      active: true,
      emails: [{ value: 'ada@example.test', type: 'work', primary: true }],
      title: 'Engineer',
      [E]: { department: 'Engineering', manager: { value: 'm1' } },
      meta: { resourceType: 'User' },
    },
    'out',
  );
}

function group(members: string[] = ['u1', 'u2']) {
  return new GroupSchema(
    {
      schemas: [SCIM_SCHEMA.GROUP],
      id: 'g1',
      displayName: 'Sales',
      members: members.map((value) => ({ value })),
      meta: { resourceType: 'Group' },
    },
    'out',
  );
}

function ops(...Operations: unknown[]) {
  return { schemas: [SCIM_SCHEMA.PATCH_OP], Operations };
}

async function patchedUser(...operations: unknown[]) {
  const patched = await applyPatchOp(readPatchOp(ops(...operations)), user());
  return patched ? readScimUser(patched) : undefined;
}

async function patchedMembers(...operations: unknown[]) {
  const patched = await applyPatchOp(readPatchOp(ops(...operations)), group());
  return patched ? readScimGroup(patched) : undefined;
}

async function refusal(run: () => Promise<unknown>): Promise<ScimError> {
  try {
    await run();
  } catch (error) {
    return error as ScimError;
  }
  throw new Error('not refused');
}

describe('SCIM PATCH on a user', () => {
  it('deactivates with Entra ID\'s shape: "Replace", a path and "False"', async () => {
    expect((await patchedUser({ op: 'Replace', path: 'active', value: 'False' }))?.active).toBe(false);
    expect((await patchedUser({ op: 'replace', path: 'active', value: false }))?.active).toBe(false);
  });

  it("reads Okta's shape: replace without a path", async () => {
    const result = await patchedUser({ op: 'replace', value: { active: false, 'name.givenName': 'Augusta' } });
    expect(result).toMatchObject({ active: false, firstName: 'Augusta', lastName: 'Lovelace' });
  });

  it('adds, replaces and removes names, title, the address, the department and the manager', async () => {
    expect(await patchedUser({ op: 'Add', path: 'name.familyName', value: 'King' })).toMatchObject({
      lastName: 'King',
    });
    expect(await patchedUser({ op: 'replace', path: 'userName', value: 'ada.king@example.test' })).toMatchObject({
      email: 'ada.king@example.test',
    });
    expect(await patchedUser({ op: 'remove', path: 'title' })).toMatchObject({ jobTitle: null });
    expect(await patchedUser({ op: 'replace', path: `${E}:department`, value: 'Research' })).toMatchObject({
      department: 'Research',
    });
    // Entra ID sends the manager as a bare string.
    expect(await patchedUser({ op: 'Add', path: `${E}:manager`, value: 'm2' })).toMatchObject({ managerId: 'm2' });
    expect(await patchedUser({ op: 'remove', path: `${E}:manager` })).toMatchObject({ managerId: null });
    expect(await patchedUser({ op: 'replace', value: { [`${E}:department`]: 'Finance' } })).toMatchObject({
      department: 'Finance',
    });
  });

  it('answers undefined when nothing changes', async () => {
    expect(await patchedUser({ op: 'replace', path: 'active', value: true })).toBeUndefined();
  });

  it('refuses an unknown operation, an unknown path, a required attribute removed and a missing list', async () => {
    expect(await refusal(() => patchedUser({ op: 'frob', path: 'title', value: 'x' }))).toMatchObject({
      status: 400,
      scimType: 'invalidSyntax',
    });
    expect(await refusal(() => patchedUser({ op: 'replace', path: 'nonsense', value: 'x' }))).toMatchObject({
      status: 400,
      scimType: 'invalidPath',
    });
    expect(await refusal(() => patchedUser({ op: 'remove', path: 'userName' }))).toMatchObject({ status: 400 });
    expect(await refusal(() => patchedUser({ op: 'replace', path: 'active', value: 'maybe' }))).toMatchObject({
      status: 400,
      scimType: 'invalidValue',
    });
    expect(await refusal(async () => readPatchOp({ schemas: [SCIM_SCHEMA.PATCH_OP] }))).toMatchObject({
      status: 400,
      scimType: 'invalidSyntax',
    });
    expect(await refusal(async () => readPatchOp(ops()))).toMatchObject({ status: 400 });
  });
});

describe('SCIM PATCH on a group', () => {
  it('adds members (repeats folded), removes by filter or by value, replaces them all', async () => {
    expect(
      (await patchedMembers({ op: 'add', path: 'members', value: [{ value: 'u3' }, { value: 'u1' }] }))?.members,
    ).toEqual(['u1', 'u2', 'u3']);
    expect((await patchedMembers({ op: 'Remove', path: 'members[value eq "u2"]' }))?.members).toEqual(['u1']);
    expect((await patchedMembers({ op: 'remove', path: 'members', value: [{ value: 'u1' }] }))?.members).toEqual([
      'u2',
    ]);
    expect((await patchedMembers({ op: 'remove', path: 'members' }))?.members).toEqual([]);
    expect((await patchedMembers({ op: 'replace', path: 'members', value: [{ value: 'u9' }] }))?.members).toEqual([
      'u9',
    ]);
    expect((await patchedMembers({ op: 'Add', value: { members: [{ value: 'u5' }] } }))?.members).toEqual([
      'u1',
      'u2',
      'u5',
    ]);
  });

  it('renames, and leaves an absent member alone', async () => {
    expect((await patchedMembers({ op: 'Replace', path: 'displayName', value: 'East' }))?.displayName).toBe('East');
    expect(await patchedMembers({ op: 'remove', path: 'members[value eq "nobody"]' })).toBeUndefined();
  });
});
