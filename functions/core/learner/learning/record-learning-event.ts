import { LEARNER_TEXT, LEARNING_EVENT, type TLearnerEnrolment, type TLearningEventBody } from '@skillway/shared';
import type { TCourseAssetItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAccessChange } from './access-plan';
import { loadLearningCourse, requireCourseAsset } from './learning-course';
import { recordAccess } from './record-access';

const ASSET_FIELD = 'related_entity_asset_id';

/** A pause's time: the spec's player sends the current time as `event_data` (a number, numeric text or `{time}`). */
function eventTime(data: TLearningEventBody['event_data']): number | undefined {
  const value = typeof data === 'object' && data !== null ? data.time : data;
  const seconds = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 && seconds <= 86_400
    ? seconds
    : undefined;
}

function requireKind(asset: TCourseAssetItem, kinds: readonly string[]): void {
  if (!kinds.includes(asset.asset_type)) throw AppError.field(ASSET_FIELD, LEARNER_TEXT.EVENT_ASSET_MISMATCH);
}

/** What each event does to the enrolment; the material must be of the kind the event is about. */
function changeOf(body: TLearningEventBody, asset: TCourseAssetItem | undefined): TAccessChange {
  if (body.event_type === LEARNING_EVENT.PLAY) {
    if (asset) requireKind(asset, ['video']);
    return {};
  }
  if (!asset) throw AppError.field(ASSET_FIELD, LEARNER_TEXT.EVENT_ASSET_REQUIRED);
  switch (body.event_type) {
    case LEARNING_EVENT.PAUSE: {
      requireKind(asset, ['video']);
      const time = eventTime(body.event_data);
      return time === undefined ? {} : { assetId: asset.asset_id, watchTime: time };
    }
    case LEARNING_EVENT.VIDEO_END:
      requireKind(asset, ['video']);
      return { assetId: asset.asset_id, accessed: true, watchTime: 'clear' };
    case LEARNING_EVENT.ASSET_OPENED:
      requireKind(asset, ['document', 'powerpoint']);
      return { assetId: asset.asset_id, accessed: true };
    default:
      throw AppError.field('event_type', LEARNER_TEXT.EVENT_TYPE_INVALID);
  }
}

/**
 * POST /events: a player event on a published course of the caller's company (404 otherwise), about one of its
 * materials (404 for another course's). The caller's own enrolment changes (the body's user id is ignored).
 */
export async function recordLearningEvent(
  companyId: string,
  userId: string,
  body: TLearningEventBody,
): Promise<TLearnerEnrolment> {
  const learning = await loadLearningCourse(companyId, body.related_entity);
  const asset = body.related_entity_asset_id ? requireCourseAsset(learning, body.related_entity_asset_id) : undefined;
  return recordAccess(companyId, userId, learning, changeOf(body, asset));
}
