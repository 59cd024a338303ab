import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { notificationSettingKeys } from './query-keys';

/** The settings that apply: the company's (saved or the defaults), or with a course id that course's. */
export function useNotificationSettings(courseId: string | null) {
  return useQuery({
    queryKey: notificationSettingKeys.settings(courseId),
    queryFn: async ({ signal }) =>
      courseId
        ? (await api('notifications.getCourseSettings', { params: { courseId } }, { signal })).data
        : (await api('notifications.getSettings', undefined, { signal })).data,
    // A form is filled from it: a background refetch must not overwrite what the administrator is typing.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** One type's content: the company's template (saved or default), or with a course id that course's. */
export function useNotificationContent(courseId: string | null, type: number) {
  return useQuery({
    queryKey: notificationSettingKeys.content(courseId, type),
    queryFn: async ({ signal }) =>
      courseId
        ? (await api('notifications.getCourseContent', { params: { courseId }, query: { ctype: type } }, { signal }))
            .data
        : (await api('notifications.getContent', { params: { type } }, { signal })).data,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
