import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/** A token signed out before it expired. pk `C#<cid>`, sk `REVOKED#<jti>`; DynamoDB deletes it after `ttl` (= token exp). */
export const revokedTokenEntity = lazy(
  () =>
    new Entity({
      name: 'RevokedToken',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        jti: string().key(),
        user_id: string(),
        ttl: number(),
      }),
      computeKey: ({ company_id, jti }) => ({ pk: keys.company(company_id), sk: keys.revokedTokenSk(jti) }),
      timestamps: false,
    }),
);
