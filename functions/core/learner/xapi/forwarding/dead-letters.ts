import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { AppError } from '../../../platform/http/app-error';
import { discardDeadLetters, findDeadLetters, listDeadLetters, requeueDeadLetters } from './queue-repository';
import { dueIndex, getTarget } from './target-repository';
import { UpdateItemCommand, $remove } from 'dynamodb-toolbox/entity/actions/update';
import { xapiForwardTargetEntity } from '../../../platform/db/entities/xapi-forwarding';
import { sendUnlessConditionFails } from '../../../platform/db/conditional-write';

/**
 * The administrator's dead-letter list of a target (issue 35): read a page in stored order, retry (back to the queue,
 * due at once, the target's failures cleared: the usual reason is that the external LRS works again) or discard.
 * Another company's or an unknown target is 404.
 */

async function assertTarget(companyId: string, targetId: string) {
  const target = await getTarget(companyId, targetId);
  if (!target) throw AppError.notFound();
  return target;
}

export async function deadLetterPage(companyId: string, targetId: string, query: { cursor?: string; limit?: string }) {
  await assertTarget(companyId, targetId);
  const asked = query.limit === undefined ? XAPI_FORWARDING_LIMITS.deadLettersPageDefault : Number(query.limit);
  const limit = Math.min(Math.max(1, asked), XAPI_FORWARDING_LIMITS.deadLettersPageMax);
  return listDeadLetters(companyId, targetId, { limit, ...(query.cursor ? { after: query.cursor } : {}) });
}

export async function retryDeadLetters(
  companyId: string,
  targetId: string,
  ids: readonly string[] | undefined,
  now = new Date(),
): Promise<{ count: number; more: boolean }> {
  const target = await assertTarget(companyId, targetId);
  const { items, more } = await findDeadLetters(companyId, targetId, ids, XAPI_FORWARDING_LIMITS.deadLetterActionMax);
  if (items.length === 0) return { count: 0, more: false };
  await requeueDeadLetters(companyId, targetId, items);
  // Due now, failures cleared; a switched-off target keeps them queued until it is switched on.
  await sendUnlessConditionFails(
    xapiForwardTargetEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        target_id: targetId,
        failures: 0,
        next_run: $remove(),
        ...(target.enabled ? dueIndex(companyId, targetId, now) : {}),
      })
      .options({ condition: { attr: 'target_id', exists: true } }),
  );
  return { count: items.length, more };
}

export async function discardLetters(
  companyId: string,
  targetId: string,
  ids: readonly string[] | undefined,
): Promise<{ count: number; more: boolean }> {
  await assertTarget(companyId, targetId);
  const { items, more } = await findDeadLetters(companyId, targetId, ids, XAPI_FORWARDING_LIMITS.deadLetterActionMax);
  await discardDeadLetters(companyId, targetId, items);
  return { count: items.length, more };
}
