import { randomUUID } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ERASURE_MSG, PRIVACY_REQUEST_STATUS, type TPrivacyRequestStatus } from '@skillway/shared/constants/privacy';
import type { TPrivacyRequest } from '@skillway/shared/schemas/privacy';
import { sendUnlessConditionFails } from '../../../platform/db/conditional-write';
import { privacyRequestEntity, type TPrivacyRequestItem } from '../../../platform/db/entities/privacy';
import { keys } from '../../../platform/db/keys';
import { SkillwayTable } from '../../../platform/db/table';
import { AppError } from '../../../platform/http/app-error';

export function presentPrivacyRequest(item: TPrivacyRequestItem, userName: string): TPrivacyRequest {
  return {
    id: item.request_id,
    user_id: item.user_id,
    user_name: userName,
    kind: 'erasure',
    status: item.status,
    ...(item.reason ? { reason: item.reason } : {}),
    requested_at: item.requested_at,
    ...(item.decided_by ? { decided_by: item.decided_by } : {}),
    ...(item.decided_at ? { decided_at: item.decided_at } : {}),
    ...(item.decision_note ? { decision_note: item.decision_note } : {}),
    ...(item.completed_at ? { completed_at: item.completed_at } : {}),
  };
}

/** The company's requests (one Query of the company partition's prefix; a company has at most 500 users). */
export async function listPrivacyRequests(companyId: string): Promise<TPrivacyRequestItem[]> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(privacyRequestEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.privacyRequestsPrefix } })
    .options({ maxPages: Infinity })
    .send();
  return Items;
}

export async function findPrivacyRequest(
  companyId: string,
  requestId: string,
): Promise<TPrivacyRequestItem | undefined> {
  if (requestId.includes('#')) return undefined;
  const { Item } = await privacyRequestEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, request_id: requestId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A new pending request; refused (409) while the user has one pending. */
export async function createPrivacyRequest(
  companyId: string,
  userId: string,
  reason: string | undefined,
): Promise<TPrivacyRequestItem> {
  const pending = (await listPrivacyRequests(companyId)).some(
    (request) => request.user_id === userId && request.status === PRIVACY_REQUEST_STATUS.PENDING,
  );
  if (pending) throw new AppError('CONFLICT', ERASURE_MSG.REQUEST_PENDING);
  // The id starts with the time, so the partition's order is the requests' order.
  const item: TPrivacyRequestItem = {
    company_id: companyId,
    request_id: `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`,
    user_id: userId,
    kind: 'erasure',
    status: PRIVACY_REQUEST_STATUS.PENDING,
    ...(reason ? { reason } : {}),
    requested_at: new Date().toISOString(),
  };
  await privacyRequestEntity()
    .build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'request_id', exists: false } })
    .send();
  return item;
}

/**
 * Moves a request from `from` to `to` with the decision (conditioned on `from`: two administrators deciding at once,
 * one wins and the other gets 409).
 */
export async function moveRequest(
  companyId: string,
  requestId: string,
  from: TPrivacyRequestStatus,
  to: TPrivacyRequestStatus,
  patch: { decided_by?: string; decided_at?: string; decision_note?: string; completed_at?: string },
): Promise<void> {
  const moved = await sendUnlessConditionFails(
    privacyRequestEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, request_id: requestId, status: to, ...patch })
      .options({ condition: { attr: 'status', eq: from } }),
  );
  if (!moved) throw new AppError('CONFLICT', ERASURE_MSG.REQUEST_DECIDED);
}

/**
 * An erasure made without the request (from the user's page, or by retention) completes the user's pending requests:
 * the record says what happened. A request decided meanwhile is left as it is.
 */
export async function completeOpenRequests(companyId: string, userId: string, decidedBy: string): Promise<void> {
  const now = new Date().toISOString();
  for (const request of await listPrivacyRequests(companyId)) {
    if (request.user_id !== userId || request.status !== PRIVACY_REQUEST_STATUS.PENDING) continue;
    await sendUnlessConditionFails(
      privacyRequestEntity()
        .build(UpdateItemCommand)
        .item({
          company_id: companyId,
          request_id: request.request_id,
          status: PRIVACY_REQUEST_STATUS.COMPLETED,
          decided_by: decidedBy,
          decided_at: now,
          completed_at: now,
        })
        .options({ condition: { attr: 'status', eq: PRIVACY_REQUEST_STATUS.PENDING } }),
    );
  }
}
