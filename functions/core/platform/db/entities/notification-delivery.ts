import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One send of one notification to one recipient through one channel (`email` or `app`), claimed before the send:
 * pk `C#<cid>`, sk `NDELIV#<channel>#<recipient>#<dedupe key>`. The put is conditional on the item not existing, so
 * a redelivered event or a rerun reminder finds its claim and sends nothing. DynamoDB deletes it after `ttl`.
 */
export const notificationDeliveryEntity = lazy(
  () =>
    new Entity({
      name: 'NotificationDelivery',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        channel: string().key(),
        recipient_id: string().key(),
        dedupe_key: string().key(),
        notification_type: number(),
        ttl: number(),
      }),
      computeKey: ({ company_id, channel, recipient_id, dedupe_key }) => ({
        pk: keys.company(company_id),
        sk: keys.notificationDeliverySk(channel, recipient_id, dedupe_key),
      }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
