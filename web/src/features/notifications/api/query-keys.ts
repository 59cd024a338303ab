export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** The administrator's notification settings and content: the company's (courseId null) or one course's. */
export const notificationSettingKeys = {
  all: ['notification-settings'] as const,
  settings: (courseId: string | null) => [...notificationSettingKeys.all, 'settings', courseId] as const,
  content: (courseId: string | null, type: number) =>
    [...notificationSettingKeys.all, 'content', courseId, type] as const,
};
