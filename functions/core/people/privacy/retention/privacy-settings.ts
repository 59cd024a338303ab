import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { AUDIT_ARCHIVE_YEARS } from '@skillway/shared';
import type { TPrivacySettings, TPrivacySettingsBody } from '@skillway/shared/schemas/privacy';
import { companyEntity } from '../../../platform/db/entities/company';
import { privacySettingsEntity } from '../../../platform/db/entities/privacy';
import { keys } from '../../../platform/db/keys';
import { transact } from '../../../platform/db/transactions';

/** Off, all of it: no legal records kept, no retention rule (the default). */
const DEFAULT_PRIVACY_SETTINGS: TPrivacySettings = {
  legal_records: 0,
  anonymise_archived_months: 0,
  purge_learning_years: 0,
  audit_archive_years: AUDIT_ARCHIVE_YEARS.DEFAULT,
};

/** The company's privacy rules (the defaults until an administrator saves them). One GetItem. */
export async function getPrivacySettings(companyId: string, consistent = false): Promise<TPrivacySettings> {
  const { Item } = await privacySettingsEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId })
    .options({ consistent })
    .send();
  if (!Item) return DEFAULT_PRIVACY_SETTINGS;
  return {
    legal_records: Item.legal_records === 1 ? 1 : 0,
    anonymise_archived_months: Item.anonymise_archived_months,
    purge_learning_years: Item.purge_learning_years,
    audit_archive_years: Item.audit_archive_years ?? AUDIT_ARCHIVE_YEARS.DEFAULT,
  };
}

/**
 * Saves the rules. While a retention rule is on, the item carries the sparse gsi1 keys `RETENTION` / `<cid>`, so the
 * daily schedule lists exactly the companies it has work for (a Query, never a Scan). The audit archive's years go
 * on the Company item too, in the same transaction: the daily archive reads them with the companies index.
 */
export async function savePrivacySettings(companyId: string, body: TPrivacySettingsBody): Promise<TPrivacySettings> {
  const retention = body.anonymise_archived_months > 0 || body.purge_learning_years > 0;
  const years = body.audit_archive_years ?? (await getPrivacySettings(companyId, true)).audit_archive_years;
  await transact([
    privacySettingsEntity()
      .build(PutTransaction)
      .item({
        company_id: companyId,
        legal_records: body.legal_records,
        anonymise_archived_months: body.anonymise_archived_months,
        purge_learning_years: body.purge_learning_years,
        audit_archive_years: years,
        ...(retention ? { gsi1pk: keys.retentionIndexPk, gsi1sk: companyId } : {}),
      }),
    companyEntity()
      .build(UpdateTransaction)
      .item({ company_id: companyId, audit_archive_years: years })
      .options({ condition: { attr: 'company_id', exists: true } }),
  ]);
  return {
    legal_records: body.legal_records,
    anonymise_archived_months: body.anonymise_archived_months,
    purge_learning_years: body.purge_learning_years,
    audit_archive_years: years,
  };
}
