import { CMI5_DEFINED_VERBS, CMI5_IRI, XAPI_MSG, XAPI_VERB, type TCmi5LaunchMode } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TJson } from './statement-validation';

/**
 * The cmi5 rules an AU's statements must keep (cmi5 spec sections 9.3, 9.5, 9.6), checked before a statement of a
 * cmi5 session is stored. Pure: the session's and the registration's state come in, the decision goes out.
 */

/** What an AU reached in a registration (kept per AU on the registration item). */
export type TCmi5Flag = 'completed' | 'passed' | 'failed' | 'waived';

export interface TCmi5Session {
  sessionId: string;
  launchMode: TCmi5LaunchMode;
  /** Scaled 0–1, when the course structure (or the LMS) sets one. */
  masteryScore: number | undefined;
  /** cmi5 defined verbs the AU already sent in this session. */
  sessionVerbs: readonly string[];
  ended: 'terminated' | 'abandoned' | undefined;
}

export interface TCmi5Decision {
  /** A cmi5 defined statement (verb and the cmi5 category): it counts for the session and registration rules. */
  defined: boolean;
  verb: string;
  /** The registration flag this statement sets. */
  flag?: TCmi5Flag;
  /** terminated: the session ends once it is stored. */
  ends: boolean;
  scaled?: number;
}

const LMS_ONLY: readonly string[] = [XAPI_VERB.LAUNCHED, XAPI_VERB.ABANDONED, XAPI_VERB.WAIVED, XAPI_VERB.SATISFIED];

function refuse(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', message, { [field]: [message] });
}

function categories(statement: TJson): string[] {
  const context = statement.context as TJson | undefined;
  const activities = context?.contextActivities as TJson | undefined;
  const category = activities?.category;
  const list = Array.isArray(category) ? category : category ? [category] : [];
  return list.map((activity) => (activity as TJson).id).filter((id): id is string => typeof id === 'string');
}

function sessionIdOf(statement: TJson): unknown {
  const context = statement.context as TJson | undefined;
  return (context?.extensions as TJson | undefined)?.[CMI5_IRI.SESSION_ID];
}

/**
 * Decides whether the AU may send `statement` now: after terminated or abandoned nothing (403); the session id of
 * the launch on every statement; initialized first; the LMS's own verbs refused; each cmi5 defined verb once per
 * session; completed and passed once per registration, failed never after passed, one of passed/failed per session;
 * result.success / completion / score as the verb requires, and the score against the mastery score.
 */
export function decideCmi5Statement(
  statement: TJson,
  session: TCmi5Session,
  flags: readonly TCmi5Flag[],
): TCmi5Decision {
  if (session.ended) throw new AppError('FORBIDDEN', XAPI_MSG.SESSION_TERMINATED);
  const verb = (statement.verb as TJson).id as string;
  if (sessionIdOf(statement) !== session.sessionId) refuse('statement.context.extensions', XAPI_MSG.CMI5_SESSION_ID);
  if (LMS_ONLY.includes(verb)) throw new AppError('FORBIDDEN', XAPI_MSG.CMI5_LMS_ONLY);
  if (verb === XAPI_VERB.VOIDED) throw new AppError('FORBIDDEN', XAPI_MSG.VOID_REFUSED_CMI5);
  const initialized = session.sessionVerbs.includes(XAPI_VERB.INITIALIZED);
  if (!initialized && verb !== XAPI_VERB.INITIALIZED) refuse('statement.verb.id', XAPI_MSG.CMI5_FIRST_INITIALIZED);

  const defined = CMI5_DEFINED_VERBS.includes(verb) && categories(statement).includes(CMI5_IRI.CATEGORY);
  if (!defined) {
    if (verb === XAPI_VERB.INITIALIZED)
      refuse('statement.context.contextActivities.category', XAPI_MSG.CMI5_FIRST_INITIALIZED);
    return { defined: false, verb, ends: false };
  }
  if (session.sessionVerbs.includes(verb)) refuse('statement.verb.id', XAPI_MSG.CMI5_DUPLICATE_VERB);
  if (session.launchMode !== 'Normal' && verb !== XAPI_VERB.INITIALIZED && verb !== XAPI_VERB.TERMINATED)
    refuse('statement.verb.id', XAPI_MSG.CMI5_NOT_NORMAL);

  const result = (statement.result as TJson | undefined) ?? {};
  const score = result.score as TJson | undefined;
  const scaled = typeof score?.scaled === 'number' ? score.scaled : undefined;
  const judged = verb === XAPI_VERB.PASSED || verb === XAPI_VERB.FAILED;
  if (score !== undefined && !judged) refuse('statement.result.score', XAPI_MSG.CMI5_SCORE_NOT_ALLOWED);
  if (!judged && result.success !== undefined) refuse('statement.result.success', XAPI_MSG.CMI5_SUCCESS_REQUIRED);
  if (verb !== XAPI_VERB.COMPLETED && result.completion !== undefined)
    refuse('statement.result.completion', XAPI_MSG.CMI5_COMPLETION_REQUIRED);

  switch (verb) {
    case XAPI_VERB.COMPLETED:
      if (result.completion !== true) refuse('statement.result.completion', XAPI_MSG.CMI5_COMPLETION_REQUIRED);
      if (flags.includes('completed')) refuse('statement.verb.id', XAPI_MSG.CMI5_COMPLETED_ONCE);
      return { defined, verb, flag: 'completed', ends: false };
    case XAPI_VERB.PASSED:
    case XAPI_VERB.FAILED: {
      const passed = verb === XAPI_VERB.PASSED;
      if (result.success !== passed) refuse('statement.result.success', XAPI_MSG.CMI5_SUCCESS_REQUIRED);
      if (session.sessionVerbs.includes(XAPI_VERB.PASSED) || session.sessionVerbs.includes(XAPI_VERB.FAILED))
        refuse('statement.verb.id', XAPI_MSG.CMI5_PASS_FAIL_ONCE);
      if (passed && flags.includes('passed')) refuse('statement.verb.id', XAPI_MSG.CMI5_PASSED_ONCE);
      if (!passed && flags.includes('passed')) refuse('statement.verb.id', XAPI_MSG.CMI5_FAILED_AFTER_PASSED);
      if (scaled !== undefined && session.masteryScore !== undefined) {
        if (passed && scaled < session.masteryScore)
          refuse('statement.result.score.scaled', XAPI_MSG.CMI5_BELOW_MASTERY);
        if (!passed && scaled >= session.masteryScore)
          refuse('statement.result.score.scaled', XAPI_MSG.CMI5_ABOVE_MASTERY);
      }
      return {
        defined,
        verb,
        flag: passed ? 'passed' : 'failed',
        ends: false,
        ...(scaled !== undefined ? { scaled } : {}),
      };
    }
    case XAPI_VERB.TERMINATED:
      return { defined, verb, ends: true };
    default:
      return { defined, verb, ends: false };
  }
}
