import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import type { TPrivacySettings, TPrivacySettingsBody } from '@skillway/shared/schemas/privacy';
import { privacySettingsEntity } from '../../../platform/db/entities/privacy';
import { keys } from '../../../platform/db/keys';

/** Off, all of it: no legal records kept, no retention rule (the default). */
const DEFAULT_PRIVACY_SETTINGS: TPrivacySettings = {
  legal_records: 0,
  anonymise_archived_months: 0,
  purge_learning_years: 0,
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
  };
}

/**
 * Saves the rules. While a retention rule is on, the item carries the sparse gsi1 keys `RETENTION` / `<cid>`, so the
 * daily schedule lists exactly the companies it has work for (a Query, never a Scan).
 */
export async function savePrivacySettings(companyId: string, body: TPrivacySettingsBody): Promise<TPrivacySettings> {
  const retention = body.anonymise_archived_months > 0 || body.purge_learning_years > 0;
  await privacySettingsEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      legal_records: body.legal_records,
      anonymise_archived_months: body.anonymise_archived_months,
      purge_learning_years: body.purge_learning_years,
      ...(retention ? { gsi1pk: keys.retentionIndexPk, gsi1sk: companyId } : {}),
    })
    .send();
  return { ...body };
}
