import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { deleteIdentity } from '../platform/auth/identity-provider';
import { documentClient } from '../platform/clients/dynamodb';
import { config } from '../platform/config';
import { deleteTableKeys } from '../platform/db/batch-write';
import { certificateEntity } from '../platform/db/entities/certificate';
import { emailLookupEntity } from '../platform/db/entities/email-lookup';
import { keys } from '../platform/db/keys';
import { TABLE_KEYS } from '../platform/definitions/table';
import type { TLog } from '../platform/http/logger';
import { paymentGateway } from '../platform/payments/gateway';
import { companyContentPrefix, deletePrefix } from '../platform/storage/course-files';
import { deleteStripeCustomer } from '../people/billing/billing-repository';
import { deleteTokenLookup } from '../people/scim/token-repository';
import { deleteStatements, listStatementsStoredBefore } from '../platform/lrs/statement-repository';
import { deleteClientLookup } from '../learner/xapi/client-repository';
import { releaseDomainLookup } from '../people/sso/domain-repository';
import {
  addDeleteProgress,
  findDeleteJob,
  finishDeleteJob,
  markDeleteJobRunning,
} from '../people/companies/delete-jobs';
import { sendUnlessConditionFails } from '../platform/db/conditional-write';

/** Items read and deleted per round: one Query page, then BatchWriteItem in 25s. */
const PAGE_SIZE = 100;

/** What the worker needs to know of an item of the company before it deletes it. */
interface TCompanyItemRef {
  pk: string;
  sk: string;
  /** User items: the sign-in (identity) and the address lookup go first. */
  email?: string;
  user_id?: string;
  /** Enrolments and course history: the public verification lookup goes first. */
  certificate_id?: string;
  /** SCIM tokens: their platform-level lookup (by the token's hash) goes first. */
  token_hash?: string;
  /** LRS clients: their platform-level lookup (by the client's Basic key) goes first. */
  key?: string;
}

interface TTally {
  items: number;
  signIns: number;
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

/** The first page of a partition, keys and the referencing attributes only (consistent: deletes are seen). */
async function firstPage(pk: string, skPrefix?: string): Promise<TCompanyItemRef[]> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: skPrefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
      ExpressionAttributeNames: {
        '#pk': TABLE_KEYS.partitionKey,
        '#sk': TABLE_KEYS.sortKey,
        '#email': 'email',
        '#uid': 'user_id',
        '#cert': 'certificate_id',
        '#th': 'token_hash',
        '#key': 'key',
      },
      ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
      ProjectionExpression: '#pk, #sk, #email, #uid, #cert, #th, #key',
      ConsistentRead: true,
      Limit: PAGE_SIZE,
    }),
  );
  return (page.Items ?? []) as TCompanyItemRef[];
}

/** A user's sign-in and address lookup (the lookup only while it still names this user). */
async function deleteUserOutside(companyId: string, ref: TCompanyItemRef, tally: TTally): Promise<void> {
  if (!ref.user_id) return;
  try {
    await deleteIdentity(ref.user_id);
    tally.signIns += 1;
  } catch (error) {
    // Already gone (a rerun): nothing to do.
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
  if (!ref.email) return;
  // Not deleted when it is gone already, or the address belongs to someone else now.
  const deleted = await sendUnlessConditionFails(
    emailLookupEntity()
      .build(DeleteItemCommand)
      .key({ email: ref.email })
      .options({
        condition: {
          and: [
            { attr: 'user_id', eq: ref.user_id },
            { attr: 'company_id', eq: companyId },
          ],
        },
      }),
  );
  if (deleted) tally.items += 1;
}

async function deleteCertificateLookup(certificateId: string, tally: TTally): Promise<void> {
  await certificateEntity().build(DeleteItemCommand).key({ certificate_id: certificateId }).send();
  tally.items += 1;
}

/**
 * Empties one partition of the company (or its items under one sort-key prefix), a page at a time: for each item,
 * what lives outside the company's partitions and points at it goes first (a user's sign-in and address lookup, a
 * certificate's public lookup, a verified SSO domain's lookup, a SCIM token's or an LRS client's lookup, a course's own partition), then the page itself. Every round re-reads the partition's first page, so an
 * interrupted run resumes where it stopped and a second run finds nothing.
 */
async function emptyPartition(
  companyId: string,
  pk: string,
  onPage: (tally: TTally) => Promise<void>,
  skPrefix?: string,
): Promise<void> {
  for (;;) {
    const refs = await firstPage(pk, skPrefix);
    if (refs.length === 0) return;
    const tally: TTally = { items: 0, signIns: 0 };
    for (const ref of refs) {
      if (ref.sk.startsWith(keys.usersPrefix)) await deleteUserOutside(companyId, ref, tally);
      if (ref.certificate_id) await deleteCertificateLookup(ref.certificate_id, tally);
      // A verified SSO domain's platform lookup: the domain is free for another company once this one is gone.
      if (
        ref.sk.startsWith(keys.ssoDomainsPrefix) &&
        (await releaseDomainLookup(companyId, ref.sk.slice(keys.ssoDomainsPrefix.length)))
      ) {
        tally.items += 1;
      }
      if (ref.sk.startsWith(keys.scimTokensPrefix) && ref.token_hash) {
        await deleteTokenLookup(ref.token_hash);
        tally.items += 1;
      }
      if (ref.sk.startsWith(keys.xapiClientsPrefix) && ref.key) {
        await deleteClientLookup(ref.key);
        tally.items += 1;
      }
      if (pk === keys.company(companyId) && ref.sk.startsWith(keys.coursesPrefix)) {
        const coursePk = keys.coursePk(companyId, ref.sk.slice(keys.coursesPrefix.length));
        await emptyPartition(companyId, coursePk, onPage);
      }
      // An LRS forwarding target's queue and dead letters live in a partition of their own.
      if (pk === keys.company(companyId) && ref.sk.startsWith(keys.xapiForwardTargetsPrefix)) {
        const targetId = ref.sk.slice(keys.xapiForwardTargetsPrefix.length);
        await emptyPartition(companyId, keys.xapiForwardQueuePk(companyId, targetId), onPage);
      }
    }
    await deleteTableKeys(refs);
    tally.items += refs.length;
    await onPage(tally);
  }
}

/** Every statement of the company's LRS with its ids and index entries, a page at a time. */
async function deleteAllStatements(companyId: string, onPage: (tally: TTally) => Promise<void>): Promise<void> {
  for (;;) {
    const page = await listStatementsStoredBefore(companyId, Date.now() + 60_000, 100);
    if (page.length === 0) return;
    await deleteStatements(companyId, page);
    await onPage({ items: page.length, signIns: 0 });
  }
}

/**
 * The delete job's worker (events/handlers/delete-company): every item of the company (its partition and each
 * course's partition, with the platform-level lookups that point into them), every stored file under `c/<cid>/`
 * and every sign-in of its users. The company item itself went when the job was asked for. Idempotent: a rerun (a
 * retried event, or the super administrator asking again) finishes an interrupted job; a finished job is left alone.
 */
export async function runCompanyDeletion(companyId: string, jobId: string, log: TLog): Promise<void> {
  const job = await findDeleteJob(companyId);
  if (!job || job.job_id !== jobId || job.status === 'done') {
    log.info('company delete job not to run', { company_id: companyId, job_id: jobId, status: job?.status ?? null });
    return;
  }
  await markDeleteJobRunning(companyId);
  // Billing stops first: deleting the Stripe customer ends its subscription, so a deleted company is never charged.
  if (job.stripe_customer_id) {
    await paymentGateway().deleteCustomer(job.stripe_customer_id);
    await deleteStripeCustomer(job.stripe_customer_id);
  }
  const progress = (tally: TTally) => addDeleteProgress(companyId, { items: tally.items, signIns: tally.signIns });
  // The users first: once their sign-ins and addresses are gone nobody can sign in and write (a sign-in counts
  // itself in the company's month) behind the worker; then everything else.
  await emptyPartition(companyId, keys.company(companyId), progress, keys.usersPrefix);
  await emptyPartition(companyId, keys.company(companyId), progress);
  // The LRS's own partitions (issue 35): each statement takes its index entries with it (their partitions are per
  // agent, activity, verb… and only the statement knows which), then whatever is left of the store and the documents.
  await deleteAllStatements(companyId, progress);
  for (const pk of [keys.lrsStatementsPk(companyId), keys.xapiDocumentsPk(companyId), keys.xapiActivitiesPk(companyId)])
    await emptyPartition(companyId, pk, progress);
  const files = (await deletePrefix(`c/${companyId}/`)) + (await deletePrefix(companyContentPrefix(companyId)));
  await addDeleteProgress(companyId, { files });
  await finishDeleteJob(companyId);
  log.info('company deleted', { company_id: companyId, job_id: jobId, files });
}
