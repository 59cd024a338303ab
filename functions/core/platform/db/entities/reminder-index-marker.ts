import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * pk `C#<cid>`, sk `REMINDIDX`: the company's course enrolments carry the reminder index keys of this `version`
 * (functions/core/delivery/enrolment/reminder-index-backfill.ts writes it once it has given every older enrolment its keys).
 */
export const reminderIndexMarkerEntity = lazy(
  () =>
    new Entity({
      name: 'ReminderIndexMarker',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        version: string(),
      }),
      computeKey: ({ company_id }) => ({ pk: keys.company(company_id), sk: keys.reminderIndexMarkerSk }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
