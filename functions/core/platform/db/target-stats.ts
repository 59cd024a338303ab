import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { targetStatsEntity } from './entities/enrolment';
import { keys } from './keys';
import { SkillwayTable } from './table';

/** A course's or playlist's enrolment counters (kept by the enrolment module). */
export type TTargetStatsItem = FormattedItem<ReturnType<typeof targetStatsEntity>>;

/**
 * The enrolment counters of every course ('course') or playlist ('channel') of the company, by target id: one Query
 * of `begins_with(sk, 'TSTAT#<type>#')` (C3, P5 in docs/data-model.md). A target nobody is enrolled on is absent,
 * which its readers take as zero.
 */
export async function listTargetStats(
  companyId: string,
  targetType: TTargetStatsItem['target_type'],
): Promise<Map<string, TTargetStatsItem>> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(targetStatsEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.targetStatsSk(targetType, '') } })
    .options({ maxPages: Infinity })
    .send();
  return new Map((Items ?? []).map((item) => [item.target_id, item]));
}
