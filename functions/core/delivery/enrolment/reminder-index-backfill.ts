import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { enrolmentEntity, type TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { reminderIndexMarkerEntity } from '../../platform/db/entities/reminder-index-marker';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { indexKeyUpdates, reminderIndexKeys, type TReminderIndexKeys } from './reminder-index';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/** Bump when the index keys' format changes: every company's enrolments are then given the new keys once. */
const REMINDER_INDEX_VERSION = '1';

function sameKeys(item: TEnrolmentItem, wanted: TReminderIndexKeys): boolean {
  return (
    item.gsi2pk === wanted.gsi2pk &&
    item.gsi2sk === wanted.gsi2sk &&
    item.gsi3pk === wanted.gsi3pk &&
    item.gsi3sk === wanted.gsi3sk
  );
}

/**
 * Makes sure the company's course enrolments carry the reminder index keys: enrolments written before the index
 * existed (an older deployment, an older local DATA_DIR) get theirs once, then a marker item says so and later calls
 * cost one GetItem. The one walk is a Query of the company's course enrolments. Each update is conditioned on the
 * version read; one that lost to a concurrent write is left alone, since every write now sets the keys itself.
 * Returns how many enrolments were given keys.
 */
export async function ensureReminderIndex(companyId: string): Promise<number> {
  const { Item: marker } = await reminderIndexMarkerEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId })
    .send();
  if (marker?.version === REMINDER_INDEX_VERSION) return 0;

  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(enrolmentEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: 'ENROL#course#' } })
    .options({ maxPages: Infinity })
    .send();
  let updated = 0;
  for (const item of Items ?? []) {
    const wanted = reminderIndexKeys(item);
    if (sameKeys(item, wanted)) continue;
    const written = await sendUnlessConditionFails(
      enrolmentEntity()
        .build(UpdateItemCommand)
        .item({
          company_id: item.company_id,
          target_type: item.target_type,
          target_id: item.target_id,
          user_id: item.user_id,
          ...indexKeyUpdates(wanted),
        })
        .options({ condition: { attr: 'version', eq: item.version } }),
    );
    if (written) updated += 1;
  }
  await reminderIndexMarkerEntity()
    .build(PutItemCommand)
    .item({ company_id: companyId, version: REMINDER_INDEX_VERSION })
    .send();
  return updated;
}
