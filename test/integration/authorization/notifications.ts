import { ADMIN_ONLY, ADMIN_ONLY_RECORD, SIGNED_IN, SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';
import { courseFixture } from './course-fixtures';

export const notificationsMatrix: TDomainMatrix = {
  expectations: {
    'notifications.list': SIGNED_IN,
    'notifications.unread': SIGNED_IN,
    'notifications.readAll': SIGNED_IN,
    'notifications.clearAll': SIGNED_IN,
    'notifications.read': SIGNED_IN_OWN_RECORD,
    'notifications.delete': SIGNED_IN_OWN_RECORD,
    'notifications.getSettings': ADMIN_ONLY,
    'notifications.saveSettings': ADMIN_ONLY,
    'notifications.getContent': ADMIN_ONLY,
    'notifications.saveContent': ADMIN_ONLY,
    'notifications.getCourseSettings': ADMIN_ONLY_RECORD,
    'notifications.getCourseContent': ADMIN_ONLY_RECORD,
  },
  samples: {
    'notifications.list': () => ({ query: { page: '1', limit: '10' } }),
    'notifications.read': async ({ owner }) => ({ params: { id: await owner.newNotification() } }),
    'notifications.delete': async ({ owner }) => ({ params: { id: await owner.newNotification() } }),
    'notifications.getContent': () => ({ params: { type: '1' } }),
    // Saves what applies already (the defaults' values), so the matrix changes nothing another test relies on.
    'notifications.saveSettings': () => ({ body: { get_by: 2, shown_up: 3 } }),
    'notifications.saveContent': () => ({ body: { content: '<p>Hi {first_name}</p>', content_type: 9 } }),
    'notifications.getCourseSettings': async ({ tenants }) => ({
      params: { courseId: (await courseFixture(tenants)).courseId },
    }),
    'notifications.getCourseContent': async ({ tenants }) => ({
      params: { courseId: (await courseFixture(tenants)).courseId },
      query: { ctype: '1' },
    }),
  },
};
