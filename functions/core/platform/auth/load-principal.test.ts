/**
 * What a request reads of its caller (issue 36): the user and the token's revocation marker on every request; the
 * company on every request, except on the rows company-state-cache.ts names, which reuse a read of this warm function
 * younger than WARM_STATE_MAX_AGE_SECONDS unless it showed the company suspended.
 */
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_STATE, OPERATION_LIST, PLATFORM_COMPANY_ID } from '@skillway/shared';
import { WARM_STATE_MAX_AGE_SECONDS } from '@skillway/shared/constants/warm-state';
import { forgetCompanies, reusesCompanyState } from './company-state-cache';
import { loadPrincipalRecords } from './load-principal';
import type { TTokenClaims } from './token-claims';

const dynamo = mockClient(DynamoDBDocumentClient);
afterAll(() => dynamo.restore());

const BOUND_MS = WARM_STATE_MAX_AGE_SECONDS * 1000;
const claims = (companyId = 'c1', jti = 'j1'): TTokenClaims => ({
  userId: 'u1',
  companyId,
  jti,
  iat: 1,
  exp: 2,
  authTime: undefined,
});

let companyState: number = COMPANY_STATE.ACTIVE;
let archived = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T10:00:00.000Z'));
  forgetCompanies();
  dynamo.reset();
  companyState = COMPANY_STATE.ACTIVE;
  archived = 0;
  dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => {
    const table = Object.keys(input.RequestItems)[0]!;
    return {
      Responses: {
        [table]: [
          {
            pk: 'C#c1',
            sk: 'USER#u1',
            _et: 'User',
            company_id: 'c1',
            user_id: 'u1',
            role_id: 3,
            is_archived: archived,
            is_reset_default_password: 0,
            is_notification: 1,
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@example.test',
            _ct: '2026-01-01T00:00:00.000Z',
            _md: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    };
  });
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string } }) => ({
    Item: {
      pk: input.Key.pk,
      sk: 'COMPANY',
      _et: 'Company',
      company_id: input.Key.pk.slice(2),
      company_name: 'Acme',
      state: companyState,
      banding: 1,
      payment_method: 2,
      country: 'UK',
      total_users: 1,
      owner_user_id: 'u1',
      gsi1pk: 'COMPANIES',
      gsi1sk: 'x',
      _ct: '2026-01-01T00:00:00.000Z',
      _md: '2026-01-01T00:00:00.000Z',
    },
  }));
});
afterEach(() => vi.useRealTimers());

const companyReads = () => dynamo.commandCalls(GetCommand).length;
const userReads = () => dynamo.commandCalls(BatchGetCommand).length;

describe('loadPrincipalRecords', () => {
  it('reads the user, the marker and the company on every request of a row that does not reuse it', async () => {
    await loadPrincipalRecords(claims());
    await loadPrincipalRecords(claims());
    expect(userReads()).toBe(2);
    expect(companyReads()).toBe(2);
  });

  it("reuses the company a save's function read, until the bound after that read, never the user", async () => {
    const first = await loadPrincipalRecords(claims(), { reuseCompanyState: true });
    expect(first.company?.state).toBe(COMPANY_STATE.ACTIVE);
    companyState = COMPANY_STATE.SUSPENDED;
    archived = 1;

    vi.setSystemTime(Date.now() + BOUND_MS - 1);
    const reused = await loadPrincipalRecords(claims(), { reuseCompanyState: true });
    expect(reused.company?.state).toBe(COMPANY_STATE.ACTIVE);
    expect(companyReads()).toBe(1);
    // The user (archive, role, token cut-offs) and the marker (logout) are read every time.
    expect(userReads()).toBe(2);
    expect(reused.user?.is_archived).toBe(1);

    // At the bound the company is read again: the suspension is seen.
    vi.setSystemTime(Date.now() + 1);
    const fresh = await loadPrincipalRecords(claims(), { reuseCompanyState: true });
    expect(fresh.company?.state).toBe(COMPANY_STATE.SUSPENDED);
    expect(companyReads()).toBe(2);
  });

  it('reads a company that was suspended again on every request, so lifting a suspension is seen at once', async () => {
    companyState = COMPANY_STATE.SUSPENDED;
    await loadPrincipalRecords(claims(), { reuseCompanyState: true });
    companyState = COMPANY_STATE.ACTIVE;
    const lifted = await loadPrincipalRecords(claims(), { reuseCompanyState: true });
    expect(lifted.company?.state).toBe(COMPANY_STATE.ACTIVE);
    expect(companyReads()).toBe(2);
  });

  it('keeps each company apart', async () => {
    await loadPrincipalRecords(claims('c1'), { reuseCompanyState: true });
    const other = await loadPrincipalRecords(claims('c2'), { reuseCompanyState: true });
    expect(other.company?.company_id).toBe('c2');
    expect(companyReads()).toBe(2);
  });

  it('remembers only the reads of the rows that reuse them (each row is a function of its own on AWS)', async () => {
    await loadPrincipalRecords(claims());
    await loadPrincipalRecords(claims(), { reuseCompanyState: true });
    expect(companyReads()).toBe(2);
  });

  it('reads no company for the platform account', async () => {
    const records = await loadPrincipalRecords(claims(PLATFORM_COMPANY_ID), { reuseCompanyState: true });
    expect(records.company).toBeNull();
    expect(companyReads()).toBe(0);
  });
});

describe('reusesCompanyState', () => {
  it('names the progress save and nothing else', () => {
    const reusing = OPERATION_LIST.filter((operation) => reusesCompanyState(operation)).map(
      (operation) => operation.id,
    );
    expect(reusing).toEqual(['learning.updateLastTime']);
  });
});
