import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZCustomerUser,
  ZManagerTeam,
  ZSendEmailBody,
  ZTeamCard,
  ZTeamNudgeResult,
  ZTeamUser,
} from '../../schemas/team';
import { ADMINS_AND_MANAGERS } from '../access';
import { ZTeamCourse, ZTeamEnrolResult, ZUserCoursesBody, ZUsersToCoursesBody } from '../../schemas/team';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

const userParam = z.object({ id: ZId });

/**
 * The manager's My Team (learner spec: My Team). A manager sees and changes only their own team's users; the
 * administrator sees every active user of the company.
 * Course assignment: a manager assigns only their own team and only published courses of their company; the
 * administrator any active user of the company.
 */
export const teamRows = defineRows({
  'team.list': {
    method: 'GET',
    path: '/v1/my-team',
    handler: 'api/team/list-team',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      "The caller's team as cards (company logo, totals, overdue and due-this-week courses, last login): `search=first_name:..;last_name:..`, paging.",
    request: { query: ZPageQuery },
    response: list(ZTeamCard),
    audit: NOT_AUDITED.READ,
  },
  'team.managerUsers': {
    method: 'GET',
    path: '/v1/get-manager-users/{id}',
    handler: 'api/team/list-manager-users',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary: 'The team of manager {id} (a manager: only their own).',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZTeamUser),
    audit: NOT_AUDITED.READ,
  },
  'team.managerTeams': {
    method: 'GET',
    path: '/v1/get-manager-teams',
    handler: 'api/team/list-manager-teams',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary: 'Every Team Manager with their team (a manager: only their own).',
    request: { query: ZPageQuery },
    response: list(ZManagerTeam),
    audit: NOT_AUDITED.READ,
  },
  'team.customerUser': {
    method: 'GET',
    path: '/v1/customer-user/{id}',
    handler: 'api/team/get-customer-user',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary: 'One team member for the User Summary.',
    request: { params: idParam },
    response: one(ZCustomerUser),
    audit: NOT_AUDITED.READ,
  },
  'team.sendEmail': {
    method: 'POST',
    path: '/v1/user/send-email',
    handler: 'api/team/send-email',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'Email a team member (administrator: any active company user); the rich text is sanitised with an allow-list.',
    request: { body: ZSendEmailBody },
    response: ZMessage,
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
  'team.enrolledCourses': {
    method: 'GET',
    path: '/v1/enrolled-user-courses/{id}',
    handler: 'api/team/list-enrolled-user-courses',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'The courses user {id} is enrolled on (Courses Assigned), paged, search=name:text; `disabled` marks enrolments only through a group or playlist.',
    request: { params: userParam, query: ZPageQuery },
    response: list(ZTeamCourse),
    audit: NOT_AUDITED.READ,
  },
  'team.unenrolledCourses': {
    method: 'GET',
    path: '/v1/unenrolled-user-courses/{id}',
    handler: 'api/team/list-unenrolled-user-courses',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      "The company's courses user {id} is not enrolled on (Courses Unassigned), paged, search=name:text; unpublished ones are `disabled`.",
    request: { params: userParam, query: ZPageQuery },
    response: list(ZTeamCourse),
    audit: NOT_AUDITED.READ,
  },
  'team.assignableCourses': {
    method: 'GET',
    path: '/v1/assignable-courses',
    handler: 'api/team/list-assignable-courses',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      "The company's published courses (the team-wide Assign Courses stepper's Select Courses step), paged, search=name:text.",
    request: { query: ZPageQuery },
    response: list(ZTeamCourse),
    audit: NOT_AUDITED.READ,
  },
  'team.enrolUserCourses': {
    method: 'POST',
    path: '/v1/enrol/courses/{id}',
    handler: 'api/team/enrol-user-courses',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'Assign (assign_courses: published courses, with an optional deadline selected_date) and unassign (unassign_courses: individual enrolments only) courses for user {id}.',
    request: { params: userParam, body: ZUserCoursesBody },
    response: ZTeamEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment'] },
  },
  'team.enrolUsersToCourses': {
    method: 'POST',
    path: '/v1/enrol/users-to-courses',
    handler: 'api/team/enrol-users-to-courses',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'Assign every published course in assign_courses to every user in users (a manager: members of their team), with an optional deadline selected_date.',
    request: { body: ZUsersToCoursesBody },
    response: ZTeamEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment'] },
  },
  'team.nudge': {
    method: 'POST',
    path: '/v1/my-team/{id}/nudge',
    handler: 'api/team/nudge-member',
    access: ADMINS_AND_MANAGERS,
    tag: 'My Team',
    summary:
      'Nudge team member {id} (a manager: only their own team) about their overdue courses and those due this week: an email and a bell notification, at most once per member per 24 hours (429).',
    request: { params: userParam },
    response: ZTeamNudgeResult,
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
});
