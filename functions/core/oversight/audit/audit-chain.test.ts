import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, auditActorKey, auditEventHash, auditPiiDigest, chainedEvent } from './audit-chain';
import { sha256Hex, canonicalJson } from './canonical-json';
import type { TAuditDraft } from './record-to-event';

const draft: TAuditDraft = {
  companyId: 'c1',
  eventId: 'ev-1',
  at: '2026-12-06T10:00:00.000Z',
  action: 'users.update',
  actorKind: 'user',
  actorId: 'admin1',
  actorRole: 2,
  actorName: 'Ada Admin',
  target: { type: 'user', id: 'u1', name: 'Lee Learner' },
  requestId: 'req-1',
  sourceIp: '203.0.113.9',
  outcome: 'success',
  changes: [{ field: 'role_id', before: 3, after: 4 }],
};

describe('the hash chain', () => {
  it('an event hashes the previous hash and its fields; its personal data only through the salted digest', () => {
    const event = chainedEvent(draft, { seq: 1, prevHash: GENESIS_HASH, recordedAt: draft.at }, 'salt');
    expect(event.pii_digest).toBe(sha256Hex(`salt${canonicalJson(event.pii)}`));
    expect(event.pii_digest).toBe(
      auditPiiDigest('salt', { changes: draft.changes, target_name: 'Lee Learner', actor_name: 'Ada Admin' }),
    );
    const fields = {
      action: 'users.update',
      actor_id: 'admin1',
      actor_kind: 'user',
      actor_role: 2,
      at: draft.at,
      company_id: 'c1',
      event_id: 'ev-1',
      outcome: 'success',
      pii_digest: event.pii_digest,
      prev_hash: GENESIS_HASH,
      recorded_at: draft.at,
      request_id: 'req-1',
      seq: 1,
      source_ip: '203.0.113.9',
      target_id: 'u1',
      target_type: 'user',
    };
    expect(event.hash).toBe(sha256Hex(`${GENESIS_HASH}\n${canonicalJson(fields)}`));
    // The index keys, the salt and the names are outside the hash: pseudonymising names keeps the chain.
    expect(auditEventHash(GENESIS_HASH, { ...event, pii_salt: 'other', gsi1pk: 'x' } as never)).toBe(event.hash);
    expect(auditEventHash(GENESIS_HASH, { ...event, action: 'users.delete' })).not.toBe(event.hash);
    expect(event).toMatchObject({
      gsi1sk: 'EV#2026-12-06T10:00:00.000Z#000000000001',
      gsi2pk: 'C#c1#AUDTGT#user#u1',
      gsi3pk: 'C#c1#AUDACN#users.update',
    });
  });

  it("a course's material is the material's event, listed in the course's history by its target index key", () => {
    const material: TAuditDraft = {
      ...draft,
      target: { type: 'material', id: 'a1', name: 'Intro video', index: { type: 'course', id: 'k1' } },
    };
    const event = chainedEvent(material, { seq: 2, prevHash: GENESIS_HASH, recordedAt: draft.at }, 'salt');
    expect(event).toMatchObject({ target_type: 'material', target_id: 'a1', gsi2pk: 'C#c1#AUDTGT#course#k1' });
    expect(event.pii.target_name).toBe('Intro video');
    expect(event.pseudonymised_at).toBeUndefined();
    // A draft pseudonymised on its way in says so (its digest is of the pseudonymised data).
    const late = chainedEvent(draft, { seq: 2, prevHash: GENESIS_HASH, recordedAt: draft.at }, 'salt', true);
    expect(late.pseudonymised_at).toBe(draft.at);
    expect(late.pii_digest).toBe(auditPiiDigest('salt', late.pii));
  });

  it('the actor index key: a user id, scim:<token id>, system', () => {
    expect(auditActorKey('user', 'u1')).toBe('u1');
    expect(auditActorKey('super_admin', 'sa1')).toBe('sa1');
    expect(auditActorKey('scim_token', 't1')).toBe('scim:t1');
    expect(auditActorKey('system', 'anything')).toBe('system');
  });
});
