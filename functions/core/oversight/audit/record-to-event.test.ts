import { describe, expect, it } from 'vitest';
import { AUDIT_REDACTED } from '@skillway/shared';
import type { TAuditNames } from './audit-names';
import { auditDraftOf, type TStreamRecord } from './record-to-event';
import type { TStreamImage } from './stream-image';
import { itemChanges } from './item-changes';
import { canonicalJson } from './canonical-json';

const USERS: Record<string, string> = { 'c1/admin1': 'Ada Admin', 'c1/u1': 'Lee Learner', 'platform/sa1': 'Sam Super' };
const NAMES: TAuditNames = {
  user: async (companyId, userId) => USERS[`${companyId}/${userId}`],
  company: async (companyId) => (companyId === 'c1' ? 'Acme Ltd' : undefined),
  course: async (_companyId, courseId) => (courseId === 'k1' ? 'Fire Safety' : undefined),
  playlist: async (_companyId, playlistId) => (playlistId === 'p1' ? 'Onboarding' : undefined),
  group: async (_companyId, groupId) => (groupId === 'g1' ? 'Warehouse' : undefined),
  scimToken: async (_companyId, tokenId) => (tokenId === 't1' ? 'Entra ID' : undefined),
};

const T = '2026-12-06T10:00:00.000Z';
const stamp = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    v: 1,
    r: 'req-1',
    o: 'users.update',
    i: ['User', 'Enrolment', 'Course', 'Certificate', 'GroupMember'],
    ak: 'user',
    a: 'admin1',
    ro: 2,
    c: 'c1',
    ip: '203.0.113.9',
    t: T,
    ...extra,
  });

/** A plain object as a stream image (strings, numbers, booleans, lists, maps). */
function image(item: Record<string, unknown>): TStreamImage {
  const value = (v: unknown): TStreamImage[string] => {
    if (typeof v === 'string') return { S: v };
    if (typeof v === 'number') return { N: String(v) };
    if (typeof v === 'boolean') return { BOOL: v };
    if (v === null) return { NULL: true };
    if (Array.isArray(v)) return { L: v.map(value) };
    return { M: image(v as Record<string, unknown>) };
  };
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, value(v)]));
}

let n = 0;
function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { old?: Record<string, unknown>; new?: Record<string, unknown> },
  extra: Partial<TStreamRecord> = {},
): TStreamRecord {
  n += 1;
  return {
    eventID: `ev-${n}`,
    eventName,
    dynamodb: {
      SequenceNumber: String(1000 + n),
      ApproximateCreationDateTime: Date.parse(T) / 1000 + 1,
      ...(images.old ? { OldImage: image(images.old) } : {}),
      ...(images.new ? { NewImage: image(images.new) } : {}),
    },
    ...extra,
  };
}

const user = (extra: Record<string, unknown> = {}) => ({
  pk: 'C#c1',
  sk: 'USER#u1',
  _et: 'User',
  company_id: 'c1',
  user_id: 'u1',
  first_name: 'Lee',
  last_name: 'Learner',
  email: 'lee@acme.test',
  role_id: 3,
  updated_at: '2026-12-01T00:00:00.000Z',
  ...extra,
});

describe('a stream record becomes an audit event', () => {
  it('when this very write was stamped: the changed fields with before and after, the target named at the time', async () => {
    const draft = await auditDraftOf(
      record('MODIFY', {
        old: user({ _aud: stamp({ r: 'older', t: '2026-12-01T00:00:00.000Z' }) }),
        new: user({ role_id: 4, updated_at: T, total_courses: 3, _aud: stamp() }),
      }),
      NAMES,
    );
    expect(draft).toMatchObject({
      companyId: 'c1',
      action: 'users.update',
      actorKind: 'user',
      actorId: 'admin1',
      actorRole: 2,
      actorName: 'Ada Admin',
      at: T,
      requestId: 'req-1',
      sourceIp: '203.0.113.9',
      outcome: 'success',
      target: { type: 'user', id: 'u1', name: 'Lee Learner' },
      changes: [{ field: 'role_id', before: 3, after: 4 }],
    });
  });

  it('an unstamped write, a write whose stamp is the one already there, or a type the request does not audit: none', async () => {
    expect(await auditDraftOf(record('MODIFY', { old: user(), new: user({ role_id: 4 }) }), NAMES)).toBeUndefined();
    const same = stamp();
    expect(
      await auditDraftOf(record('MODIFY', { old: user({ _aud: same }), new: user({ role_id: 4, _aud: same }) }), NAMES),
    ).toBeUndefined();
    expect(
      await auditDraftOf(
        record('MODIFY', { old: user(), new: user({ role_id: 4, _aud: stamp({ i: ['Course'] }) }) }),
        NAMES,
      ),
    ).toBeUndefined();
  });

  it('a stamped write that changed nothing recorded (only counters, versions, updated_at, a lookup key): none', async () => {
    expect(
      await auditDraftOf(
        record('MODIFY', {
          old: user(),
          new: user({ total_courses: 9, version: 2, updated_at: T, gsi1pk: 'x', name_key: 'k', _aud: stamp() }),
        }),
        NAMES,
      ),
    ).toBeUndefined();
  });

  it('a create lists every recorded field as after; a password or token value is never stored', async () => {
    const draft = await auditDraftOf(
      record('INSERT', {
        new: user({ reset_token_hash: 'abc', totp_secret: 's3cret', _aud: stamp({ o: 'users.create' }) }),
      }),
      NAMES,
    );
    expect(draft?.changes).toContainEqual({ field: 'reset_token_hash', after: AUDIT_REDACTED });
    expect(draft?.changes).toContainEqual({ field: 'totp_secret', after: AUDIT_REDACTED });
    expect(draft?.changes).toContainEqual({ field: 'email', after: 'lee@acme.test' });
    expect(draft?.changes.map((change) => change.field)).not.toContain('pk');
    expect(JSON.stringify(draft)).not.toContain('s3cret');
  });

  it("a removal after the delete's stamp is an event with the before values; without it, an old one, or a TTL expiry, none", async () => {
    const removed = (aud: string | undefined, extra: Partial<TStreamRecord> = {}) =>
      record('REMOVE', { old: user(aud ? { _aud: aud } : {}) }, extra);
    const draft = await auditDraftOf(removed(stamp({ o: 'users.delete', d: 1 })), NAMES);
    expect(draft).toMatchObject({ action: 'users.delete', target: { type: 'user', id: 'u1', name: 'Lee Learner' } });
    expect(draft?.changes).toContainEqual({ field: 'email', before: 'lee@acme.test' });
    expect(await auditDraftOf(removed(stamp({ o: 'users.delete' })), NAMES)).toBeUndefined();
    expect(await auditDraftOf(removed(undefined), NAMES)).toBeUndefined();
    expect(await auditDraftOf(removed(stamp({ d: 1, t: '2026-12-06T09:50:00.000Z' })), NAMES)).toBeUndefined();
    expect(
      await auditDraftOf(
        removed(stamp({ d: 1 }), { userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } }),
        NAMES,
      ),
    ).toBeUndefined();
  });

  it("the delete's own stamp (an update of `_aud` alone) is no event", async () => {
    expect(
      await auditDraftOf(record('MODIFY', { old: user(), new: user({ _aud: stamp({ d: 1 }) }) }), NAMES),
    ).toBeUndefined();
  });

  it('an enrolment is the learner\'s, named "<course title> — <user name>"', async () => {
    const enrolment = {
      pk: 'C#c1',
      sk: 'ENROL#course#k1#u1',
      _et: 'Enrolment',
      deadline: '2027-01-01',
      _aud: stamp({ o: 'enrolment.assign' }),
    };
    const draft = await auditDraftOf(record('INSERT', { new: enrolment }), NAMES);
    expect(draft?.target).toEqual({ type: 'enrolment', id: 'u1', name: 'Fire Safety — Lee Learner' });
  });

  it("an archived run is a Course history record of its own, listed with the learner's enrolments", async () => {
    const archived = {
      pk: 'C#c1#CRS#k1',
      sk: 'HIST#u1#2026-12-06T06:45:00.000Z',
      _et: 'CourseHistory',
      archived_by: 'renew-certifications',
      _aud: stamp({ o: 'system.recertificationRenewed', i: ['CourseHistory'] }),
    };
    const draft = await auditDraftOf(record('INSERT', { new: archived }), NAMES);
    expect(draft?.target).toEqual({
      type: 'course_history',
      id: 'u1',
      name: 'Fire Safety — Lee Learner',
      index: { type: 'enrolment', id: 'u1' },
    });
  });

  it('names groups, memberships, courses, certificates and the company; an item without `_et` by its key', async () => {
    const target = async (item: Record<string, unknown>) =>
      (
        await auditDraftOf(
          record('INSERT', { new: { ...item, marker: 1, _aud: stamp({ i: [String(item._et ?? item.expect)] }) } }),
          NAMES,
        )
      )?.target;
    expect(await target({ pk: 'C#c1', sk: 'GMEM#g1#u1', _et: 'GroupMember' })).toEqual({
      type: 'group',
      id: 'g1',
      name: 'Warehouse — Lee Learner',
      // Listed in the member's history (and found there when they are erased).
      index: { type: 'user', id: 'u1' },
    });
    expect(await target({ pk: 'C#c1', sk: 'COURSE#k1', expect: 'Course', name: 'Fire Safety 2' })).toEqual({
      type: 'course',
      id: 'k1',
      name: 'Fire Safety 2',
    });
    expect(
      await target({
        pk: 'CERT#cert1',
        sk: 'CERT',
        _et: 'Certificate',
        name: 'Lee Learner',
        course_name: 'Fire Safety',
      }),
    ).toEqual({
      type: 'certificate',
      id: 'cert1',
      name: 'Fire Safety — Lee Learner',
    });
    expect(await target({ pk: 'C#c1', sk: 'COMPANY', _et: 'Company', company_name: 'Acme Ltd' })).toEqual({
      type: 'company',
      id: 'c1',
      name: 'Acme Ltd',
    });
    expect(await target({ pk: 'C#c1', sk: 'USER#u9', _et: 'User' })).toEqual({ type: 'user', id: 'u9', name: 'u9' });
  });

  it("a course's material, test and questions keep their own target and are listed in the course's history", async () => {
    const target = async (item: Record<string, unknown>) =>
      (await auditDraftOf(record('MODIFY', { new: { ...item, _aud: stamp({ i: [String(item._et)] }) } }), NAMES))
        ?.target;
    const inCourse = { type: 'course', id: 'k1' };
    expect(
      await target({ pk: 'C#c1#CRS#k1', sk: 'ASSET#a1', _et: 'CourseAsset', asset_id: 'a1', title: 'Intro video' }),
    ).toEqual({ type: 'material', id: 'a1', name: 'Intro video', index: inCourse });
    expect(await target({ pk: 'C#c1#CRS#k1', sk: 'QUIZ', _et: 'Quiz', pass_mark: 80 })).toEqual({
      type: 'test',
      id: 'k1',
      name: 'Fire Safety',
      index: inCourse,
    });
    expect(
      await target({ pk: 'C#c1#CRS#k1', sk: 'QUESTION#q1', _et: 'Question', question_id: 'q1', question: 'Exits?' }),
    ).toEqual({ type: 'question', id: 'q1', name: 'Exits?', index: inCourse });
    // The course itself, a learner's external training and erasure request.
    expect(await target({ pk: 'C#c1', sk: 'COURSE#k1', _et: 'Course', course_id: 'k1', name: 'Fire Safety' })).toEqual({
      type: 'course',
      id: 'k1',
      name: 'Fire Safety',
    });
    expect(
      await target({ pk: 'C#c1', sk: 'EXTTR#u1#t1', _et: 'ExternalTraining', training_id: 't1', name: 'First aid' }),
    ).toEqual({
      type: 'external_training',
      id: 't1',
      name: 'First aid — Lee Learner',
      index: { type: 'user', id: 'u1' },
    });
    expect(
      await target({ pk: 'C#c1', sk: 'PRIVREQ#r1', _et: 'PrivacyRequest', request_id: 'r1', user_id: 'u1' }),
    ).toEqual({ type: 'personal_data', id: 'u1', name: 'Lee Learner' });
  });

  it("the company is the key's; a platform-level item's is the stamp's", async () => {
    const cert = {
      pk: 'CERT#cert1',
      sk: 'CERT',
      _et: 'Certificate',
      name: 'Lee',
      course_name: 'Fire',
      _aud: stamp({ c: 'c7' }),
    };
    expect((await auditDraftOf(record('INSERT', { new: cert }), NAMES))?.companyId).toBe('c7');
  });

  it('the actor: the super administrator on behalf of a company, a SCIM token, the system', async () => {
    const actor = async (extra: Record<string, unknown>) =>
      auditDraftOf(record('MODIFY', { old: user(), new: user({ role_id: 9, _aud: stamp(extra) }) }), NAMES);
    expect(await actor({ ak: 'super_admin', a: 'sa1', ob: 1 })).toMatchObject({
      actorKind: 'super_admin',
      actorName: 'Sam Super',
      onBehalf: true,
    });
    expect(await actor({ ak: 'scim_token', a: 't1' })).toMatchObject({ actorName: 'SCIM token Entra ID' });
    expect(await actor({ ak: 'system', a: 'system', o: 'system.trialExpired' })).toMatchObject({
      actorName: 'System',
      action: 'system.trialExpired',
    });
  });

  it("an audit read marker's insert is the read: its target and detail", async () => {
    const draft = await auditDraftOf(
      record('INSERT', {
        new: {
          pk: 'C#c1#AUDIT',
          sk: 'READ#req-9',
          _et: 'AuditRead',
          target_type: 'report',
          target_id: 'users',
          target_name: 'Users export',
          detail: JSON.stringify({ format: 'excel', search: 'name:lee' }),
          _aud: stamp({ o: 'reports.exportUsers', i: [] }),
        },
      }),
      NAMES,
    );
    expect(draft).toMatchObject({
      companyId: 'c1',
      action: 'reports.exportUsers',
      target: { type: 'report', id: 'users', name: 'Users export' },
      changes: [
        { field: 'format', after: 'excel' },
        { field: 'search', after: 'name:lee' },
      ],
    });
  });
});

describe('changes', () => {
  it('compares lists and maps by value, whatever the key order', () => {
    expect(itemChanges({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toEqual([]);
    expect(itemChanges({ a: [1, 2] }, { a: [2, 1] })).toEqual([{ field: 'a', before: [1, 2], after: [2, 1] }]);
    expect(itemChanges({ a: null }, {})).toEqual([{ field: 'a', before: null }]);
  });

  it('canonical JSON sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 1, e: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":2,"f":1}]},"b":1}',
    );
  });
});
