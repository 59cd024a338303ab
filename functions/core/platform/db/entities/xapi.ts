import { lazy } from '../lazy';
import { keys } from '../keys';
import { SkillwayTable } from '../table';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { string } from 'dynamodb-toolbox/schema/string';
import { number } from 'dynamodb-toolbox/schema/number';
import { list } from 'dynamodb-toolbox/schema/list';
import { record } from 'dynamodb-toolbox/schema/record';
import { item } from 'dynamodb-toolbox/schema/item';

/**
 * The LRS's items (functions/core/learner/xapi, docs/data-model.md "LRS"), all in the company partition `C#<cid>`.
 *
 * A launch session: sk `XSESS#<sessionId>`. Its Basic credentials are `<cid>.<sessionId>:<secret>`; only the secret's
 * sha256 is kept. Bound to the learner, course, package (asset), item, registration and activity; `expires_at`
 * (epoch seconds) ends it and DynamoDB removes it after `ttl`. cmi5 sessions also keep the launch mode, mastery score
 * (scaled 0–1) and moveOn, whether the fetch URL has answered, and the session's own rule state (the cmi5 defined
 * verbs sent, ended by terminated or abandoned).
 */
export const xapiSessionEntity = lazy(
  () =>
    new Entity({
      name: 'XapiSession',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        session_id: string().key(),
        secret_hash: string(),
        user_id: string(),
        course_id: string(),
        asset_id: string(),
        item_id: string(),
        registration: string(),
        activity_id: string(),
        standard: string().enum('xapi', 'cmi5'),
        /** The actor the launch handed out: account { homePage: origin, name: userId } with the learner's name. */
        actor_home_page: string(),
        actor_name: string(),
        launch_mode: string().enum('Normal', 'Browse', 'Review').optional(),
        mastery_score: number().optional(),
        move_on: string().optional(),
        fetched: number().optional(),
        /** cmi5 defined verbs the AU sent in this session (initialized first, terminated last). */
        session_verbs: list(string()).optional(),
        ended: string().enum('terminated', 'abandoned').optional(),
        expires_at: number(),
        ttl: number(),
        created_at: string(),
      }),
      computeKey: ({ company_id, session_id }) => ({
        pk: keys.company(company_id),
        sk: keys.xapiSessionSk(session_id),
      }),
      timestamps: false,
    }),
);
export type TXapiSessionItem = FormattedItem<ReturnType<typeof xapiSessionEntity>>;

/**
 * A learner's registration on one package: sk `XREG#<uid>#<assetId>`. The same registration (a UUID) serves every
 * launch of the package, so state resumes and the cmi5 per-registration rules (completed once, passed once, no
 * failed after passed) hold across sessions. `items` keeps per AU what it reached; `active` the last session of each
 * AU (abandoned when a new launch finds it still open); `satisfied` once the LMS wrote the course's satisfied. gsi1
 * `C#<cid>#XREGA#<assetId>` / `XREG#<uid>` lists a package's registrations. An LRS call is refused once its
 * session's registration is gone or replaced (lrs-request.ts).
 */
export const xapiRegistrationEntity = lazy(
  () =>
    new Entity({
      name: 'XapiRegistration',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        user_id: string().key(),
        asset_id: string().key(),
        registration: string(),
        /** The course the package is a material of: unenrolling from it deletes the registration's LRS data. */
        course_id: string().optional(),
        /** The Enrolment's `started_at` the registration belongs to: after a reset or a new enrolment a launch starts a new one. */
        started_at: string().optional(),
        /**
         * The registrations this one replaced (earlier runs of the course): their statements and states stay as the
         * record of those runs, and go with this registration when the learner, the package or the enrolment goes.
         */
        previous: list(string()).optional(),
        /** Item id → outcome flags reached in this registration: completed, passed, failed, waived. */
        items: record(string(), list(string())).optional(),
        active: record(string(), string()).optional(),
        satisfied: number().optional(),
        /** Item id → last score (scaled 0–1) of a passed or failed statement. */
        scores: record(string(), number()).optional(),
      }).and((_schema) => ({
        /** gsi1: every registration on one package, for deleting its LRS data with the package (delete-package-data.ts). */
        gsi1pk: string()
          .hidden()
          .link<typeof _schema>(({ company_id, asset_id }) =>
            keys.xapiPackageRegistrationsIndexPk(company_id, asset_id),
          ),
        gsi1sk: string()
          .hidden()
          .link<typeof _schema>(({ user_id }) => keys.xapiPackageRegistrationsIndexSk(user_id)),
      })),
      computeKey: ({ company_id, user_id, asset_id }) => ({
        pk: keys.company(company_id),
        sk: keys.xapiRegistrationSk(user_id, asset_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
export type TXapiRegistrationItem = FormattedItem<ReturnType<typeof xapiRegistrationEntity>>;

/**
 * A statement as stored: sk `XSTMT#<registration>#<storedId>` (storedId a ULID, so a Query reads them in stored
 * order). `statement` is the JSON as the LRS returns it (id, stored, authority, timestamp, version filled in);
 * `verb_id`, `activity_ids` (the object's and the context activities' ids) and `voided` serve the filters.
 */
export const xapiStatementEntity = lazy(
  () =>
    new Entity({
      name: 'XapiStatement',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        registration: string().key(),
        stored_id: string().key(),
        statement_id: string(),
        statement: string(),
        stored: string(),
        verb_id: string(),
        object_id: string().optional(),
        related_ids: list(string()).optional(),
        voided: number().optional(),
        /** The statement id this one voids (a voiding statement is never voided itself). */
        voids: string().optional(),
      }),
      computeKey: ({ company_id, registration, stored_id }) => ({
        pk: keys.company(company_id),
        sk: keys.xapiStatementSk(registration, stored_id),
      }),
      timestamps: false,
    }),
);
export type TXapiStatementItem = FormattedItem<ReturnType<typeof xapiStatementEntity>>;

/** A statement id of a registration: sk `XSTID#<registration>#<statementId>` → its storedId; written with the statement. */
export const xapiStatementIdEntity = lazy(
  () =>
    new Entity({
      name: 'XapiStatementId',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        registration: string().key(),
        statement_id: string().key(),
        stored_id: string(),
        /** sha256 of the statement as sent (without stored/authority): the same statement again is no conflict. */
        fingerprint: string(),
      }),
      computeKey: ({ company_id, registration, statement_id }) => ({
        pk: keys.company(company_id),
        sk: keys.xapiStatementIdSk(registration, statement_id),
      }),
      timestamps: false,
    }),
);

/**
 * Which registration of the company holds a statement id: sk `XSTOWN#<statementId>`, written with the statement. A
 * voiding statement naming a statement that is not in its own registration is refused when the id is here (another
 * learner's or another registration's statement), and stored as xAPI asks when the id is unknown.
 */
export const xapiStatementOwnerEntity = lazy(
  () =>
    new Entity({
      name: 'XapiStatementOwner',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        statement_id: string().key(),
        registration: string(),
      }),
      computeKey: ({ company_id, statement_id }) => ({
        pk: keys.company(company_id),
        sk: keys.xapiStatementOwnerSk(statement_id),
      }),
      timestamps: false,
    }),
);

/**
 * A state or agent profile document, stored as sent: sk `XDOCS#<uid>#<registration or ->#<sha(activityId)>#<sha(stateId)>`
 * or `XDOCP#<uid>#<sha(profileId)>`. `body` is base64 (any content type, at most 64 KB); `etag` its sha1.
 */
export const xapiDocumentEntity = lazy(
  () =>
    new Entity({
      name: 'XapiDocument',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        doc_key: string().key(),
        doc_id: string(),
        activity_id: string().optional(),
        content_type: string(),
        body: string(),
        etag: string(),
        updated: string(),
      }),
      computeKey: ({ company_id, doc_key }) => ({ pk: keys.company(company_id), sk: doc_key }),
      timestamps: false,
    }),
);
export type TXapiDocumentItem = FormattedItem<ReturnType<typeof xapiDocumentEntity>>;
