import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { COMPANY_STATE } from '@skillway/shared';
import { companyEntity } from '../../platform/db/entities/company';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TCompanyItem } from '../../platform/db/types';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

export async function findCompany(companyId: string): Promise<TCompanyItem | undefined> {
  const { Item } = await companyEntity().build(GetItemCommand).key({ company_id: companyId }).send();
  return Item;
}

/** Writes the account information (never the name) of an existing company. */
export async function updateCompanyAccountInfo(
  companyId: string,
  values: { street: string; city: string; county: string; country: string; postcode: string; phone: string },
): Promise<void> {
  await companyEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, ...values })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
}

/** gsi2 (sparse, `TRIAL_ENDS`): companies whose free trial ended at or before `nowIso`, one page at a time. */
export async function listTrialsEndedBy(nowIso: string, cursor?: Record<string, unknown>) {
  const { Items, LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(companyEntity())
    // `#` sorts before every id character, so `<now>~` includes every company id at exactly `now`.
    .query({ index: 'gsi2', partition: keys.trialIndexPk, range: { lte: `${nowIso}~` } })
    .options({ limit: 100, ...(cursor ? { exclusiveStartKey: cursor } : {}) })
    .send();
  return { items: Items ?? [], cursor: LastEvaluatedKey };
}

/**
 * Free trial (1) or extended trial (5) whose end has passed becomes Free Trial Expired (2) and leaves the trial
 * index. Conditional, so a company that paid or was extended meanwhile is left alone and a second run is a no-op.
 */
export async function expireTrial(companyId: string, nowIso: string): Promise<boolean> {
  return sendUnlessConditionFails(
    companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, state: COMPANY_STATE.FREE_TRIAL_EXPIRED, gsi2pk: $remove(), gsi2sk: $remove() })
      .options({
        condition: {
          and: [
            { attr: 'company_id', exists: true },
            { attr: 'state', in: [COMPANY_STATE.FREE_TRIAL, COMPANY_STATE.FREE_TRIAL_EXTENDED] },
            { attr: 'trial_ends_at', lte: nowIso },
          ],
        },
      }),
  );
}

/**
 * A transaction item counting one more active user on the company, refused (the transaction cancelled) when the
 * company is gone or already has `maxUsers`, its band's limit: adding a user and restoring an archived one.
 */
export function countUserWithinBand(companyId: string, maxUsers: number) {
  return companyEntity()
    .build(UpdateTransaction)
    .item({ company_id: companyId, total_users: $add(1) })
    .options({
      condition: {
        and: [
          { attr: 'company_id', exists: true },
          { attr: 'total_users', lt: maxUsers },
        ],
      },
    });
}
