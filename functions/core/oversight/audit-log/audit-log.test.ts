import { describe, expect, it } from 'vitest';
import { serverCatalogue } from '../../platform/i18n/server-texts';
import type { TAuditEventItem } from '../../platform/db/entities/audit';
import { auditActionLabel, auditActionLabelTexts, auditActionOptions, summaryLabel } from './action-labels';
import { auditTargetName } from './audit-view';
import { auditDetailText, auditFieldLabel, auditFieldWords, auditOutcomeText } from './audit-field-labels';
import { textsIn } from '../../platform/i18n/server-texts';
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

describe('action labels in the reader’s language (issue 34)', () => {
  it('translate the operations’ and the system’s labels, an id added to a shared label stays as it is', () => {
    expect(auditActionLabel('audit.export', 'pl')).toBe('Eksport dziennika audytu');
    expect(auditActionLabel('audit.export', 'es')).toBe('Exportar el registro de auditoría');
    expect(auditActionLabel('system.trialExpired', 'pl')).toBe('Bezpłatny okres próbny wygasł');
    expect(auditActionLabel('enrolment.enrol', 'es')).toBe(
      'Inscribir y desinscribir usuarios y grupos (enrolment.enrol)',
    );
    expect(auditActionLabel('audit.export', 'en-GB')).toBe('Export the audit log');
    expect(auditActionLabel('gone.action', 'pl')).toBe('gone.action');
  });

  it('sort the Action filter’s choices in the reader’s language', () => {
    const labels = auditActionOptions('pl').map((option) => option.label);
    expect(labels).toContain('Publikacja kursu');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'pl')));
    expect(labels).not.toEqual(auditActionOptions('en-GB').map((option) => option.label));
  });

  it('show a name the server gave a target in the reader’s language, a record’s own name as recorded', () => {
    const target = (target_type: string, target_name: string) =>
      ({ target_type, pii: { target_name } }) as Pick<TAuditEventItem, 'target_type' | 'pii'>;
    expect(auditTargetName(target('audit_log', 'Audit log'), 'pl')).toBe('Dziennik audytu');
    expect(auditTargetName(target('report', 'Group Report'), 'es')).toBe('Informe de grupos');
    expect(auditTargetName(target('company', 'Platform'), 'es')).toBe('Plataforma');
    expect(auditTargetName(target('report', 'Scheduled report'), 'pl')).toBe('Zaplanowany raport');
    expect(auditTargetName(target('course', 'Group Report'), 'pl')).toBe('Group Report');
    expect(auditTargetName(target('audit_log', 'Audit log'), 'en-GB')).toBe('Audit log');
  });

  it('have a Polish and a Spanish translation for every operation the log records', () => {
    const missing = auditActionLabelTexts().flatMap((label) =>
      (['pl', 'es'] as const)
        .filter((language) => !serverCatalogue(language)[label])
        .map((language) => `${language}: ${label}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the export’s field names, outcomes and fixed details in the reader’s language (issue 34)', () => {
  it('name a changed field by its label in Polish and Spanish, by its key in English and when no label is known', () => {
    expect(auditFieldLabel('first_name', 'pl')).toBe('Imię');
    expect(auditFieldLabel('last_name', 'es')).toBe('Apellidos');
    expect(auditFieldLabel('first_name', 'en-GB')).toBe('first_name');
    expect(auditFieldLabel('favourite_colour', 'pl')).toBe('favourite_colour');
    expect(auditFieldWords('pass_mark')).toBe('Pass mark');
  });

  it('translate the outcome codes and the fixed details, anything else as recorded', () => {
    expect(auditOutcomeText('success', textsIn('pl'))).toBe('sukces');
    expect(auditOutcomeText('partial', textsIn('es'))).toBe('parcial');
    expect(auditOutcomeText('success', textsIn('en-GB'))).toBe('success');
    expect(auditOutcomeText('unknown', textsIn('pl'))).toBe('unknown');
    expect(auditDetailText('verify chain', textsIn('pl'))).toBe('weryfikacja łańcucha');
    expect(auditDetailText('erasure request declined', textsIn('es'))).toBe('solicitud de borrado rechazada');
    expect(auditDetailText('verify chain', textsIn('en-GB'))).toBe('verify chain');
    expect(auditDetailText('archived 2026-01-01', textsIn('pl'))).toBe('archived 2026-01-01');
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
