import { ZUpdatePasswordBody } from '../../schemas/auth';
import { ZMessage, list, one } from '../../schemas/common';
import { ZProfile, ZProfileUpdateBody } from '../../schemas/profile';
import { ZUserPlaylistRow, ZUserPlaylistsQuery } from '../../schemas/profile';
import { ZUserCourseRow, ZUserCoursesQuery } from '../../schemas/users';
import { ZRecoveryCodes, ZTwoStepCodeBody, ZTwoStepSetup, ZTwoStepStatus } from '../../schemas/two-step';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/**
 * The signed-in user's profile and password, and a learner's progress (learner spec: Profile Courses and Activity,
 * Profile Playlists, the User Summary): course and playlist rows, one's own or, with `id`, another user the caller may
 * see (the administrator: anyone; a manager: their team; anyone else: 404).
 */
export const profileRows = defineRows({
  'profile.get': {
    method: 'GET',
    path: '/v1/user/profile',
    handler: 'api/profile/get-profile',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary: 'The signed-in user with their company summary.',
    response: one(ZProfile),
    audit: NOT_AUDITED.READ,
  },
  'profile.update': {
    method: 'PUT',
    path: '/v1/user/profile',
    handler: 'api/profile/update-profile',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary:
      'Update own names, email, picture and language (null clears the choice: the company default language applies).',
    request: { body: ZProfileUpdateBody },
    response: one(ZProfile),
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'profile.updatePassword': {
    method: 'PUT',
    path: '/v1/user/update-password',
    handler: 'api/profile/update-password',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary: 'Change own password; every existing token stops working.',
    request: { body: ZUpdatePasswordBody },
    response: ZMessage,
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'profile.courses': {
    method: 'GET',
    path: '/v1/users/courses',
    handler: 'api/profile/list-user-courses',
    access: 'authenticated',
    tag: 'Profile',
    summary:
      "A user's course rows with progress, dates, test result and certificate: one's own, or with ?id= a company user (administrator) or a team member (manager). Paged; orderBy title, state, enrolled_at, started_at, completed_at, progress, deadline, test_score; search title:{text}.",
    request: { query: ZUserCoursesQuery },
    response: list(ZUserCourseRow),
    audit: NOT_AUDITED.READ,
  },
  'profile.playlists': {
    method: 'GET',
    path: '/v1/user/channels',
    handler: 'api/profile/list-user-playlists',
    access: 'authenticated',
    tag: 'Profile',
    summary:
      "A user's playlist enrolments (Profile Playlists): one's own, or with ?id= as for /users/courses. Paged; orderBy enrolled_at, deadline.",
    request: { query: ZUserPlaylistsQuery },
    response: list(ZUserPlaylistRow),
    audit: NOT_AUDITED.READ,
  },
  'profile.twoStep': {
    method: 'GET',
    path: '/v1/user/two-step',
    handler: 'api/profile/get-two-step',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary: 'Own two-step verification: on or off, whether the role requires it, recovery codes left.',
    response: one(ZTwoStepStatus),
    audit: NOT_AUDITED.READ,
  },
  'profile.twoStepSetup': {
    method: 'POST',
    path: '/v1/user/two-step/setup',
    handler: 'api/profile/begin-two-step-setup',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary:
      'Start turning two-step verification on: a new key, its otpauth URI and QR code (asking again replaces it). 409 when it is on.',
    response: one(ZTwoStepSetup),
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'profile.twoStepEnable': {
    method: 'POST',
    path: '/v1/user/two-step/enable',
    handler: 'api/profile/enable-two-step',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary:
      'Confirm the setup with the first code: on, and the 10 recovery codes (shown once). A wrong code counts as a failed sign-in.',
    request: { body: ZTwoStepCodeBody },
    response: one(ZRecoveryCodes),
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'profile.twoStepDisable': {
    method: 'POST',
    path: '/v1/user/two-step/disable',
    handler: 'api/profile/disable-two-step',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary: 'Turn two-step verification off with a current code; 403 when the role requires it.',
    request: { body: ZTwoStepCodeBody },
    response: ZMessage,
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
  'profile.twoStepRecoveryCodes': {
    method: 'POST',
    path: '/v1/user/two-step/recovery-codes',
    handler: 'api/profile/regenerate-recovery-codes',
    access: 'authenticated',
    tag: 'Profile',
    suspendedAccessible: true,
    summary: 'New recovery codes with a current code (shown once); the old ones stop working.',
    request: { body: ZTwoStepCodeBody },
    response: one(ZRecoveryCodes),
    audit: NOT_AUDITED.OWN_ACCOUNT,
  },
});
