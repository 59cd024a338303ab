import { CMI5_IRI, XAPI_VERB } from '@skillway/shared';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { xapiSessionEntity } from '../../platform/db/entities/xapi';
import { isAppError } from '../../platform/http/app-error';
import { recordPackageOutcome, type TPackageOutcomeResult } from '../learning/record-package-outcome';
import type { TCmi5Decision, TCmi5Flag } from './cmi5-rules';
import { lmsActivityIri, writeLmsStatement } from './lms-statements';
import type { TSessionLrsContext } from './lrs-context';
import { getXapiRegistration, putXapiRegistration } from './session-repository';
import type { TJson } from './statement-validation';

/**
 * What a stored statement changes beyond the LRS: a cmi5 session's rule state (verbs sent, ended by terminated),
 * the registration's per-AU flags, and the learner's progress through the package outcome hook
 * (learning/record-package-outcome.ts); when every AU of a cmi5 course met its moveOn, the LMS's satisfied
 * statement for the course. A Tin Can statement reports an outcome when it is completed, passed or failed (or says
 * result.completion true) about the launched activity.
 */

export interface TSessionChanges {
  sessionVerbs: string[];
  ended: 'terminated' | 'abandoned' | undefined;
  /** The session's AU's flags in the registration, as they stand after the statements so far. */
  flags: TCmi5Flag[];
}

/** A score as a percent 0–100: scaled when given, else raw within min..max. */
function scorePercentOf(result: TJson | undefined): number | null {
  const score = result?.score as TJson | undefined;
  if (!score) return null;
  const clamp = (n: number) => Math.round(Math.min(100, Math.max(0, n)));
  if (typeof score.scaled === 'number') return clamp(score.scaled * 100);
  if (typeof score.raw === 'number' && typeof score.max === 'number') {
    const min = typeof score.min === 'number' ? score.min : 0;
    return score.max > min ? clamp(((score.raw - min) / (score.max - min)) * 100) : null;
  }
  return null;
}

/** The learner's progress hook; an enrolment removed (or a course unpublished) meanwhile leaves the statement stored. */
export async function reportOutcome(
  context: TSessionLrsContext,
  outcome: { completed: boolean; passed: boolean | null; scorePercent: number | null },
): Promise<TPackageOutcomeResult | undefined> {
  const { session } = context;
  try {
    return await recordPackageOutcome({
      companyId: context.companyId,
      userId: session.user_id,
      courseId: session.course_id,
      assetId: session.asset_id,
      itemId: session.item_id,
      ...outcome,
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/** The cmi5 outcome of an AU from its flags in the registration. */
function cmi5Outcome(flags: readonly TCmi5Flag[], scorePercent: number | null) {
  const passed = flags.includes('passed') || flags.includes('waived');
  return {
    completed: flags.includes('completed') || flags.includes('waived'),
    passed: passed ? true : flags.includes('failed') ? false : null,
    scorePercent,
  };
}

/** Once every AU met its moveOn: the LMS's satisfied statement for the course, once per registration. */
async function satisfyCourse(context: TSessionLrsContext, verdict: TPackageOutcomeResult | undefined): Promise<void> {
  if (!verdict?.done) return;
  const { session } = context;
  const registration = await getXapiRegistration(context.companyId, session.user_id, session.asset_id);
  if (!registration || registration.satisfied === 1) return;
  await putXapiRegistration({ ...registration, satisfied: 1 });
  await writeLmsStatement(context, {
    verb: XAPI_VERB.SATISFIED,
    object: {
      objectType: 'Activity',
      id: lmsActivityIri('course', session.asset_id),
      definition: { type: CMI5_IRI.COURSE_TYPE },
    },
  });
}

async function saveSessionState(context: TSessionLrsContext, changes: TSessionChanges): Promise<void> {
  await xapiSessionEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: context.companyId,
      session_id: context.session.session_id,
      session_verbs: $set(changes.sessionVerbs),
      ...(changes.ended ? { ended: changes.ended } : {}),
    })
    .send();
}

async function saveFlag(context: TSessionLrsContext, flag: TCmi5Flag, scaled: number | undefined): Promise<void> {
  const { session } = context;
  const registration = await getXapiRegistration(context.companyId, session.user_id, session.asset_id);
  if (!registration) return;
  const items = { ...(registration.items ?? {}) };
  items[session.item_id] = [...new Set([...(items[session.item_id] ?? []), flag])];
  const scores = { ...(registration.scores ?? {}) };
  if (scaled !== undefined) scores[session.item_id] = scaled;
  await putXapiRegistration({ ...registration, items, scores });
}

export async function applyStatementEffects(
  context: TSessionLrsContext,
  statement: TJson,
  decision: TCmi5Decision | undefined,
  changes: TSessionChanges,
): Promise<void> {
  const { session } = context;
  if (session.standard === 'cmi5') {
    if (!decision?.defined) return;
    changes.sessionVerbs.push(decision.verb);
    if (decision.ends) changes.ended = 'terminated';
    await saveSessionState(context, changes);
    if (!decision.flag) return;
    changes.flags.push(decision.flag);
    await saveFlag(context, decision.flag, decision.scaled);
    const percent = scorePercentOf(statement.result as TJson | undefined);
    await satisfyCourse(context, await reportOutcome(context, cmi5Outcome(changes.flags, percent)));
    return;
  }
  const verb = (statement.verb as TJson).id;
  const target = statement.object as TJson;
  const result = statement.result as TJson | undefined;
  if ((target.objectType ?? 'Activity') !== 'Activity' || target.id !== session.activity_id) return;
  const judged = verb === XAPI_VERB.PASSED || verb === XAPI_VERB.FAILED;
  if (verb !== XAPI_VERB.COMPLETED && !judged && result?.completion !== true) return;
  const success = typeof result?.success === 'boolean' ? result.success : null;
  await reportOutcome(context, {
    completed: verb === XAPI_VERB.COMPLETED || verb === XAPI_VERB.PASSED || result?.completion === true,
    passed: verb === XAPI_VERB.PASSED ? true : verb === XAPI_VERB.FAILED ? false : success,
    scorePercent: scorePercentOf(result),
  });
}
