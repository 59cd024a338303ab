import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { any } from 'dynamodb-toolbox/schema/any';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A domain event kept for its consumers (the notifications issue reads course assignments and deadlines from here).
 * pk `C#<cid>`, sk `DEVENT#<occurred_at>#<event_id>` (oldest first); one item per event id, so a redelivered event
 * is stored once. DynamoDB deletes it after `ttl`.
 */
export const domainEventEntity = lazy(
  () =>
    new Entity({
      name: 'DomainEvent',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        occurred_at: string().key(),
        event_id: string().key(),
        detail_type: string(),
        detail: record(string(), any()),
        ttl: number(),
      }),
      computeKey: ({ company_id, occurred_at, event_id }) => ({
        pk: keys.company(company_id),
        sk: keys.domainEventSk(occurred_at, event_id),
      }),
      timestamps: false,
    }),
);
