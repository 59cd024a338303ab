import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAsset } from '@skillway/shared';
import { api } from '../../../api';
import { courseKeys } from './query-keys';

/** The spec's course refresh delay: while a video, a deck or a package is still being prepared, look again this often. */
export const PROCESSING_REFRESH_MS = 5000;

/** A video still being transcoded, a deck still being converted or a package still being unpacked. */
export function isProcessing(asset: TAsset): boolean {
  return (
    asset.video?.status === 'processing' || asset.conversion === 'pending' || asset.package?.status === 'processing'
  );
}

/** What each view of a course includes: the administrator's material lists, or the learner's with their enrolment. */
const COURSE_VIEW_INCLUDE = {
  admin: 'thumbnail,topics,test,videos,documents,links,ppts,packages',
  learner: 'thumbnail,topics,test,enrolled,videos,documents,links,ppts,packages',
} as const;

/**
 * GET /courses/{id}. The administrator's view (preview, manager, users and report headers) is read again while a
 * video or deck is still converting; the learner's (details screen and player) carries their enrolment and is a 404
 * unless the course is published in their company. The same options serve the hook and the route's prefetch.
 */
export function courseQueryOptions(id: string, view: keyof typeof COURSE_VIEW_INCLUDE = 'admin') {
  return queryOptions({
    queryKey: courseKeys.detail(id, view),
    queryFn: async ({ signal }) =>
      (await api('courses.get', { params: { id }, query: { include: COURSE_VIEW_INCLUDE[view] } }, { signal })).data,
    refetchInterval: (query) => {
      if (view !== 'admin') return false;
      const course = query.state.data;
      const assets = [...(course?.videos ?? []), ...(course?.ppts ?? []), ...(course?.packages ?? [])];
      return assets.some(isProcessing) ? PROCESSING_REFRESH_MS : false;
    },
  });
}

export function useCourse(id: string, view: keyof typeof COURSE_VIEW_INCLUDE = 'admin') {
  return useQuery(courseQueryOptions(id, view));
}
