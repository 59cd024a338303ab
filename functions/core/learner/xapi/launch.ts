import { randomBytes } from 'node:crypto';
import {
  CMI5_IRI,
  CMI5_LAUNCH_DATA_STATE_ID,
  XAPI_LIMITS,
  XAPI_MSG,
  XAPI_VERB,
  type TPackageInfo,
  type TPackageItem,
  type TXapiLaunch,
  XAPI_VERSION,
} from '@skillway/shared';
import { presentPackage } from '../../content/courses/present-asset';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import { browserContentUrl } from '../../platform/http/browser-origin';
import type { TAuth } from '../../platform/http/principal';
import { loadAssetForLearning } from '../learning/learning-course';
import { actorJson } from './agent';
import { putDocument } from './document-repository';
import { etagOf, stateDocKey } from './documents';
import { isoDuration, lmsActivityIri, writeLmsStatement } from './lms-statements';
import { basicToken, isSessionLive, sessionUser } from './lrs-auth';
import type { TSessionLrsContext } from './lrs-context';
import {
  ensureXapiRegistration,
  getXapiSession,
  putXapiRegistration,
  putXapiSession,
  type TXapiRegistrationItem,
  type TXapiSessionItem,
} from './session-repository';
import { reportOutcome } from './statement-effects';

/**
 * xapi.launch: a launch session for one item of an xAPI (Tin Can) or cmi5 package of a published course the caller
 * is enrolled on, and the content URL with the launch parameters. Tin Can gets its Basic credentials in `auth`;
 * cmi5 gets a one-time fetch URL instead (the token is made when it is fetched), and before the AU starts the LMS
 * writes its LMS.LaunchData state and the launched statement, abandoning the AU's previous session if still open.
 * The registration is the learner's on the package, the same on every launch, so state and rules carry over.
 */

function requireLaunchable(info: TPackageInfo | null): TPackageInfo {
  if (!info || (info.standard !== null && info.standard !== 'xapi' && info.standard !== 'cmi5'))
    throw AppError.notFound(XAPI_MSG.NOT_XAPI);
  if (info.status !== 'ready') throw new AppError('CONFLICT', XAPI_MSG.NOT_READY);
  if (info.standard !== 'xapi' && info.standard !== 'cmi5') throw AppError.notFound(XAPI_MSG.NOT_XAPI);
  return info;
}

function pickItem(info: TPackageInfo, itemId: string | undefined): TPackageItem {
  const item = itemId === undefined ? info.items[0] : info.items.find((candidate) => candidate.id === itemId);
  if (!item) throw AppError.notFound(XAPI_MSG.ITEM_NOT_FOUND);
  return item;
}

/**
 * The path (on the content origin) the player's frame goes to through packagePlayer.enter: the package's content path,
 * the item's own query, then the launch's.
 */
function launchUrl(companyId: string, assetId: string, item: TPackageItem, params: Record<string, string>): string {
  const base = `/content/${companyId}/${assetId}/${item.launch}`;
  return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/** The cmi5 state the AU reads first (cmi5 spec section 10). */
function launchData(context: TSessionLrsContext, item: TPackageItem): Record<string, unknown> {
  const { session } = context;
  return {
    contextTemplate: {
      contextActivities: { grouping: [{ objectType: 'Activity', id: item.id }] },
      extensions: { [CMI5_IRI.SESSION_ID]: session.session_id },
    },
    launchMode: session.launch_mode,
    moveOn: session.move_on,
    ...(session.mastery_score !== undefined ? { masteryScore: session.mastery_score } : {}),
    ...(item.parameters ? { launchParameters: item.parameters } : {}),
  };
}

function contextOf(session: TXapiSessionItem): TSessionLrsContext {
  return {
    kind: 'session',
    companyId: session.company_id,
    version: XAPI_VERSION,
    session,
    actor: { homePage: session.actor_home_page, userId: session.user_id, name: session.actor_name },
  };
}

/** cmi5 9.3.6: a new launch of an AU whose last session is still open abandons that session. */
async function abandonPrevious(companyId: string, previousId: string | undefined): Promise<void> {
  if (!previousId) return;
  const previous = await getXapiSession(companyId, previousId);
  if (!previous || previous.ended || !isSessionLive(previous)) return;
  await putXapiSession({ ...previous, ended: 'abandoned' });
  await writeLmsStatement(contextOf(previous), {
    verb: XAPI_VERB.ABANDONED,
    result: { duration: isoDuration(Date.now() - Date.parse(previous.created_at)) },
  });
}

async function prepareCmi5(
  context: TSessionLrsContext,
  registration: TXapiRegistrationItem,
  item: TPackageItem,
  url: string,
): Promise<void> {
  const { session } = context;
  await abandonPrevious(session.company_id, registration.active?.[item.id]);
  await putXapiRegistration({
    ...registration,
    active: { ...(registration.active ?? {}), [item.id]: session.session_id },
  });
  const body = Buffer.from(JSON.stringify(launchData(context, item)), 'utf8');
  await putDocument({
    company_id: session.company_id,
    doc_key: stateDocKey(session.user_id, session.registration, session.activity_id, CMI5_LAUNCH_DATA_STATE_ID),
    doc_id: CMI5_LAUNCH_DATA_STATE_ID,
    activity_id: session.activity_id,
    content_type: 'application/json',
    body: body.toString('base64'),
    etag: etagOf(body),
    updated: new Date().toISOString(),
  });
  await writeLmsStatement(context, {
    verb: XAPI_VERB.LAUNCHED,
    extensions: {
      [CMI5_IRI.LAUNCH_MODE]: session.launch_mode,
      [CMI5_IRI.LAUNCH_URL]: url,
      [CMI5_IRI.MOVE_ON]: session.move_on,
      ...(session.mastery_score !== undefined ? { [CMI5_IRI.MASTERY_SCORE]: session.mastery_score } : {}),
      ...(item.parameters ? { [CMI5_IRI.LAUNCH_PARAMETERS]: item.parameters } : {}),
    },
  });
  // An AU whose moveOn is NotApplicable is met at registration: tell progress now (cmi5 9.6.1).
  if (session.move_on === 'NotApplicable')
    await reportOutcome(context, { completed: false, passed: null, scorePercent: null });
}

export async function launchPackage(
  auth: TAuth,
  assetId: string,
  itemId: string | undefined,
  origin: string,
): Promise<TXapiLaunch> {
  const { companyId, userId } = auth;
  const { asset, learning } = await loadAssetForLearning(companyId, assetId);
  const enrolment = await getCourseEnrolment(companyId, learning.course.course_id, userId);
  const info = requireLaunchable(presentPackage(asset));
  const item = pickItem(info, itemId);
  const cmi5 = info.standard === 'cmi5';

  const existing = await ensureXapiRegistration(
    companyId,
    userId,
    { courseId: learning.course.course_id, assetId },
    enrolment.started_at,
  );
  const sessionId = randomBytes(18).toString('base64url');
  // Tin Can gets its secret in the launch URL; cmi5's is made by the fetch URL, so this one is never handed out.
  const secret = randomToken();
  const now = Date.now();
  const masteryPercent = item.mastery_score ?? (info.items.length === 1 ? info.mastery_score : null);
  const session: TXapiSessionItem = {
    company_id: companyId,
    session_id: sessionId,
    secret_hash: sha256Hex(secret),
    user_id: userId,
    course_id: learning.course.course_id,
    asset_id: assetId,
    item_id: item.id,
    registration: existing.registration,
    activity_id: cmi5
      ? lmsActivityIri('au', assetId, item.id)
      : (item.activity_id ?? info.activity_id ?? lmsActivityIri('au', assetId, item.id)),
    standard: cmi5 ? 'cmi5' : 'xapi',
    actor_home_page: origin,
    actor_name: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
    ...(cmi5
      ? {
          launch_mode: 'Normal' as const,
          move_on: item.move_on ?? 'NotApplicable',
          ...(masteryPercent !== null ? { mastery_score: Math.round(masteryPercent * 100) / 10000 } : {}),
        }
      : {}),
    expires_at: Math.floor(now / 1000) + XAPI_LIMITS.sessionSeconds,
    ttl: Math.floor(now / 1000) + XAPI_LIMITS.sessionSeconds + 24 * 60 * 60,
    created_at: new Date(now).toISOString(),
  };
  await putXapiSession(session);
  const context = contextOf(session);
  const actor = JSON.stringify(actorJson(context.actor));
  // The content runs on the content origin and calls its LRS there (its policy allows no other origin); the actor's
  // homePage stays the app's origin, the learner's identity across launches.
  const lrsOrigin = browserContentUrl();
  const endpoint = `${lrsOrigin}/v1/xapi/`;
  const params: Record<string, string> = cmi5
    ? {
        endpoint,
        fetch: `${lrsOrigin}/v1/xapi/cmi5/fetch/${sessionUser(companyId, sessionId)}`,
        registration: session.registration,
        activityId: session.activity_id,
        actor,
      }
    : {
        endpoint,
        auth: `Basic ${basicToken(companyId, sessionId, secret)}`,
        actor,
        registration: session.registration,
        activity_id: session.activity_id,
      };
  const url = launchUrl(companyId, assetId, item, params);
  if (cmi5)
    await prepareCmi5(
      context,
      existing,
      item,
      `${lrsOrigin}/content/${companyId}/${assetId}/${item.launch.split('?')[0]}`,
    );
  return { launch_url: url, registration: session.registration };
}
