import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { lazy } from '../lazy';
import { SkillwayTable } from '../table';

/**
 * One audit event (issue 31; docs/architecture.md "Audit log"), appended by the stream consumer and never changed
 * after, except that erasure replaces the personal data in `pii` (and records `pseudonymised_at`).
 * pk `C#<cid>#AUDIT`, sk `EV#<recorded_at>#<seq>`; gsi1 the actor's, gsi2 the target's, gsi3 the action's events,
 * each sorted by the same `EV#...` key. `hash` = sha256 of `prev_hash` and the event's fields (with `pii_digest`
 * standing for `pii`), so a changed, removed or inserted event breaks the chain at that point.
 */
export const auditEventEntity = lazy(
  () =>
    new Entity({
      name: 'AuditEvent',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        recorded_at: string().key(),
        seq: number().key(),
        /** The change's source, unique: the stream record's eventID (or the request id and a counter). */
        event_id: string(),
        /** When the change was made (the write's stamp). */
        at: string(),
        action: string(),
        actor_kind: string(),
        /** A user id, a SCIM token id, or `system`. */
        actor_id: string(),
        actor_role: number().optional(),
        on_behalf: boolean().optional(),
        target_type: string(),
        target_id: string(),
        request_id: string(),
        source_ip: string(),
        outcome: string(),
        /** The personal data: the actor's and target's names at the time, and the changes with their values. */
        pii: map({
          actor_name: string(),
          target_name: string(),
          changes: list(map({ field: string(), before: any().optional(), after: any().optional() })),
        }),
        pii_salt: string(),
        pii_digest: string(),
        pseudonymised_at: string().optional(),
        prev_hash: string(),
        hash: string(),
        gsi1pk: string(),
        gsi1sk: string(),
        gsi2pk: string(),
        gsi2sk: string(),
        gsi3pk: string(),
        gsi3sk: string(),
      }),
      computeKey: ({ company_id, recorded_at, seq }) => ({
        pk: keys.auditPk(company_id),
        sk: keys.auditEventSk(recorded_at, seq),
      }),
      timestamps: false,
    }),
);
export type TAuditEventItem = FormattedItem<ReturnType<typeof auditEventEntity>>;

/**
 * The head of a company's chain: the last event's seq, hash and recorded time, and per stream shard the last record
 * applied (so a redelivered batch appends nothing twice). Moved only with `seq = <read>` in the append's transaction.
 */
export const auditHeadEntity = lazy(
  () =>
    new Entity({
      name: 'AuditHead',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        seq: number(),
        hash: string(),
        recorded_at: string(),
        /** shard id → the sequence number of its last applied record and when (entries older than 2 days are pruned). */
        shards: record(string(), map({ n: string(), at: string() })),
        /**
         * Moved by an erasure after it wrote its tombstone (functions/core/oversight/audit/audit-erasures.ts): an
         * append is conditioned on the fence it read, so no event drafted before the tombstone can be appended after.
         */
        erasure_fence: string().optional(),
      }),
      computeKey: ({ company_id }) => ({ pk: keys.auditPk(company_id), sk: keys.auditHeadSk }),
      timestamps: false,
    }),
);
export type TAuditHeadItem = FormattedItem<ReturnType<typeof auditHeadEntity>>;
