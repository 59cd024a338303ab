import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { enrolmentEntity, type TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

/**
 * The company's course enrolments whose certificate expires from `fromDay` to `toDay` (inclusive, yyyy-mm-dd), soonest
 * first: one Query of the sparse expiry index (gsi4), whose size is what expires in those days.
 */
export async function enrolmentsExpiringBetween(
  companyId: string,
  fromDay: string,
  toDay: string,
): Promise<TEnrolmentItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(enrolmentEntity())
    .query({
      index: 'gsi4',
      partition: keys.enrolmentExpiryIndexPk(companyId),
      range: { between: [fromDay, `${toDay}~`] },
    })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}
