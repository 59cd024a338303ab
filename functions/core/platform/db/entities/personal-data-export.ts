import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import {
  PERSONAL_DATA_EXPORT_REQUESTED_AS as REQUESTED_AS,
  PERSONAL_DATA_EXPORT_STATUS as STATUS,
} from '@skillway/shared/constants/privacy';
import { keys } from '../keys';
import { lazy } from '../lazy';
import { SkillwayTable } from '../table';

/**
 * One export of one user's personal data (Download my data, issue 31; functions/core/people/privacy/export).
 * pk `C#<cid>`, sk `PDEXPORT#<export_id>`; gsi1 `C#<cid>#PDEXPORTS#<user_id>` / export_id lists one user's exports;
 * gsi2 `PDEXPORTS` / `<expires_at>#<cid>#<export_id>` finds the expired ones for the daily clean-up.
 * `status` goes pending → ready | failed (the events/ worker builds the zip at `key`); `requested_as` says who may open
 * it (`self`: the user only; `admin`: the company's administrators). The link works until `expires_at` (7 days after
 * ready); DynamoDB deletes the item after `ttl` (a day later), the bucket's report retention rule the file, and the
 * daily clean-up whatever is left (locally, where nothing expires by itself).
 */
export const personalDataExportEntity = lazy(
  () =>
    new Entity({
      name: 'PersonalDataExport',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        export_id: string().key(),
        /** The user the export is about. */
        user_id: string(),
        /** Their name when it was requested (the screens show it; the zip holds the data as it is when built). */
        user_name: string(),
        requested_by: string(),
        requested_as: string().enum(REQUESTED_AS.SELF, REQUESTED_AS.ADMIN),
        status: string().enum(STATUS.PENDING, STATUS.READY, STATUS.FAILED),
        key: string().optional(),
        file_name: string().optional(),
        size: number().optional(),
        error: string().optional(),
        created_at: string(),
        ready_at: string().optional(),
        expires_at: string(),
        /** When the requester's notification and email were claimed: sent once, even on a retried event. */
        notified_at: string().optional(),
        ttl: number(),
        gsi1pk: string(),
        gsi1sk: string(),
        gsi2pk: string(),
        gsi2sk: string(),
      }),
      computeKey: ({ company_id, export_id }) => ({
        pk: keys.company(company_id),
        sk: keys.personalDataExportSk(export_id),
      }),
      timestamps: false,
    }),
);

export type TPersonalDataExportItem = FormattedItem<ReturnType<typeof personalDataExportEntity>>;
