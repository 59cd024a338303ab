import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionOptions, summaryLabel } from './action-labels';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';
import { auditQueryPlan } from './audit-query';
import { AppError } from '../../platform/http/app-error';

describe('action labels', () => {
  it('are the first phrase of the summary, without the asides in brackets', () => {
    expect(summaryLabel('Archive (1) or restore (0) a user; restoring counts against the band maximum.')).toBe(
      'Archive or restore a user',
    );
    expect(summaryLabel('Queue welcome emails: send_mail_option 1 all.')).toBe('Queue welcome emails');
    expect(summaryLabel('Edit a course; the name of a default (installed) course is read-only.')).toBe('Edit a course');
    expect(summaryLabel('Unpublish a course.')).toBe('Unpublish a course');
  });

  it('name the operations, the system actions, and an unknown action by its id', () => {
    expect(auditActionLabel('audit.export')).toBe('Export the audit log');
    expect(auditActionLabel('system.trialExpired')).toBe('Free trial expired');
    expect(auditActionLabel('gone.action')).toBe('gone.action');
  });

  it('offer the recorded actions only, each label once', () => {
    const options = auditActionOptions();
    const values = options.map((option) => option.value);
    expect(values).toContain('audit.verify');
    expect(values).toContain('system.userErased');
    expect(values).not.toContain('audit.list');
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
  });
});

describe('the query plan', () => {
  it('reads the narrowest index a filter names and filters on the others', () => {
    const plan = auditQueryPlan('c1', { actor: 'u1', action: 'users.update', target_type: 'user', target_id: 'u2' });
    expect(plan.index).toEqual({ name: 'gsi2', pk: 'C#c1#AUDTGT#user#u2' });
    expect(plan.conditions).toEqual([
      { attr: 'gsi1pk', eq: 'C#c1#AUDACT#u1' },
      { attr: 'gsi3pk', eq: 'C#c1#AUDACN#users.update' },
    ]);
    expect(auditQueryPlan('c1', { action: 'users.update' }).index?.name).toBe('gsi3');
    expect(auditQueryPlan('c1', { target_type: 'course' })).toMatchObject({
      pk: 'C#c1#AUDIT',
      conditions: [{ attr: 'target_type', eq: 'course' }],
    });
  });

  it('takes whole days as a key condition, and refuses a range that ends before it starts', () => {
    expect(auditQueryPlan('c1', { from: '2026-03-01', to: '2026-03-02' }).range).toEqual({
      between: ['EV#2026-03-01', 'EV#2026-03-02~'],
    });
    expect(auditQueryPlan('c1', { to: '2026-03-02' }).range).toEqual({ lte: 'EV#2026-03-02~' });
    expect(() => auditQueryPlan('c1', { from: '2026-03-02', to: '2026-03-01' })).toThrow(AppError);
  });
});

describe('the cursor', () => {
  const plan = { pk: 'C#c1#AUDIT' };
  const key = { pk: 'C#c1#AUDIT', sk: 'EV#2026-03-01T10:00:00.000Z#000000000001' };

  it('comes back as the keys it was made of', () => {
    expect(decodeAuditCursor(encodeAuditCursor(key), plan)).toEqual(key);
    const indexed = { ...key, gsi1pk: 'C#c1#AUDACT#u1', gsi1sk: key.sk };
    expect(
      decodeAuditCursor(encodeAuditCursor(indexed), { ...plan, index: { name: 'gsi1', pk: 'C#c1#AUDACT#u1' } }),
    ).toEqual(indexed);
  });

  it('is refused for another company, another index, or anything else', () => {
    expect(() => decodeAuditCursor(encodeAuditCursor({ ...key, pk: 'C#c2#AUDIT' }), plan)).toThrow(AppError);
    expect(() =>
      decodeAuditCursor(encodeAuditCursor(key), { ...plan, index: { name: 'gsi1', pk: 'C#c1#AUDACT#u1' } }),
    ).toThrow(AppError);
    expect(() => decodeAuditCursor(encodeAuditCursor({ ...key, extra: 'x' }), plan)).toThrow(AppError);
    expect(() => decodeAuditCursor('%%%', plan)).toThrow(AppError);
    expect(() => decodeAuditCursor(encodeAuditCursor({ pk: 'C#c1#AUDIT', sk: 'HEAD' }), plan)).toThrow(AppError);
  });
});
