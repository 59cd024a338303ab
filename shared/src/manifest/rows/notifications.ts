import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import { ZNotification, ZUnreadCount } from '../../schemas/notifications';
import { defineRows } from '../types';

const idParam = z.object({ id: ZId });

/** The header's bell: the signed-in user's in-app notifications. */
export const notificationRows = defineRows({
  'notifications.list': {
    method: 'GET', path: '/v1/get-notifications', handler: 'api/notifications/list-notifications', access: 'authenticated', tag: 'Notifications',
    summary: 'The signed-in user\'s notifications, newest first.', request: { query: ZPageQuery }, response: list(ZNotification),
  },
  'notifications.unread': {
    method: 'GET', path: '/v1/get-unread-notification', handler: 'api/notifications/unread-count', access: 'authenticated', tag: 'Notifications',
    summary: 'How many notifications are unread.', response: ZUnreadCount,
  },
  'notifications.readAll': {
    method: 'GET', path: '/v1/read-notifications', handler: 'api/notifications/read-all', access: 'authenticated', tag: 'Notifications',
    summary: 'Mark every notification read.', response: ZMessage,
  },
  'notifications.clearAll': {
    method: 'GET', path: '/v1/clear-notifications', handler: 'api/notifications/clear-all', access: 'authenticated', tag: 'Notifications',
    summary: 'Delete every notification.', response: ZMessage,
  },
  'notifications.read': {
    method: 'PUT', path: '/v1/notification/{id}/read', handler: 'api/notifications/read-notification', access: 'authenticated', tag: 'Notifications',
    summary: 'Mark one of one\'s own notifications read (a click in the drawer).', request: { params: idParam }, response: ZMessage,
  },
  'notifications.delete': {
    method: 'DELETE', path: '/v1/notification/{id}', handler: 'api/notifications/delete-notification', access: 'authenticated', tag: 'Notifications',
    summary: 'Delete one notification.', request: { params: idParam }, response: ZMessage,
  },
});
