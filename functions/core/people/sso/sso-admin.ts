import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  SSO_LIMITS,
  SSO_MESSAGES,
  type TSsoConnection,
  type TSsoConnectionBody,
  type TSsoDomain,
  type TSsoSettings,
  type TSsoTestResult,
} from '@skillway/shared';
import { randomToken } from '../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { companyEntity } from '../../platform/db/entities/company';
import { ssoConnectionEntity } from '../../platform/db/entities/sso';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import { findCompany } from '../companies/company-repository';
import { listGroups } from '../groups/group-repository';
import {
  findConnection,
  listConnections,
  putNewConnection,
  replaceConnection,
  deleteConnection as deleteConnectionItems,
} from './connection-repository';
import { connectionValues, idpSettingsChanged } from './connection-settings';
import {
  deleteDomain,
  findDomain,
  findDomainOwner,
  listDomains,
  markDomainVerified,
  putPendingDomain,
} from './domain-repository';
import { txtRecords } from './domain-txt-records';
import { domainTxtValue, presentConnection, presentDomain, presentSettings } from './present-sso';
import { SSO_PATHS } from './service-provider';
import { findTest, presentTest, putPendingTest } from './test-repository';
import { newScopedId } from './scoped-id';

/**
 * The administrator's single sign-on settings (Admin › Account › Single Sign-On): connections, email domains and
 * enforcement. Everything is read and written in the caller's company partition, so another company's id is simply
 * not found (404). Each change is an audit log line.
 */
interface TActor {
  companyId: string;
  userId: string;
}

async function groupNamesOf(companyId: string): Promise<Map<string, string>> {
  return new Map((await listGroups(companyId)).map((group) => [group.group_id, group.name]));
}

export async function readSsoSettings(companyId: string): Promise<TSsoSettings> {
  const [company, connections, domains, groupNames] = await Promise.all([
    findCompany(companyId),
    listConnections(companyId, true),
    listDomains(companyId, true),
    groupNamesOf(companyId),
  ]);
  if (!company) throw AppError.notFound();
  return presentSettings(company, connections, domains, groupNames);
}

async function presented(companyId: string, connectionId: string): Promise<TSsoConnection> {
  const [item, groupNames] = await Promise.all([
    findConnection(companyId, connectionId, true),
    groupNamesOf(companyId),
  ]);
  if (!item) throw AppError.notFound();
  return presentConnection(item, groupNames);
}

export async function createConnection(actor: TActor, body: TSsoConnectionBody, log: TLog): Promise<TSsoConnection> {
  const existing = await listConnections(actor.companyId, true);
  if (existing.length >= SSO_LIMITS.CONNECTIONS_MAX) {
    throw AppError.field('name', `A company may have at most ${SSO_LIMITS.CONNECTIONS_MAX} connections.`);
  }
  const connectionId = newScopedId(actor.companyId);
  const { values } = await connectionValues(actor.companyId, connectionId, body);
  if (!(await putNewConnection(values))) throw new Error('a new connection id was taken');
  log.info('audit: single sign-on connection created', {
    audit: 'sso.connection_created',
    actor_id: actor.userId,
    connection_id: connectionId,
    protocol: values.protocol,
  });
  return presented(actor.companyId, connectionId);
}

/** Whether the company's enforced sign-in runs on this connection (it may not be deleted or disabled then). */
async function isEnforcedOn(companyId: string, connectionId: string): Promise<boolean> {
  const company = await findCompany(companyId);
  return company?.sso_enforced === true && company.sso_connection_id === connectionId;
}

export async function updateConnection(
  actor: TActor,
  connectionId: string,
  body: TSsoConnectionBody,
  log: TLog,
): Promise<TSsoConnection> {
  const current = await findConnection(actor.companyId, connectionId, true);
  if (!current) throw AppError.notFound();
  if (body.protocol !== current.protocol) {
    throw AppError.field('protocol', "A connection's protocol cannot be changed: add a new connection instead.");
  }
  if (body.enabled === false && (await isEnforcedOn(actor.companyId, connectionId))) {
    throw new AppError('CONFLICT', SSO_MESSAGES.CONNECTION_IN_USE);
  }
  const { values, secretChanged } = await connectionValues(actor.companyId, connectionId, body, current);
  const retest = idpSettingsChanged(current, values, secretChanged);
  // New IdP settings are unproven: the passed test goes, and enforcement cannot be turned on until a new one passes.
  const { tested_ok_at: _passed, ...untested } = values;
  const next = retest ? untested : values;
  if (!(await replaceConnection(next, current))) {
    throw new AppError('CONFLICT', 'The connection was changed by someone else meanwhile. Reload it and try again.');
  }
  log.info('audit: single sign-on connection changed', {
    audit: 'sso.connection_changed',
    actor_id: actor.userId,
    connection_id: connectionId,
    needs_test: retest,
  });
  return presented(actor.companyId, connectionId);
}

/**
 * Deletes a connection, refused (409) while it is the one enforced sign-in uses: one transaction with a check on the
 * company, so enforcement turned on at the same moment cannot leave it pointing at nothing.
 */
export async function deleteConnection(actor: TActor, connectionId: string, log: TLog): Promise<void> {
  const current = await findConnection(actor.companyId, connectionId, true);
  if (!current) throw AppError.notFound();
  try {
    await transact([
      companyEntity()
        .build(ConditionCheck)
        .key({ company_id: actor.companyId })
        .condition({
          or: [
            { attr: 'sso_enforced', ne: true },
            { attr: 'sso_enforced', exists: false },
            { attr: 'sso_connection_id', ne: connectionId },
          ],
        }),
      ssoConnectionEntity().build(DeleteTransaction).key({ company_id: actor.companyId, connection_id: connectionId }),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed')
      throw new AppError('CONFLICT', SSO_MESSAGES.CONNECTION_IN_USE);
    throw error;
  }
  await deleteConnectionItems(actor.companyId, connectionId);
  // The login page no longer routes to it (enforcement is off or on another connection: checked above).
  await sendUnlessConditionFails(
    companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: actor.companyId, sso_connection_id: $remove() })
      .options({ condition: { attr: 'sso_connection_id', eq: connectionId } }),
  );
  log.info('audit: single sign-on connection deleted', {
    audit: 'sso.connection_deleted',
    actor_id: actor.userId,
    connection_id: connectionId,
  });
}

/**
 * A test sign-in of a connection: a pending SsoTest the administrator polls, and the start URL to open in a new
 * window (sso.start with `?test=`), which runs the real sign-in at the IdP and records what came back; nobody is signed
 * in. A disabled connection may be tested (that is how it is tried before it is turned on).
 */
export async function startConnectionTest(
  actor: TActor,
  connectionId: string,
): Promise<{ test_id: string; test_url: string }> {
  const connection = await findConnection(actor.companyId, connectionId, true);
  if (!connection) throw AppError.notFound();
  const testId = newScopedId(actor.companyId);
  await putPendingTest(actor.companyId, testId, connectionId);
  return { test_id: testId, test_url: `${SSO_PATHS.START}?test=${encodeURIComponent(testId)}` };
}

export async function readTestResult(companyId: string, testId: string): Promise<TSsoTestResult> {
  const test = await findTest(companyId, testId);
  if (!test) throw AppError.notFound();
  return presentTest(test);
}

export async function addDomain(actor: TActor, domain: string, log: TLog): Promise<TSsoDomain> {
  const domains = await listDomains(actor.companyId, true);
  if (domains.some((item) => item.domain === domain))
    throw AppError.field('domain', 'The domain has already been added.');
  if (domains.length >= SSO_LIMITS.DOMAINS_MAX) {
    throw AppError.field('domain', `A company may verify at most ${SSO_LIMITS.DOMAINS_MAX} domains.`);
  }
  const owner = await findDomainOwner(domain);
  if (owner && owner !== actor.companyId)
    throw new AppError('CONFLICT', SSO_MESSAGES.DOMAIN_TAKEN, { domain: [SSO_MESSAGES.DOMAIN_TAKEN] });
  if (!(await putPendingDomain(actor.companyId, domain, randomToken(), new Date().toISOString()))) {
    throw AppError.field('domain', 'The domain has already been added.');
  }
  log.info('audit: single sign-on domain added', { audit: 'sso.domain_added', actor_id: actor.userId, domain });
  const item = await findDomain(actor.companyId, domain);
  if (!item) throw new Error('a domain just added is missing');
  return presentDomain(item);
}

/**
 * Looks up the domain's TXT record (DNS on AWS; locally the local tools' DNS page): found, the domain is verified and
 * its platform lookup written (409 when another company verified it first); not found yet, a 422 on `domain`.
 */
export async function verifyDomain(
  actor: TActor,
  domain: string,
  log: TLog,
): Promise<{ message: string; data: TSsoDomain }> {
  const item = await findDomain(actor.companyId, domain);
  if (!item) throw AppError.notFound();
  if (item.verified_at) return { message: SSO_MESSAGES.DOMAIN_VERIFIED, data: presentDomain(item) };
  const expected = domainTxtValue(item.token);
  const records = await txtRecords(item.domain);
  if (!records.some((record) => record.trim() === expected)) {
    throw AppError.field('domain', SSO_MESSAGES.DOMAIN_NOT_VERIFIED);
  }
  const outcome = await markDomainVerified(actor.companyId, item.domain, new Date().toISOString());
  if (outcome === 'gone') throw AppError.notFound();
  if (outcome === 'taken')
    throw new AppError('CONFLICT', SSO_MESSAGES.DOMAIN_TAKEN, { domain: [SSO_MESSAGES.DOMAIN_TAKEN] });
  log.info('audit: single sign-on domain verified', { audit: 'sso.domain_verified', actor_id: actor.userId, domain });
  const verified = await findDomain(actor.companyId, item.domain);
  return { message: SSO_MESSAGES.DOMAIN_VERIFIED, data: presentDomain(verified ?? item) };
}

export async function removeDomain(actor: TActor, domain: string, log: TLog): Promise<void> {
  const item = await findDomain(actor.companyId, domain);
  if (!item) throw AppError.notFound();
  await deleteDomain(actor.companyId, item.domain);
  log.info('audit: single sign-on domain removed', { audit: 'sso.domain_removed', actor_id: actor.userId, domain });
}

/**
 * The login page's connection and enforcement. The connection must be the company's and enabled; enforcing needs
 * its passed test (422 ENFORCE_NEEDS_TEST), and is written with a check that the connection still has it, so a test
 * cleared by a concurrent settings change cannot be enforced on.
 */
export async function updateSsoSettings(
  actor: TActor,
  input: { enforced: boolean; connection_id: string | null },
  log: TLog,
): Promise<TSsoSettings> {
  const connectionId = input.connection_id;
  if (input.enforced && !connectionId) {
    throw AppError.field('connection_id', 'Choose the connection to enforce single sign-on with.');
  }
  if (connectionId) {
    const connection = await findConnection(actor.companyId, connectionId, true);
    if (!connection) throw AppError.field('connection_id', 'The selected connection is invalid.');
    if (!connection.enabled) throw AppError.field('connection_id', 'The selected connection is turned off.');
    if (input.enforced && !connection.tested_ok_at) throw AppError.field('enforced', SSO_MESSAGES.ENFORCE_NEEDS_TEST);
  }
  if (input.enforced && connectionId) {
    try {
      await transact([
        companyEntity()
          .build(UpdateTransaction)
          .item({ company_id: actor.companyId, sso_enforced: true, sso_connection_id: connectionId })
          .options({ condition: { attr: 'company_id', exists: true } }),
        ssoConnectionEntity()
          .build(ConditionCheck)
          .key({ company_id: actor.companyId, connection_id: connectionId })
          .condition({
            and: [
              { attr: 'tested_ok_at', exists: true },
              { attr: 'enabled', eq: true },
            ],
          }),
      ]);
    } catch (error) {
      if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed')
        throw AppError.field('enforced', SSO_MESSAGES.ENFORCE_NEEDS_TEST);
      throw error;
    }
  } else {
    await companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: actor.companyId, sso_enforced: false, sso_connection_id: connectionId ?? $remove() })
      .options({ condition: { attr: 'company_id', exists: true } })
      .send();
  }
  log.info('audit: single sign-on settings changed', {
    audit: 'sso.settings_changed',
    actor_id: actor.userId,
    enforced: input.enforced,
    connection_id: connectionId,
  });
  return readSsoSettings(actor.companyId);
}
