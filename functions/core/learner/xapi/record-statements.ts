import { randomUUID } from 'node:crypto';
import { XAPI_LIMITS, XAPI_MSG, XAPI_VERB, type TCmi5LaunchMode } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { isSessionActor } from './agent';
import { decideCmi5Statement, type TCmi5Decision, type TCmi5Flag } from './cmi5-rules';
import { XAPI_CLIENT_MSG } from '@skillway/shared';
import { allows, type TLrsContext, type TSessionLrsContext } from './lrs-context';
import type { TOrigin } from '../../platform/lrs/statement-index';
import { mergeActivityDefinitions } from './activity-definitions';
import { applyStatementEffects, type TSessionChanges } from './statement-effects';
import { getXapiRegistration } from './session-repository';
import {
  findStatementId,
  getStatementById,
  parseOrigins,
  storeStatement,
} from '../../platform/lrs/statement-repository';
import { checkStatementAttachments, type TAttachmentParts } from './statement-attachments';
import { completeStatement, fingerprintOf, nextStored, statementItem } from './statement-items';
import { fail, validateStatement, type TJson } from './statement-validation';

/**
 * Recording statements (PUT and POST statements): xAPI 1.0.3 validation, the launch session's scope (its learner,
 * its registration), ids and conflicts, voiding, the cmi5 rules of a cmi5 session, then the statement's effects on
 * progress (statement-effects.ts). Statements of a POST are checked and stored in order; the first refusal stops
 * the rest (those before it stay stored, as their ids were valid on their own).
 */

function cmi5SessionOf(context: TSessionLrsContext, changes: TSessionChanges) {
  const { session } = context;
  return {
    sessionId: session.session_id,
    launchMode: (session.launch_mode ?? 'Normal') as TCmi5LaunchMode,
    masteryScore: session.mastery_score,
    sessionVerbs: changes.sessionVerbs,
    ended: changes.ended,
  };
}

interface TChecked {
  statement: TJson;
  id: string;
  decision: TCmi5Decision | undefined;
}

/**
 * Scope checks: a client needs statements/write; a launch session writes only its learner's statements in its
 * registration (when the statement names one).
 */
function checkScope(statement: TJson, context: TLrsContext, field: string): void {
  if (context.kind === 'client') return;
  if (!isSessionActor(statement.actor, context.actor)) throw new AppError('FORBIDDEN', XAPI_MSG.ACTOR_MISMATCH);
  const registration = (statement.context as TJson | undefined)?.registration;
  if (registration !== undefined && registration !== context.session.registration)
    throw new AppError('FORBIDDEN', XAPI_MSG.REGISTRATION_MISMATCH, {
      [`${field}.context.registration`]: [XAPI_MSG.REGISTRATION_MISMATCH],
    });
}

/** The statement a StatementRef object targets, when the company holds it. */
async function refTarget(context: TLrsContext, statement: TJson) {
  const object = statement.object as TJson;
  if (object.objectType !== 'StatementRef') return undefined;
  return getStatementById(context.companyId, object.id as string);
}

/**
 * A voiding statement's target (its stored id), refusing to void a voiding statement (400); a launch session may void
 * only its own registration's statements (403 for another learner's, or this learner's other package or run). A
 * target the company does not hold is stored without effect, as xAPI asks (the LRS should not refuse it for being
 * absent).
 */
function voidTarget(
  context: TLrsContext,
  target: Awaited<ReturnType<typeof refTarget>>,
  field: string,
): string | undefined {
  if (!target) return undefined;
  if (
    context.kind === 'session' &&
    (target.registration !== context.session.registration || target.actor_user_id !== context.session.user_id)
  )
    throw new AppError('FORBIDDEN', XAPI_MSG.VOID_FOREIGN, { [`${field}.object.id`]: [XAPI_MSG.VOID_FOREIGN] });
  if (target.voids !== undefined) fail(`${field}.object.id`, XAPI_MSG.VOID_VOIDING);
  return target.stored_id;
}

/**
 * Records statements in order and returns their ids. `fixedId` is PUT's statementId; `attachmentParts` are a
 * multipart/mixed request's parts by sha2 (statement-attachments.ts checks each statement's attachments and
 * signatures against them). A statement whose id is already stored is no change when it is the same statement, 409
 * when it differs.
 */
export async function recordStatements(
  context: TLrsContext,
  statements: readonly unknown[],
  field: string,
  fixedId?: string,
  attachmentParts?: TAttachmentParts,
): Promise<string[]> {
  if (!allows(context, 'statements/write')) throw new AppError('FORBIDDEN', XAPI_CLIENT_MSG.SCOPE_MISSING);
  if (statements.length === 0) fail(field, 'must hold at least one statement.');
  if (statements.length > XAPI_LIMITS.statementsPerPost) fail(field, XAPI_MSG.TOO_MANY_STATEMENTS);
  const checked: TChecked[] = statements.map((raw, index) => {
    const at = statements.length === 1 && !Array.isArray(raw) && field === 'statement' ? field : `${field}.${index}`;
    if (JSON.stringify(raw).length > XAPI_LIMITS.statementBytes) fail(at, XAPI_MSG.STATEMENT_TOO_LARGE);
    const statement = validateStatement(raw, at, context.version, { multipart: attachmentParts !== undefined });
    checkStatementAttachments(statement, attachmentParts, at);
    if (fixedId !== undefined && statement.id !== undefined && statement.id !== fixedId)
      fail(`${at}.id`, XAPI_MSG.STATEMENT_ID_MISMATCH);
    checkScope(statement, context, at);
    return { statement, id: fixedId ?? (statement.id as string | undefined) ?? randomUUID(), decision: undefined };
  });
  const ids = checked.map((entry) => entry.id.toLowerCase());
  if (new Set(ids).size !== ids.length) fail(field, 'holds two statements with the same id.');

  const session = context.kind === 'session' ? context.session : undefined;
  const registration =
    session?.standard === 'cmi5'
      ? await getXapiRegistration(context.companyId, session.user_id, session.asset_id)
      : undefined;
  const changes: TSessionChanges = {
    sessionVerbs: [...(session?.session_verbs ?? [])],
    ended: session?.ended,
    flags: [...(((session ? registration?.items?.[session.item_id] : undefined) ?? []) as TCmi5Flag[])],
  };
  const out: string[] = [];
  for (const [index, entry] of checked.entries()) {
    const at = checked.length === 1 && field === 'statement' ? field : `${field}.${index}`;
    const fingerprint = fingerprintOf({ ...entry.statement, id: entry.id });
    const existing = await findStatementId(context.companyId, entry.id);
    if (existing) {
      if (existing.fingerprint !== fingerprint) throw new AppError('CONFLICT', XAPI_MSG.STATEMENT_CONFLICT);
      out.push(entry.id);
      continue;
    }
    const verbId = (entry.statement.verb as TJson).id as string;
    if (context.kind === 'session' && context.session.standard === 'cmi5') {
      entry.decision = decideCmi5Statement(entry.statement, cmi5SessionOf(context, changes), changes.flags);
    } else if (changes.ended) {
      throw new AppError('FORBIDDEN', XAPI_MSG.SESSION_TERMINATED);
    }
    const target = await refTarget(context, entry.statement);
    const voidsStoredId = verbId === XAPI_VERB.VOIDED ? voidTarget(context, target, at) : undefined;
    const targetOrigins: TOrigin[] | undefined = target ? parseOrigins(target) : undefined;
    const full = completeStatement(entry.statement, entry.id, nextStored(), context);
    const result = await storeStatement(context.companyId, {
      item: statementItem(context, full, targetOrigins),
      fingerprint,
      ...(voidsStoredId ? { voidsStoredId } : {}),
    });
    if (result === 'conflict') throw new AppError('CONFLICT', XAPI_MSG.STATEMENT_CONFLICT);
    // The Activities resource's definitions (the writer's define scope decides how far it may change them).
    await mergeActivityDefinitions(context, full);
    if (context.kind === 'session') await applyStatementEffects(context, full, entry.decision, changes);
    out.push(entry.id);
  }
  return out;
}
