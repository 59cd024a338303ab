import { lazy } from '../lazy';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * Forwarding (issue 35, docs/elearning-standards.md "Forwarding", docs/data-model.md): external LRSs a company's
 * statements are copied to, each with its own delivery queue and dead-letter list.
 *
 * A target: pk `C#<cid>`, sk `XFWD#<targetId>`. `sealed` is the secret sealed (platform/crypto/seal.ts, bound to the
 * company and target), never answered. The delivery state lives on it too: `failures` in a row on the oldest pending
 * statements, `next_run` (ISO) when the next attempt is due after one, `error` the last failure, `last_sent_at` the
 * last success, `lease_until` one delivery run at a time, `seq` moved by every enqueue (so a run that found the queue
 * empty clears the due index only if nothing came in meanwhile). gsi2 (`XFWDDUE`, `<due>#<cid>#<targetId>`) is
 * present while statements wait: the forwarding schedule reads only what is due.
 */
export const xapiForwardTargetEntity = lazy(
  () =>
    new Entity({
      name: 'XapiForwardTarget',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        target_id: string().key(),
        name: string(),
        endpoint: string(),
        /** The Basic user name at the external LRS. */
        key: string(),
        sealed: string(),
        /** JSON `{ verbs: string[], activity_prefixes: string[] }` (both empty: every statement). */
        filters: string(),
        enabled: boolean(),
        created_by_id: string(),
        created_by_name: string(),
        failures: number().optional(),
        next_run: string().optional(),
        error: string().optional(),
        last_sent_at: string().optional(),
        lease_until: string().optional(),
        seq: number().optional(),
        gsi2pk: string().optional(),
        gsi2sk: string().optional(),
      }),
      computeKey: ({ company_id, target_id }) => ({
        pk: keys.company(company_id),
        sk: keys.xapiForwardTargetSk(target_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
export type TXapiForwardTargetItem = FormattedItem<ReturnType<typeof xapiForwardTargetEntity>>;

/**
 * A statement waiting for delivery to one target: pk `C#<cid>#XF#<targetId>`, sk `XFQ#<storedId>` (keys only: the
 * statement is read from the company's LRS when it goes, so one deleted meanwhile is not sent).
 */
export const xapiForwardPendingEntity = lazy(
  () =>
    new Entity({
      name: 'XapiForwardPending',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        target_id: string().key(),
        stored_id: string().key(),
      }),
      computeKey: ({ company_id, target_id, stored_id }) => ({
        pk: keys.xapiForwardQueuePk(company_id, target_id),
        sk: keys.xapiForwardPendingSk(stored_id),
      }),
      timestamps: false,
    }),
);

/**
 * A statement whose delivery failed after every retry: pk `C#<cid>#XF#<targetId>`, sk `XFD#<storedId>`, with what the
 * dead-letter list shows (statement id, verb, object activity, stored time, attempts, the last error, `created_at`
 * when it got here). Retry moves it back to the queue; discard deletes it.
 */
export const xapiForwardDeadLetterEntity = lazy(
  () =>
    new Entity({
      name: 'XapiForwardDeadLetter',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        target_id: string().key(),
        stored_id: string().key(),
        statement_id: string(),
        verb_id: string(),
        object_id: string().optional(),
        stored: string(),
        attempts: number(),
        error: string(),
        created_at: string(),
      }),
      computeKey: ({ company_id, target_id, stored_id }) => ({
        pk: keys.xapiForwardQueuePk(company_id, target_id),
        sk: keys.xapiForwardDeadLetterSk(stored_id),
      }),
      timestamps: false,
    }),
);
export type TXapiForwardDeadLetterItem = FormattedItem<ReturnType<typeof xapiForwardDeadLetterEntity>>;

/**
 * A deleted target whose queue was too long to empty in the request: pk `C#<cid>#XF#<targetId>`, sk `XFPURGE`, in the
 * due index (gsi2) so the forwarding schedule empties the partition, this item last.
 */
export const xapiForwardPurgeEntity = lazy(
  () =>
    new Entity({
      name: 'XapiForwardPurge',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        target_id: string().key(),
        gsi2pk: string(),
        gsi2sk: string(),
      }),
      computeKey: ({ company_id, target_id }) => ({
        pk: keys.xapiForwardQueuePk(company_id, target_id),
        sk: keys.xapiForwardPurgeSk,
      }),
      timestamps: false,
    }),
);
