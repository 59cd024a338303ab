import * as z from 'zod/mini';
import {
  ZForgotBody,
  ZLoginBody,
  ZRefreshBody,
  ZRefreshResponse,
  ZRegisterBody,
  ZResetBody,
  ZSession,
  ZUpdatePasswordBody,
  ZValidateTokenBody,
  ZValidateTokenResponse,
} from '../../schemas/auth';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import { ZNotification, ZUnreadCount } from '../../schemas/notifications';
import { ZProfile, ZProfileUpdateBody } from '../../schemas/profile';
import { ZHealth } from '../../schemas/system';
import { ZSignBody, ZSignResponse, ZVerifyUploadBody, ZVerifyUploadResponse } from '../../schemas/uploads';
import { IMAGE_PRESETS } from '../../constants/uploads';
import { defineRows } from '../types';

const idParam = z.object({ id: ZId });

/** The foundation's operations: system, auth, profile, uploads and images, notifications. */
export const foundationRows = defineRows({
  // system
  'system.health': {
    method: 'GET', path: '/v1/health', handler: 'api/system/health', access: 'public', tag: 'System',
    summary: 'Readiness: 200 once the table, identity and storage answer.', response: ZHealth,
  },
  'system.openapi': {
    method: 'GET', path: '/v1/openapi.json', handler: 'api/system/openapi', access: 'public', tag: 'System',
    summary: 'The OpenAPI document generated from this manifest.', response: z.record(z.string(), z.unknown()),
  },

  // auth
  'auth.login': {
    method: 'POST', path: '/v1/clients/web/admin/login', handler: 'api/auth/login', access: 'public', tag: 'Auth',
    suspendedAccessible: true, summary: 'Sign in with email and password.', request: { body: ZLoginBody }, response: ZSession,
  },
  'auth.logout': {
    method: 'DELETE', path: '/v1/logout', handler: 'api/auth/logout', access: 'authenticated', tag: 'Auth',
    suspendedAccessible: true, summary: 'Sign out: the token stops working for this API.', response: ZMessage,
  },
  'auth.register': {
    method: 'POST', path: '/v1/register', handler: 'api/auth/register', access: 'public', tag: 'Auth', status: 201,
    summary: 'Create a company in free trial with its administrator, and sign them in.', request: { body: ZRegisterBody }, response: ZSession,
  },
  'auth.forgotPassword': {
    method: 'POST', path: '/v1/password/forgot', handler: 'api/auth/forgot-password', access: 'public', tag: 'Auth',
    summary: 'Email a password reset link (same answer whether or not the address exists).', request: { body: ZForgotBody }, response: ZMessage,
  },
  'auth.validateToken': {
    method: 'POST', path: '/v1/validate-token/{token}', handler: 'api/auth/validate-token', access: 'public', tag: 'Auth',
    summary: 'Check a password reset token before showing the form.',
    request: { params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }), body: ZValidateTokenBody },
    response: ZValidateTokenResponse,
  },
  'auth.resetPassword': {
    method: 'POST', path: '/v1/password/reset', handler: 'api/auth/reset-password', access: 'public', tag: 'Auth',
    summary: 'Set a new password with a reset token (forgotten or default password).', request: { body: ZResetBody }, response: ZMessage,
  },
  'auth.verifyEmail': {
    method: 'GET', path: '/v1/email/verify', handler: 'api/auth/verify-email', access: 'public', tag: 'Auth', status: 302,
    summary: 'The link in the registration email: records the address as verified, then redirects to /login?verified=1 (0 if the link is invalid).',
    request: { query: z.object({ cid: ZId, uid: ZId, exp: z.string().check(z.regex(/^\d{1,12}$/)), sig: z.string().check(z.minLength(1), z.maxLength(128)) }) },
    response: z.unknown(),
  },
  'auth.refresh': {
    method: 'POST', path: '/v1/groups/', handler: 'api/auth/refresh', access: 'public', tag: 'Auth', suspendedAccessible: true,
    summary: 'Exchange the refresh token for a new access token.', request: { body: ZRefreshBody }, response: ZRefreshResponse,
  },

  // profile
  'profile.get': {
    method: 'GET', path: '/v1/user/profile', handler: 'api/profile/get-profile', access: 'authenticated', tag: 'Profile',
    suspendedAccessible: true, summary: 'The signed-in user with their company summary.', response: one(ZProfile),
  },
  'profile.update': {
    method: 'PUT', path: '/v1/user/profile', handler: 'api/profile/update-profile', access: 'authenticated', tag: 'Profile',
    suspendedAccessible: true, summary: 'Update own names, email and picture.', request: { body: ZProfileUpdateBody }, response: one(ZProfile),
  },
  'profile.updatePassword': {
    method: 'PUT', path: '/v1/user/update-password', handler: 'api/profile/update-password', access: 'authenticated', tag: 'Profile',
    suspendedAccessible: true, summary: 'Change own password; every existing token stops working.', request: { body: ZUpdatePasswordBody }, response: ZMessage,
  },

  // uploads and images
  'uploads.sign': {
    method: 'POST', path: '/v1/sign', handler: 'api/uploads/sign', access: 'authenticated', tag: 'Uploads', suspendedAccessible: true,
    summary: 'A presigned POST for one upload under the caller\'s company, with size and type conditions.',
    request: { body: ZSignBody }, response: ZSignResponse,
  },
  'uploads.verify': {
    method: 'POST', path: '/v1/sign/verify', handler: 'api/uploads/verify-upload', access: 'authenticated', tag: 'Uploads', suspendedAccessible: true,
    summary: 'Check an uploaded object\'s size, type and magic bytes; refused uploads are deleted.',
    request: { body: ZVerifyUploadBody }, response: ZVerifyUploadResponse,
  },
  'images.get': {
    method: 'GET', path: '/v1/images/{preset}/{key+}', handler: 'api/system/get-image', access: 'public', tag: 'Uploads', memoryMb: 1024,
    summary: 'A resized image by preset; the URL must carry the signature the API issued for it.',
    request: {
      params: z.object({ preset: z.enum(Object.keys(IMAGE_PRESETS) as [string, ...string[]]), key: z.string().check(z.minLength(1), z.maxLength(512)) }),
      query: z.object({ exp: z.string(), sig: z.string() }),
    },
    response: z.unknown(),
  },

  // notifications (the bell); the notifications issue fills them
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
  'notifications.delete': {
    method: 'DELETE', path: '/v1/notification/{id}', handler: 'api/notifications/delete-notification', access: 'authenticated', tag: 'Notifications',
    summary: 'Delete one notification.', request: { params: idParam }, response: ZMessage,
  },
});
