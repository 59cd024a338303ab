import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZNotification,
  ZNotificationContent,
  ZNotificationContentBody,
  ZNotificationCourseContentQuery,
  ZNotificationCourseParams,
  ZNotificationSettings,
  ZNotificationSettingsBody,
  ZNotificationTypeParams,
  ZUnreadCount,
} from '../../schemas/notifications';
import { ADMINS } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * The header's bell: the signed-in user's in-app notifications. The bell is on every screen, Account Status included,
 * so its reads answer everyone while the company is suspended (state 2 or 4); its changes (mark read, delete, clear)
 * only the administrator, as a suspended company's learners and managers get reads only.
 */
export const notificationRows = defineRows({
  'notifications.list': {
    method: 'GET', path: '/v1/get-notifications', handler: 'api/notifications/list-notifications', access: 'authenticated', tag: 'Notifications', suspendedAccessible: true,
    summary: 'The signed-in user\'s notifications, newest first.', request: { query: ZPageQuery }, response: list(ZNotification),
    audit: NOT_AUDITED.READ,
  },
  'notifications.unread': {
    method: 'GET', path: '/v1/get-unread-notification', handler: 'api/notifications/unread-count', access: 'authenticated', tag: 'Notifications', suspendedAccessible: true,
    summary: 'How many notifications are unread.', response: ZUnreadCount,
    audit: NOT_AUDITED.READ,
  },
  'notifications.readAll': {
    method: 'GET', path: '/v1/read-notifications', handler: 'api/notifications/read-all', access: 'authenticated', tag: 'Notifications', suspendedAccessible: 'administrators', writes: true,
    summary: 'Mark every notification read.', response: ZMessage,
    audit: NOT_AUDITED.OWN_NOTIFICATIONS,
  },
  'notifications.clearAll': {
    method: 'GET', path: '/v1/clear-notifications', handler: 'api/notifications/clear-all', access: 'authenticated', tag: 'Notifications', suspendedAccessible: 'administrators', writes: true,
    summary: 'Delete every notification.', response: ZMessage,
    audit: NOT_AUDITED.OWN_NOTIFICATIONS,
  },
  'notifications.read': {
    method: 'PUT', path: '/v1/notification/{id}/read', handler: 'api/notifications/read-notification', access: 'authenticated', tag: 'Notifications', suspendedAccessible: 'administrators',
    summary: 'Mark one of one\'s own notifications read (a click in the drawer).', request: { params: idParam }, response: ZMessage,
    audit: NOT_AUDITED.OWN_NOTIFICATIONS,
  },
  'notifications.delete': {
    method: 'DELETE', path: '/v1/notification/{id}', handler: 'api/notifications/delete-notification', access: 'authenticated', tag: 'Notifications', suspendedAccessible: 'administrators',
    summary: 'Delete one notification.', request: { params: idParam }, response: ZMessage,
    audit: NOT_AUDITED.OWN_NOTIFICATIONS,
  },
  // settings and templates (administration: Notification Settings; the course list's Edit Notification panel)
  'notifications.getSettings': {
    method: 'GET', path: '/v1/get-notification-settings', handler: 'api/notifications/get-settings', access: ADMINS, tag: 'Notifications',
    summary: 'The company\'s notification settings (the defaults, getBy 2 and shownUp 3, when none are saved).', response: one(ZNotificationSettings),
    audit: NOT_AUDITED.READ,
  },
  'notifications.saveSettings': {
    method: 'POST', path: '/v1/notification-setting', handler: 'api/notifications/save-settings', access: ADMINS, tag: 'Notifications',
    summary: 'Save the company\'s notification settings: get by, shown up, the seven switches and the three day counts (whole days 1–365).',
    request: { body: ZNotificationSettingsBody }, response: one(ZNotificationSettings),
    audit: { items: ['NotificationSettings'] },
  },
  'notifications.getContent': {
    method: 'GET', path: '/v1/get-notification-content/{type}', handler: 'api/notifications/get-content', access: ADMINS, tag: 'Notifications',
    summary: 'The company\'s content (template) of one notification type, 1–10, or the default text.', request: { params: ZNotificationTypeParams }, response: one(ZNotificationContent),
    audit: NOT_AUDITED.READ,
  },
  'notifications.saveContent': {
    method: 'POST', path: '/v1/notification-content', handler: 'api/notifications/save-content', access: ADMINS, tag: 'Notifications',
    summary: 'Save the content of one notification type for the company or one course (sanitised rich text with placeholders).',
    request: { body: ZNotificationContentBody }, response: one(ZNotificationContent),
    audit: { items: ['NotificationContent'] },
  },
  'notifications.getCourseSettings': {
    method: 'GET', path: '/v1/get-notification-course-setting/{courseId}', handler: 'api/notifications/get-course-settings', access: ADMINS, tag: 'Notifications',
    summary: 'The notification settings that apply to one course: its override, else the company\'s, else the defaults.',
    request: { params: ZNotificationCourseParams }, response: one(ZNotificationSettings),
    audit: NOT_AUDITED.READ,
  },
  'notifications.getCourseContent': {
    method: 'GET', path: '/v1/get-notification-course-content/{courseId}', handler: 'api/notifications/get-course-content', access: ADMINS, tag: 'Notifications',
    summary: 'The content of one notification type for one course: its own, else the company\'s, else the default text.',
    request: { params: ZNotificationCourseParams, query: ZNotificationCourseContentQuery }, response: one(ZNotificationContent),
    audit: NOT_AUDITED.READ,
  },
});
