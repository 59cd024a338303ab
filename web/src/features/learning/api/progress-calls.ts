import { LEARNING_ENTITY_COURSE, type TLearnerEnrolment, type TLearningEventType } from '@skillway/shared';
import { api } from '../../../api';

/** POST /events about one material of the course; the server answers with the caller's enrolment. */
export async function sendPlayerEvent(
  courseId: string,
  eventType: TLearningEventType,
  assetId: string,
  eventData?: number,
): Promise<TLearnerEnrolment> {
  const result = await api('learning.events', {
    body: {
      event_type: eventType,
      related_entity: courseId,
      related_entity_asset_id: assetId,
      entity_type: LEARNING_ENTITY_COURSE,
      ...(eventData === undefined ? {} : { event_data: Math.round(eventData * 10) / 10 }),
    },
  });
  return result.data;
}

/** POST /assets-viewed: an external link (or any material) was opened. */
export async function sendAssetViewed(assetId: string): Promise<TLearnerEnrolment> {
  return (await api('learning.assetsViewed', { body: { id: assetId } })).data;
}

/** POST /update-last-time, with the video's length so 90% watched counts it as accessed. */
export async function saveWatchTime(assetId: string, time: number, duration: number): Promise<TLearnerEnrolment> {
  const body = {
    asset_id: assetId,
    time: Math.round(time * 10) / 10,
    ...(duration > 0 ? { duration: Math.round(duration * 10) / 10 } : {}),
  };
  return (await api('learning.updateLastTime', { body })).data;
}

/** GET /get-last-time/{id}: where the learner left this video (0 for the start). */
export async function fetchLastTime(assetId: string): Promise<number> {
  return (await api('learning.getLastTime', { params: { id: assetId } })).data.time;
}
