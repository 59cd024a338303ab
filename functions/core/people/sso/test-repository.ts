import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { SSO_TEST_STATUS, type TSsoTestResult } from '@skillway/shared';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { ssoTestEntity } from '../../platform/db/entities/sso';

export type TSsoTestItem = FormattedItem<ReturnType<typeof ssoTestEntity>>;

/** A test's result is kept a day: the administrator reads it in the minutes after it ran. */
const TEST_KEEP_SECONDS = 24 * 60 * 60;

export async function putPendingTest(
  companyId: string,
  testId: string,
  connectionId: string,
  nowMs = Date.now(),
): Promise<void> {
  await ssoTestEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      test_id: testId,
      connection_id: connectionId,
      status: SSO_TEST_STATUS.PENDING,
      ttl: Math.floor(nowMs / 1000) + TEST_KEEP_SECONDS,
    })
    .options({ condition: { attr: 'test_id', exists: false } })
    .send();
}

export async function findTest(companyId: string, testId: string): Promise<TSsoTestItem | undefined> {
  const { Item } = await ssoTestEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, test_id: testId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The test's outcome, once: a second answer for the same test (a replayed callback) changes nothing. */
export async function completeTest(companyId: string, testId: string, result: TSsoTestResult): Promise<boolean> {
  return sendUnlessConditionFails(
    ssoTestEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, test_id: testId, status: result.status, result: JSON.stringify(result) })
      .options({ condition: { attr: 'status', eq: SSO_TEST_STATUS.PENDING } }),
  );
}

/** The result as the API answers it (pending: no claims yet). */
export function presentTest(item: TSsoTestItem): TSsoTestResult {
  if (item.result) return JSON.parse(item.result) as TSsoTestResult;
  return { id: item.test_id, status: item.status, at: item.created_at, claims: null, mapped: null, error: null };
}
