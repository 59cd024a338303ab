import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import type { TSettingsPayload } from '../lib/settings-form-values';
import { notificationSettingKeys } from './query-keys';

/** Saves the company's settings (POST /notification-setting). */
export function useSaveNotificationSettings() {
  const invalidate = useInvalidate(notificationSettingKeys.all);
  return useMutation({
    mutationFn: (body: TSettingsPayload) => api('notifications.saveSettings', { body }),
    onSuccess: invalidate,
  });
}

/** Saves one type's template, the company's or (with a course id) the course's (POST /notification-content). */
export function useSaveNotificationContent() {
  const invalidate = useInvalidate(notificationSettingKeys.all);
  return useMutation({
    mutationFn: ({ courseId, type, content }: { courseId: string | null; type: number; content: string }) =>
      api('notifications.saveContent', {
        body: { content, content_type: type, ...(courseId ? { course_id: courseId } : {}) },
      }),
    onSuccess: invalidate,
  });
}
