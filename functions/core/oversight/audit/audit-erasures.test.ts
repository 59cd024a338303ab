import { describe, expect, it } from 'vitest';
import { erasureOf, pseudonymiseDraft } from './audit-erasures';
import type { TAuditDraft } from './record-to-event';

const PERSON = { user_id: 'u1', first_name: 'Zephyrine', last_name: 'Quill', email: 'zq@acme.test' };
const PSEUDONYM = {
  first_name: 'Erased',
  last_name: 'user 0123456789',
  email: 'erased-0123456789@erased.invalid',
  full_name: 'Erased user 0123456789',
};
const erasure = erasureOf(PERSON, PSEUDONYM, 'salt');

const draft = (extra: Partial<TAuditDraft>): TAuditDraft => ({
  companyId: 'c1',
  eventId: 'ev-1',
  at: '2026-12-06T10:00:00.000Z',
  action: 'users.update',
  actorKind: 'user',
  actorId: 'admin1',
  actorName: 'Ada Admin',
  target: { type: 'user', id: 'u1', name: 'Zephyrine Quill' },
  requestId: 'req-1',
  sourceIp: '',
  outcome: 'success',
  changes: [],
  ...extra,
});

describe('an event on its way when its user was erased', () => {
  it('keeps no text of the person: only salted fingerprints of the email, full name and names', () => {
    const stored = JSON.stringify(erasure).toLowerCase();
    for (const text of ['zephyrine', 'quill', 'zq@acme.test']) expect(stored).not.toContain(text);
    expect(erasure.texts.map((print) => print.kind)).toEqual(['email', 'full', 'first', 'last']);
  });

  it('about the user: the target, the names and the email in any value become the pseudonym', () => {
    const { draft: out, pseudonymised } = pseudonymiseDraft(
      draft({
        changes: [
          { field: 'last_name', before: 'QUILL', after: 'Quill-Smith' },
          { field: 'email', before: 'ZQ@acme.test', after: 'new@acme.test' },
          { field: 'note', after: { text: 'Zephyrine asked' } },
        ],
      }),
      [erasure],
    );
    expect(pseudonymised).toBe(true);
    expect(out.target.name).toBe(PSEUDONYM.full_name);
    expect(out.actorName).toBe('Ada Admin');
    expect(out.changes).toEqual([
      { field: 'last_name', before: PSEUDONYM.last_name, after: `${PSEUDONYM.last_name}-Smith` },
      { field: 'email', before: PSEUDONYM.email, after: 'new@acme.test' },
      { field: 'note', after: { text: 'Erased asked' } },
    ]);
  });

  it('by the user: the actor is the pseudonym; a membership listed under them names them by it', () => {
    const { draft: out } = pseudonymiseDraft(
      draft({
        actorId: 'u1',
        actorName: 'Zephyrine Quill',
        target: { type: 'group', id: 'g1', name: 'Night shift — Zephyrine Quill', index: { type: 'user', id: 'u1' } },
      }),
      [erasure],
    );
    expect(out.actorName).toBe(PSEUDONYM.full_name);
    expect(out.target).toEqual({
      type: 'group',
      id: 'g1',
      name: `Night shift — ${PSEUDONYM.full_name}`,
      index: { type: 'user', id: 'u1' },
    });
  });

  it("another user's event: only the full name and email are the person's; a first name alone may be anyone's", () => {
    const other = draft({
      target: { type: 'certificate', id: 'cert1', name: 'Fire Safety — Zephyrine Quill' },
      changes: [{ field: 'name', after: 'Zephyrine Jones' }],
    });
    const { draft: out, pseudonymised } = pseudonymiseDraft(other, [erasure]);
    expect(pseudonymised).toBe(true);
    expect(out.target.name).toBe(`Fire Safety — ${PSEUDONYM.full_name}`);
    expect(out.changes).toEqual([{ field: 'name', after: 'Zephyrine Jones' }]);
    const untouched = draft({ target: { type: 'user', id: 'u2', name: 'Lee Learner' } });
    expect(pseudonymiseDraft(untouched, [erasure])).toEqual({ draft: untouched, pseudonymised: false });
    expect(pseudonymiseDraft(other, [])).toEqual({ draft: other, pseudonymised: false });
  });
});
