import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { SkillwayTable } from '../table';
import { lazy } from '../lazy';
import { keys } from '../keys';

/**
 * pk `C#<cid>`, sk `PRIVACY`: the company's privacy rules (docs/privacy.md). `legal_records` 1 keeps completion and
 * certificate facts (under the pseudonym) when a user is erased; the retention rules are off while 0 or absent. While
 * one is on, the sparse gsi1 (`RETENTION` / `<cid>`) lists the company for the daily schedule (no Scan).
 */
export const privacySettingsEntity = lazy(
  () =>
    new Entity({
      name: 'PrivacySettings',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        legal_records: number(),
        /** Anonymise archived users this many months after archiving (0: off). */
        anonymise_archived_months: number(),
        /** Delete raw test logs and package interaction data this many years after they were written (0: off). */
        purge_learning_years: number(),
        /** The audit log archive's years (also on the Company item, where the daily archive reads it). */
        audit_archive_years: number().optional(),
        gsi1pk: string().optional(),
        gsi1sk: string().optional(),
      }),
      computeKey: ({ company_id }) => ({ pk: keys.company(company_id), sk: keys.privacySettingsSk }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * pk `C#<cid>`, sk `PRIVREQ#<requestId>`: a learner's request to be erased and its decision. Kept after the erasure
 * as the record of the request: ids and dates only (the requester's name is the User's, pseudonymised by then).
 */
export const privacyRequestEntity = lazy(
  () =>
    new Entity({
      name: 'PrivacyRequest',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        request_id: string().key(),
        user_id: string(),
        kind: string().enum('erasure'),
        status: string().enum('pending', 'approved', 'declined', 'completed'),
        reason: string().optional(),
        requested_at: string(),
        decided_by: string().optional(),
        decided_at: string().optional(),
        decision_note: string().optional(),
        completed_at: string().optional(),
      }),
      computeKey: ({ company_id, request_id }) => ({
        pk: keys.company(company_id),
        sk: keys.privacyRequestSk(request_id),
      }),
      timestamps: false,
    }),
);
export type TPrivacyRequestItem = FormattedItem<ReturnType<typeof privacyRequestEntity>>;
