import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One failed row of an import (user CSV, BreatheHR, external training CSV). pk `C#<cid>`,
 * sk `ERRLOG#<container>#<ulid>`: a reverse query is newest first. DynamoDB deletes it after `ttl`.
 */
export const errorLogEntity = lazy(
  () =>
    new Entity({
      name: 'ErrorLog',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        container: string().key(),
        log_id: string().key(),
        source: string(),
        import_id: string(),
        file_name: string().optional(),
        row: number().optional(),
        email: string().optional(),
        message: string(),
        ttl: number(),
      }),
      computeKey: ({ company_id, container, log_id }) => ({
        pk: keys.company(company_id),
        sk: keys.errorLogSk(container, log_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
