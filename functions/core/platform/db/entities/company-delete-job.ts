import { lazy } from '../lazy';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * The delete job of one company (DELETE /v1/companies/{id}): pk `CDEL#<cid>`, sk `CDEL`, platform-level so it outlives
 * the company it deletes. `status` goes pending → running → done; the counters grow page by page as the worker
 * goes, so the platform console shows progress. A job that is not done runs again when asked again (every step is
 * idempotent). DynamoDB deletes it `ttl` after it finished.
 */
export const companyDeleteJobEntity = lazy(
  () =>
    new Entity({
      name: 'CompanyDeleteJob',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        job_id: string(),
        /** The company's name when the job was asked for (the company item is gone at once). */
        company_name: string(),
        status: string().enum('pending', 'running', 'done'),
        requested_by: string(),
        requested_at: string(),
        deleted_items: number(),
        deleted_files: number(),
        deleted_sign_ins: number(),
        finished_at: string().optional(),
        /** The company's Stripe customer, if it ever paid: the worker deletes it (ending its subscription) and its lookup. */
        stripe_customer_id: string().optional(),
        ttl: number().optional(),
      }),
      computeKey: ({ company_id }) => ({ pk: keys.companyDeleteJobPk(company_id), sk: keys.companyDeleteJobSk }),
      timestamps: false,
    }),
);

export type TCompanyDeleteJobItem = FormattedItem<ReturnType<typeof companyDeleteJobEntity>>;
