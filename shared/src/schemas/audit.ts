import * as z from 'zod/mini';
import { AUDIT_ACTOR_KIND, AUDIT_OUTCOME, AUDIT_TARGET_TYPE } from '../constants/audit';
import { ZId, dayQuery } from './fields';

const ZActorKind = z.enum(Object.values(AUDIT_ACTOR_KIND) as [string, ...string[]]);
const ZTargetType = z.enum(Object.values(AUDIT_TARGET_TYPE) as [string, ...string[]]);

/** One changed field: its values before and after (absent when the record was created or removed). */
export const ZAuditChange = z.object({
  field: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});

/** One audit event as the API answers it (docs/architecture.md "Audit log"). */
export const ZAuditEvent = z.object({
  id: z.string(),
  seq: z.number(),
  /** When the change was made (ISO). */
  at: z.string(),
  action: z.string(),
  /** The action's label (the operation's summary, or the system action's). */
  action_label: z.string(),
  actor: z.object({
    kind: ZActorKind,
    id: z.string(),
    name: z.string(),
    role_id: z.optional(z.number()),
    /** The super administrator acting in this company. */
    on_behalf: z.optional(z.boolean()),
  }),
  target: z.object({ type: ZTargetType, id: z.string(), name: z.string() }),
  changes: z.array(ZAuditChange),
  request_id: z.string(),
  source_ip: z.string(),
  outcome: z.enum([AUDIT_OUTCOME.SUCCESS, AUDIT_OUTCOME.PARTIAL]),
  /** Personal data in it was replaced by a pseudonym (erasure). */
  pseudonymised: z.optional(z.boolean()),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

const DAY = dayQuery({ realDay: true });

/**
 * GET /v1/audit-log: newest first, `cursor` from the previous page's meta.next_cursor. Filters: actor (a user id, or
 * `scim:<tokenId>` / `system`), action (an action id), target (type and id together), a day range (inclusive).
 * The super administrator passes `company_id` (`platform` for platform actions).
 */
export const ZAuditListQuery = z.object({
  company_id: z.optional(ZId),
  actor: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  action: z.optional(
    z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z]+\.[A-Za-z]+$/, 'The action is invalid.')),
  ),
  target_type: z.optional(ZTargetType),
  target_id: z.optional(ZId),
  from: z.optional(DAY),
  to: z.optional(DAY),
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/, 'The limit must be a number.'))),
});
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;

export const ZAuditListResponse = z.object({
  data: z.array(ZAuditEvent),
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});

/** POST /v1/audit-log/verify: the chain walked from the first event; the first broken link when there is one. */
export const ZAuditVerifyResult = z.object({
  data: z.object({
    verified: z.boolean(),
    events_checked: z.number(),
    head_seq: z.number(),
    first_broken: z.nullable(z.object({ seq: z.number(), id: z.string(), reason: z.string() })),
  }),
});
