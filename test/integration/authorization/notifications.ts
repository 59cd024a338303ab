import { ADMIN_ONLY, ADMIN_ONLY_RECORD, SIGNED_IN, SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';
import { courseFixture } from './course-fixtures';
import { setNotificationContent, setNotificationSettings } from './audit-prepare';

const CONTENT = { content: '<p>Hi {first_name}</p>', content_type: 9 };

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
    // Saves what applies already (the defaults' values), so the matrix changes nothing another test relies on; set
    // otherwise first (when saved at all: else the call creates them), so the call records a change.
    'notifications.saveSettings': ({ actor, tenants }) => ({
      body: { get_by: 2, shown_up: 3 },
      ...(actor === tenants.a.admin ? { prepare: () => setNotificationSettings(actor.companyId!, { get_by: 1 }) } : {}),
    }),
    'notifications.saveContent': ({ actor, tenants }) => ({
      body: CONTENT,
      ...(actor === tenants.a.admin
        ? { prepare: () => setNotificationContent(actor.companyId!, CONTENT.content_type, '<p>Before the matrix</p>') }
        : {}),
    }),
    'notifications.getCourseSettings': async ({ tenants }) => ({
      params: { courseId: (await courseFixture(tenants)).courseId },
    }),
    'notifications.getCourseContent': async ({ tenants }) => ({
      params: { courseId: (await courseFixture(tenants)).courseId },
      query: { ctype: '1' },
    }),
  },
};
