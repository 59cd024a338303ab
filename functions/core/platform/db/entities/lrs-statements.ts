import { lazy } from '../lazy';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * The company's LRS statements (issue 35, functions/core/learner/xapi/statement-store.ts, docs/data-model.md "LRS"),
 * in their own partitions so any filtered query reads an index partition rather than the whole store.
 *
 * A statement: pk `C#<cid>#XS`, sk `XS#<storedId>` (a ULID of its `stored` time, so a Query reads stored order and
 * since/until are sort-key ranges). `statement` is the JSON as the LRS returns it. `origins` (JSON) holds the index
 * keys and filter values of the statement itself and of the statements its StatementRef object targets (xAPI 1.0.3
 * 7.2.3 "Filter Conditions for StatementRefs"): its index entries are written from it, and deleted from it.
 */
export const lrsStatementEntity = lazy(
  () =>
    new Entity({
      name: 'LrsStatement',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        stored_id: string().key(),
        statement_id: string(),
        statement: string(),
        stored: string(),
        registration: string().optional(),
        /** The user id of an account actor on the app (a learner's own statements), for their deletion and export. */
        actor_user_id: string().optional(),
        authority_key: string(),
        origins: string(),
        voided: number().optional(),
        /** The statement id this one voids (a voiding statement is never voided itself). */
        voids: string().optional(),
        /**
         * The SHA-2s (lower case, each once) whose LrsAttachmentCount this statement raised when it was stored: its
         * deletion lowers those and no others (statements stored before counting began have none).
         */
        attachments: list(string()).optional(),
      }),
      computeKey: ({ company_id, stored_id }) => ({
        pk: keys.lrsStatementsPk(company_id),
        sk: keys.lrsStatementSk(stored_id),
      }),
      timestamps: false,
    }),
);
export type TLrsStatementItem = FormattedItem<ReturnType<typeof lrsStatementEntity>>;

/** A statement id → its stored id: pk `C#<cid>#XS`, sk `XSID#<id>`; its condition keeps ids unique per company. */
export const lrsStatementIdEntity = lazy(
  () =>
    new Entity({
      name: 'LrsStatementId',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        statement_id: string().key(),
        stored_id: string(),
        /** sha256 of the statement as sent (without stored/authority/version): the same statement again is no conflict. */
        fingerprint: string(),
      }),
      computeKey: ({ company_id, statement_id }) => ({
        pk: keys.lrsStatementsPk(company_id),
        sk: keys.lrsStatementIdSk(statement_id),
      }),
      timestamps: false,
    }),
);

/**
 * One index entry: pk `C#<cid>#XSI#<dim>#<hash>`, sk `XSI#<storedId>#<origin>`, with the origin's filter values so a
 * query on one dimension filters the others in the same read: `gn` the narrow agents (actor, object), `ga` every
 * related agent, `an` the object activity, `aa` every related activity, `v` the verb, `r` the registration, `au` the
 * authority (all sha256-based hashes but the registration).
 */
export const lrsStatementIndexEntity = lazy(
  () =>
    new Entity({
      name: 'LrsStatementIndex',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        index_key: string().key(),
        entry: string().key(),
        stored_id: string(),
        gn: list(string()).optional(),
        ga: list(string()).optional(),
        an: string().optional(),
        aa: list(string()).optional(),
        v: string(),
        r: string().optional(),
        au: string(),
      }),
      computeKey: ({ company_id, index_key, entry }) => ({
        pk: keys.lrsIndexPk(company_id, index_key),
        sk: entry,
      }),
      timestamps: false,
    }),
);
export type TLrsStatementIndexItem = FormattedItem<ReturnType<typeof lrsStatementIndexEntity>>;

/**
 * How many stored statements name an attachment's content: pk `C#<cid>#XS`, sk `XATT#<sha2>` (issue 35,
 * platform/lrs/attachment-counts.ts). `count` moves with the statements' own writes: +1 in the transaction that stores
 * a statement naming the SHA-2, -1 in the one that deletes it. `held` (1) says the content in the bucket was put there
 * since counting began (attachment-store.ts), so every statement that can name it is counted: only such content is
 * deleted when `count` comes back to 0. Content stored before has no `held` and stays until the company goes.
 */
export const lrsAttachmentCountEntity = lazy(
  () =>
    new Entity({
      name: 'LrsAttachmentCount',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        sha2: string().key(),
        count: number().optional(),
        held: number().optional(),
      }),
      computeKey: ({ company_id, sha2 }) => ({
        pk: keys.lrsStatementsPk(company_id),
        sk: keys.lrsAttachmentSk(sha2),
      }),
      timestamps: false,
    }),
);
