import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { enrolmentEntity, targetStatsEntity } from '../../platform/db/entities/enrolment';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TTarget } from './enrolment-rules';

import type { TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { allProcessed } from '../../platform/db/unprocessed';
export type { TEnrolmentItem };

export interface TEnrolmentKey {
  userId: string;
  target: TTarget;
}

const BATCH_GET_MAX = 100;

/** Consistent reads of the given enrolments (BatchGetItem, 100 keys per call); missing ones are absent from the map. */
export async function getEnrolments(
  companyId: string,
  wanted: readonly TEnrolmentKey[],
): Promise<Map<string, TEnrolmentItem>> {
  const found = new Map<string, TEnrolmentItem>();
  for (let start = 0; start < wanted.length; start += BATCH_GET_MAX) {
    const requests = wanted.slice(start, start + BATCH_GET_MAX).map(({ userId, target }) =>
      enrolmentEntity().build(BatchGetRequest).key({
        company_id: companyId,
        target_type: target.type,
        target_id: target.id,
        user_id: userId,
      }),
    );
    const { Responses } = await execute(
      { maxAttempts: 5 },
      SkillwayTable.build(BatchGetCommand)
        .requests(...requests)
        .options({ consistent: true }),
    ).then(allProcessed);
    for (const item of Responses[0] ?? []) {
      if (item) found.set(enrolmentKey(item.user_id, { type: item.target_type, id: item.target_id }), item);
    }
  }
  return found;
}

export function enrolmentKey(userId: string, target: TTarget): string {
  return `${target.type}#${target.id}#${userId}`;
}

/** A target's enrolments (at most one per user of the company, so at most 500). */
export async function listTargetEnrolments(
  companyId: string,
  target: TTarget,
  consistent = false,
): Promise<TEnrolmentItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(enrolmentEntity())
    .query({
      partition: keys.company(companyId),
      range: { beginsWith: keys.targetEnrolmentsPrefix(target.type, target.id) },
    })
    .options({ maxPages: Infinity, consistent })
    .send();
  return Items ?? [];
}

/** A user's enrolments (gsi1), optionally of one target type. */
export async function listUserEnrolments(
  companyId: string,
  userId: string,
  type?: TTarget['type'],
): Promise<TEnrolmentItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(enrolmentEntity())
    .query({
      index: 'gsi1',
      partition: keys.userEnrolmentsPk(companyId, userId),
      ...(type ? { range: { beginsWith: `${type}#` } } : {}),
    })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** A target's counters; all zero when it has never had an enrolment or a group. */
export async function getTargetStats(companyId: string, target: TTarget) {
  const { Item } = await targetStatsEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, target_type: target.type, target_id: target.id })
    .options({ consistent: true })
    .send();
  return {
    total_users: Item?.total_users ?? 0,
    individual_users: Item?.individual_users ?? 0,
    group_users: Item?.group_users ?? 0,
    channel_users: Item?.channel_users ?? 0,
    total_groups: Item?.total_groups ?? 0,
    not_started: Item?.not_started ?? 0,
    in_progress: Item?.in_progress ?? 0,
    completed: Item?.completed ?? 0,
    test_pending: Item?.test_pending ?? 0,
  };
}
