import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * Failed sign-ins in one fixed window for one subject (account, account+address, or address; hashed, so the
 * table holds no addresses). pk `THROTTLE#<scope>#<hash>`, sk `W#<window>`; expires with its window.
 */
export const loginThrottleEntity = lazy(
  () =>
    new Entity({
      name: 'LoginThrottle',
      table: SkillwayTable,
      schema: item({
        scope: string().key(),
        subject: string().key(),
        window: number().key(),
        failures: number(),
        ttl: number(),
      }),
      computeKey: ({ scope, subject, window }) => ({
        pk: keys.throttlePk(scope, subject),
        sk: keys.throttleSk(window),
      }),
      timestamps: false,
    }),
);
