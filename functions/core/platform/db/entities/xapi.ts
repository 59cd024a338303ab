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
 * A state or agent profile document, stored as sent: sk `XDOCS#<uid>#<registration or ->#<sha(activityId)>#<sha(stateId)>`
 * or `XDOCP#<uid>#<sha(profileId)>`. `body` is base64 (any content type, at most 64 KB); `etag` its sha1.
 */
/** A stored document's attributes, wherever it is kept (a learner's in the company partition, others' in the LRS's). */
const documentAttributes = {
  company_id: string().key(),
  doc_key: string().key(),
  doc_id: string(),
  activity_id: string().optional(),
  content_type: string(),
  body: string(),
  etag: string(),
  updated: string(),
};

export const xapiDocumentEntity = lazy(
  () =>
    new Entity({
      name: 'XapiDocument',
      table: SkillwayTable,
      schema: item(documentAttributes),
      computeKey: ({ company_id, doc_key }) => ({ pk: keys.company(company_id), sk: doc_key }),
      timestamps: false,
    }),
);
export type TXapiDocumentItem = FormattedItem<ReturnType<typeof xapiDocumentEntity>>;

/**
 * A state, agent profile or activity profile document of the company's LRS that is not a company learner's (issue 35):
 * pk `C#<cid>#XDOC`, sk `XDS#<activity>#<agent>#<registration or ->#<state>`, `XDGP#<agent>#<profile>` or
 * `XDAP#<activity>#<profile>` (keyHash of the IRI, the agent's identifier and the id). The same item type as a
 * learner's XapiDocument (the same attributes), in the LRS's own partition; `agent` is the identifier the document
 * belongs to (none for an activity profile) so the documents of one agent can be told apart when read.
 */
export const xapiLrsDocumentEntity = lazy(
  () =>
    new Entity({
      name: 'XapiDocument',
      table: SkillwayTable,
      schema: item({ ...documentAttributes, agent: string().optional(), registration: string().optional() }),
      computeKey: ({ company_id, doc_key }) => ({ pk: keys.xapiDocumentsPk(company_id), sk: doc_key }),
      timestamps: false,
    }),
);
export type TXapiLrsDocumentItem = FormattedItem<ReturnType<typeof xapiLrsDocumentEntity>>;

/**
 * What the company's LRS knows of one activity (the Activities resource, issue 35): pk `C#<cid>#XACT`, sk
 * `XACT#<keyHash(activity IRI)>`. `definition` is the Activity Definition as JSON, merged from the statements that
 * named the activity (activity-definitions.ts: language maps and extensions merged when the writer may define it,
 * otherwise kept as first taught); `revision` counts the merges and guards them (a conditional write).
 */
export const xapiActivityEntity = lazy(
  () =>
    new Entity({
      name: 'XapiActivity',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        activity_hash: string().key(),
        activity_id: string(),
        definition: string(),
        revision: number(),
        updated: string(),
      }),
      computeKey: ({ company_id, activity_hash }) => ({
        pk: keys.xapiActivitiesPk(company_id),
        sk: keys.xapiActivitySk(activity_hash),
      }),
      timestamps: false,
    }),
);
export type TXapiActivityItem = FormattedItem<ReturnType<typeof xapiActivityEntity>>;
