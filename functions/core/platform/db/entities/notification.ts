import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One notification for one user. pk `C#<cid>`, sk `NOTIF#<uid>#<nid>` where nid sorts by time, so a reverse
 * query is newest first. gsi1 (`C#<cid>#UNREAD#<uid>`) is set only while unread; DynamoDB deletes it after `ttl`.
 */
export const notificationEntity = lazy(
  () =>
    new Entity({
      name: 'Notification',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        user_id: string().key(),
        notification_id: string().key(),
        title: string(),
        read: boolean(),
        notification_type: number(),
        course_id: string().optional(),
        channel_id: string().optional(),
        ttl: number(),
        gsi1pk: string().optional(),
        gsi1sk: string().optional(),
      }),
      computeKey: ({ company_id, user_id, notification_id }) => ({
        pk: keys.company(company_id),
        sk: keys.notificationSk(user_id, notification_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
