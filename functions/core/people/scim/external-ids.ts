import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sha256Hex } from '../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { scimExternalIdEntity } from '../../platform/db/entities/scim';
import { ScimError } from './scim-error';

/**
 * An identity provider's externalId names one user (`U`) or group (`G`) of the company: a ScimExternalId item per
 * externalId (its sha256 is the key, as the text is anything the provider chose) is claimed before the resource
 * carries it, so a filter `externalId eq "..."` is one GetItem and two resources never share one. A claim left by a
 * resource that was since deleted in the product is taken over.
 */

export type TExternalKind = 'U' | 'G';

function key(companyId: string, kind: TExternalKind, externalId: string) {
  return { company_id: companyId, kind, external_id_hash: sha256Hex(externalId) };
}

/** The id of the resource that holds `externalId`, if any (it may since have been deleted: check before use). */
export async function findExternalId(
  companyId: string,
  kind: TExternalKind,
  externalId: string,
): Promise<string | undefined> {
  const { Item } = await scimExternalIdEntity()
    .build(GetItemCommand)
    .key(key(companyId, kind, externalId))
    .options({ consistent: true })
    .send();
  return Item?.resource_id;
}

function put(
  companyId: string,
  kind: TExternalKind,
  externalId: string,
  resourceId: string,
  holder: string | undefined,
) {
  return sendUnlessConditionFails(
    scimExternalIdEntity()
      .build(PutItemCommand)
      .item({ ...key(companyId, kind, externalId), external_id: externalId, resource_id: resourceId })
      .options({
        condition: holder
          ? { attr: 'resource_id', eq: holder }
          : {
              or: [
                { attr: 'resource_id', exists: false },
                { attr: 'resource_id', eq: resourceId },
              ],
            },
      }),
  );
}

function externalIdTaken(kind: TExternalKind): ScimError {
  return new ScimError(
    409,
    'uniqueness',
    `Another ${kind === 'U' ? 'user' : 'group'} of the company has this externalId.`,
  );
}

/**
 * Claims `externalId` for `resourceId` (409 uniqueness when a live resource holds it). `exists` tells whether the
 * current holder still exists.
 */
export async function claimExternalId(
  companyId: string,
  kind: TExternalKind,
  externalId: string,
  resourceId: string,
  exists: (id: string) => Promise<boolean>,
): Promise<void> {
  if (await put(companyId, kind, externalId, resourceId, undefined)) return;
  const holder = await findExternalId(companyId, kind, externalId);
  if (holder === resourceId) return;
  if (holder && (await exists(holder))) throw externalIdTaken(kind);
  // The holder is gone (deleted in the product): take the claim over, unless someone else just did.
  if (!(await put(companyId, kind, externalId, resourceId, holder))) throw externalIdTaken(kind);
}

/** Gives up a claim, only while it is still this resource's. */
export async function releaseExternalId(
  companyId: string,
  kind: TExternalKind,
  externalId: string,
  resourceId: string,
): Promise<void> {
  await sendUnlessConditionFails(
    scimExternalIdEntity()
      .build(DeleteItemCommand)
      .key(key(companyId, kind, externalId))
      .options({ condition: { attr: 'resource_id', eq: resourceId } }),
  );
}
