import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * pk `EMAIL#<email>`: which user owns an address, platform-wide. Written in the same transaction as the user
 * with `attribute_not_exists(pk)`, which is what makes emails unique.
 */
export const emailLookupEntity = lazy(
  () =>
    new Entity({
      name: 'EmailLookup',
      table: SkillwayTable,
      schema: item({
        email: string()
          .key()
          .transform({ encode: (value: string) => value.toLowerCase(), decode: (value: string) => value }),
        company_id: string(),
        user_id: string(),
      }),
      computeKey: ({ email }) => ({ pk: keys.emailPk(email), sk: keys.emailSk }),
      timestamps: false,
    }),
);
