import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { XAPI_FORWARDING_LIMITS, XAPI_FORWARDING_MSG } from '@skillway/shared';
import type { TXapiForwardFilter } from '@skillway/shared/schemas/xapi-forwarding';
import { config } from '../../../platform/config';
import { sortableId } from '../../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../../platform/db/conditional-write';
import { xapiForwardTargetEntity, type TXapiForwardTargetItem } from '../../../platform/db/entities/xapi-forwarding';
import { keys } from '../../../platform/db/keys';
import { SkillwayTable } from '../../../platform/db/table';
import { AppError } from '../../../platform/http/app-error';
import { filterJson } from './filter';
import { purgeQueue } from './queue-repository';
import { endpointProblem } from './safe-http';
import { sealTargetSecret } from './target-secret';

export type { TXapiForwardTargetItem };

/**
 * The company's forwarding targets (issue 35, docs/elearning-standards.md "Forwarding"): in the company partition,
 * at most XAPI_FORWARDING_LIMITS.targetsPerCompany, the secret sealed. Creating, changing and deleting one are the
 * administrator's audited changes (`xapi.*ForwardTarget` rows); the delivery state on the same item is the worker's.
 */

/** What outbound HTTP may reach here (safe-http.ts): locally anything, on AWS https to public addresses. */
export function outboundPolicy() {
  return { local: config.isLocal };
}

/** Where statements go: `<endpoint>/statements` (xAPI's statements resource under the LRS's base). */
export function statementsUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/statements`;
}

function assertEndpoint(endpoint: string): void {
  const problem = endpointProblem(endpoint, outboundPolicy());
  if (problem === 'scheme') throw AppError.field('endpoint', XAPI_FORWARDING_MSG.ENDPOINT_HTTPS);
  if (problem === 'address') throw AppError.field('endpoint', XAPI_FORWARDING_MSG.ENDPOINT_PRIVATE);
}

export async function listTargets(companyId: string): Promise<TXapiForwardTargetItem[]> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(xapiForwardTargetEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.xapiForwardTargetsPrefix } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return Items;
}

export async function getTarget(companyId: string, targetId: string): Promise<TXapiForwardTargetItem | undefined> {
  const { Item } = await xapiForwardTargetEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, target_id: targetId })
    .options({ consistent: true })
    .send();
  return Item;
}

export interface TTargetInput {
  name: string;
  endpoint: string;
  key: string;
  /** Absent on an update: keep the stored one. */
  secret?: string;
  filter?: TXapiForwardFilter;
  enabled?: boolean;
}

/** The due index entry of a target with statements to send from `at` on. */
export function dueIndex(companyId: string, targetId: string, at: Date) {
  return {
    gsi2pk: keys.xapiForwardDueIndexPk,
    gsi2sk: keys.xapiForwardDueIndexSk(at.toISOString(), companyId, targetId),
  };
}

export async function createTarget(
  companyId: string,
  input: TTargetInput & { secret: string },
  actor: { id: string; name: string },
  now = new Date(),
): Promise<TXapiForwardTargetItem> {
  assertEndpoint(input.endpoint);
  if ((await listTargets(companyId)).length >= XAPI_FORWARDING_LIMITS.targetsPerCompany)
    throw AppError.field('name', XAPI_FORWARDING_MSG.TOO_MANY);
  const targetId = sortableId(now.getTime());
  const at = now.toISOString();
  const item: TXapiForwardTargetItem = {
    company_id: companyId,
    target_id: targetId,
    name: input.name,
    endpoint: input.endpoint,
    key: input.key,
    sealed: sealTargetSecret(companyId, targetId, input.secret),
    filters: filterJson(input.filter),
    enabled: input.enabled ?? true,
    created_by_id: actor.id,
    created_by_name: actor.name,
    created_at: at,
    updated_at: at,
  };
  await xapiForwardTargetEntity()
    .build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'target_id', exists: false } })
    .send();
  return item;
}

/**
 * Changes a target. A new endpoint origin needs the secret typed again (the stored one never goes to another
 * server unasked). Saving also clears the delivery's failures and makes whatever waits due now (the usual reason to
 * edit a failing target is to fix it); switching it off takes it out of the due index (its queue waits).
 */
export async function updateTarget(
  companyId: string,
  targetId: string,
  input: TTargetInput,
  now = new Date(),
): Promise<TXapiForwardTargetItem> {
  const existing = await getTarget(companyId, targetId);
  if (!existing) throw AppError.notFound();
  assertEndpoint(input.endpoint);
  if (input.secret === undefined && new URL(input.endpoint).origin !== new URL(existing.endpoint).origin)
    throw AppError.field('secret', XAPI_FORWARDING_MSG.SECRET_FOR_NEW_ENDPOINT);
  const enabled = input.enabled ?? existing.enabled;
  const due = enabled ? dueIndex(companyId, targetId, now) : { gsi2pk: $remove(), gsi2sk: $remove() };
  const written = await sendUnlessConditionFails(
    xapiForwardTargetEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        target_id: targetId,
        name: input.name,
        endpoint: input.endpoint,
        key: input.key,
        ...(input.secret !== undefined ? { sealed: sealTargetSecret(companyId, targetId, input.secret) } : {}),
        filters: filterJson(input.filter),
        enabled,
        failures: 0,
        next_run: $remove(),
        ...due,
      })
      .options({ condition: { attr: 'target_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
  const updated = await getTarget(companyId, targetId);
  if (!updated) throw AppError.notFound();
  return updated;
}

/** Deletes a target and empties its queue and dead letters (a long queue is finished by the forwarding schedule). */
export async function deleteTarget(companyId: string, targetId: string, now = new Date()): Promise<void> {
  const deleted = await sendUnlessConditionFails(
    xapiForwardTargetEntity()
      .build(DeleteItemCommand)
      .key({ company_id: companyId, target_id: targetId })
      .options({ condition: { attr: 'target_id', exists: true } }),
  );
  if (!deleted) throw AppError.notFound();
  await purgeQueue(companyId, targetId, { now, maxItems: XAPI_FORWARDING_LIMITS.countCap });
}
