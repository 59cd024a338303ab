import { SIGNED_IN, SIGNED_IN_OWN_RECORD, type TDomainMatrix } from './matrix-types';

export const notificationsMatrix: TDomainMatrix = {
  expectations: {
    'notifications.list': SIGNED_IN,
    'notifications.unread': SIGNED_IN,
    'notifications.readAll': SIGNED_IN,
    'notifications.clearAll': SIGNED_IN,
    'notifications.read': SIGNED_IN_OWN_RECORD,
    'notifications.delete': SIGNED_IN_OWN_RECORD,
  },
  samples: {
    'notifications.list': () => ({ query: { page: '1', limit: '10' } }),
    'notifications.read': async ({ owner }) => ({ params: { id: await owner.newNotification() } }),
    'notifications.delete': async ({ owner }) => ({ params: { id: await owner.newNotification() } }),
  },
};
