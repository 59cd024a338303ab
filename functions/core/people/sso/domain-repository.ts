import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { ssoDomainEntity, ssoDomainLookupEntity } from '../../platform/db/entities/sso';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact } from '../../platform/db/transactions';

export type TSsoDomainItem = FormattedItem<ReturnType<typeof ssoDomainEntity>>;

export async function listDomains(companyId: string, consistent = false): Promise<TSsoDomainItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(ssoDomainEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.ssoDomainsPrefix } })
    .options({ maxPages: Infinity, consistent })
    .send();
  return Items ?? [];
}

export async function findDomain(companyId: string, domain: string): Promise<TSsoDomainItem | undefined> {
  const { Item } = await ssoDomainEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, domain: domain.toLowerCase() })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The company that verified a domain, platform-wide (one GetItem: the login page's email step). */
export async function findDomainOwner(domain: string): Promise<string | undefined> {
  const { Item } = await ssoDomainLookupEntity().build(GetItemCommand).key({ domain: domain.toLowerCase() }).send();
  return Item?.company_id;
}

/** A new pending domain with its verification token; false when the company already has it. */
export async function putPendingDomain(
  companyId: string,
  domain: string,
  token: string,
  nowIso: string,
): Promise<boolean> {
  return sendUnlessConditionFails(
    ssoDomainEntity()
      .build(PutItemCommand)
      .item({
        company_id: companyId,
        domain,
        token,
        gsi2pk: keys.ssoPendingDomainsIndexPk,
        gsi2sk: keys.ssoPendingDomainsIndexSk(nowIso, companyId, domain),
      })
      .options({ condition: { attr: 'domain', exists: false } }),
  );
}

/**
 * Marks the domain verified and writes the platform lookup in one transaction; the lookup's condition
 * (attribute_not_exists) is what keeps a domain to one company. `taken` when another company holds it; a lookup
 * already ours (a verification that failed half-way cannot happen in a transaction, but a removed-and-added domain's
 * old lookup could linger) counts as verified.
 */
export async function markDomainVerified(
  companyId: string,
  domain: string,
  nowIso: string,
): Promise<'verified' | 'taken' | 'gone'> {
  try {
    await transact([
      ssoDomainLookupEntity()
        .build(PutTransaction)
        .item({ domain, company_id: companyId })
        .options({ condition: { attr: 'domain', exists: false } }),
      verifiedStamp(companyId, domain, nowIso),
    ]);
    return 'verified';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes[1] === 'ConditionalCheckFailed') return 'gone';
    if (codes[0] !== 'ConditionalCheckFailed') throw error;
    if ((await findDomainOwner(domain)) !== companyId) return 'taken';
    await transact([verifiedStamp(companyId, domain, nowIso)]);
    return 'verified';
  }
}

/** The company's domain stamped verified (and out of the pending index), while it still exists. */
function verifiedStamp(companyId: string, domain: string, nowIso: string) {
  return ssoDomainEntity()
    .build(UpdateTransaction)
    .item({ company_id: companyId, domain, verified_at: nowIso, gsi2pk: $remove(), gsi2sk: $remove() })
    .options({ condition: { attr: 'domain', exists: true } });
}

/** Removes the company's domain and, when it holds it, the platform lookup (another company's is left alone). */
export async function deleteDomain(companyId: string, domain: string): Promise<void> {
  await ssoDomainEntity().build(DeleteItemCommand).key({ company_id: companyId, domain }).send();
  await releaseDomainLookup(companyId, domain);
}

/**
 * The platform lookup of a domain, deleted only while it is this company's (a deleted company's domains become free
 * for another to verify). True when it was deleted.
 */
export async function releaseDomainLookup(companyId: string, domain: string): Promise<boolean> {
  return sendUnlessConditionFails(
    ssoDomainLookupEntity()
      .build(DeleteItemCommand)
      .key({ domain })
      .options({ condition: { attr: 'company_id', eq: companyId } }),
  );
}

/** gsi2 (`SSODOMAINS#PENDING`): every company's domains waiting for verification, oldest first (the local DNS page). */
export async function listPendingDomains(limit = 200): Promise<TSsoDomainItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(ssoDomainEntity())
    .query({ index: 'gsi2', partition: keys.ssoPendingDomainsIndexPk })
    .options({ limit })
    .send();
  return Items ?? [];
}
