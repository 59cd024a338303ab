import { describe, expect, it } from 'vitest';
import { MSG, SCIM_MSG, SCIM_SCHEMA } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { ScimError, toScimError } from './scim-error';
import { SCIMMY } from './scim-library';
import { lastUseIsStale } from './token-repository';

describe('SCIM error answers', () => {
  it("keep a SCIM refusal's status, keyword and detail, status as a string", () => {
    expect(toScimError(new ScimError(400, 'invalidFilter', 'bad filter'))).toMatchObject({
      status: 400,
      body: { schemas: [SCIM_SCHEMA.ERROR], status: '400', scimType: 'invalidFilter', detail: 'bad filter' },
      fault: false,
    });
    expect(toScimError(new SCIMMY.Types.Error(400, 'invalidPath', 'no such path')).body).toMatchObject({
      status: '400',
      scimType: 'invalidPath',
    });
  });

  it("say the core's refusals in SCIM terms: taken is 409 uniqueness, the band 403, a field 400 invalidValue", () => {
    expect(toScimError(AppError.validation({ email: [MSG.EMAIL_TAKEN] }, MSG.EMAIL_TAKEN)).body).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
    });
    expect(toScimError(AppError.validation({ name: [MSG.GROUP_NAME_TAKEN] }, MSG.GROUP_NAME_TAKEN)).status).toBe(409);
    expect(toScimError(new AppError('VALIDATION', MSG.PLAN_LIMIT)).body).toMatchObject({
      status: '403',
      detail: SCIM_MSG.BAND_FULL,
    });
    expect(toScimError(AppError.field('is_archived', 'Nope.')).body).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
      detail: 'is_archived: Nope.',
    });
    expect(toScimError(AppError.notFound()).status).toBe(404);
  });

  it("never tell a fault's cause", () => {
    const answer = toScimError(new Error('secret table name in here'));
    expect(answer).toMatchObject({ status: 500, fault: true, body: { status: '500', detail: SCIM_MSG.INTERNAL } });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });
});

describe("a token's last use", () => {
  it('is written at most once a minute', () => {
    const now = Date.parse('2025-01-01T12:00:00.000Z');
    expect(lastUseIsStale(undefined, now)).toBe(true);
    expect(lastUseIsStale('2025-01-01T11:59:30.000Z', now)).toBe(false);
    expect(lastUseIsStale('2025-01-01T11:59:00.000Z', now)).toBe(true);
  });
});
