import * as z from 'zod/mini';
import { ZPageQuery, list } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import { ZTeamCourse, ZTeamEnrolResult, ZUserCoursesBody, ZUsersToCoursesBody } from '../../schemas/team';
import { ADMINS_AND_MANAGERS } from '../access';
import { defineRows } from '../types';

const userParam = z.object({ id: ZId });

/**
 * My Team's course assignment (learner spec: My Team panels, section 7). A manager assigns only their own team and
 * only published courses of their company; the administrator any active user of the company. The list paths are
 * not shown in the spec: they follow its `/enrolled-user-playlists` and `/unenrolled-user-playlists`.
 * Assignment goes through functions/core/delivery/enrolment with the `individual` source.
 */
export const teamEnrolmentRows = defineRows({
  'team.enrolledCourses': {
    method: 'GET', path: '/v1/enrolled-user-courses/{id}', handler: 'api/team/list-enrolled-user-courses', access: ADMINS_AND_MANAGERS, tag: 'My Team',
    summary: 'The courses user {id} is enrolled on (Courses Assigned), paged, search=name:text; `disabled` marks enrolments only through a group or playlist.',
    request: { params: userParam, query: ZPageQuery }, response: list(ZTeamCourse),
  },
  'team.unenrolledCourses': {
    method: 'GET', path: '/v1/unenrolled-user-courses/{id}', handler: 'api/team/list-unenrolled-user-courses', access: ADMINS_AND_MANAGERS, tag: 'My Team',
    summary: 'The company\'s courses user {id} is not enrolled on (Courses Unassigned), paged, search=name:text; unpublished ones are `disabled`.',
    request: { params: userParam, query: ZPageQuery }, response: list(ZTeamCourse),
  },
  'team.assignableCourses': {
    method: 'GET', path: '/v1/assignable-courses', handler: 'api/team/list-assignable-courses', access: ADMINS_AND_MANAGERS, tag: 'My Team',
    summary: 'The company\'s published courses (the team-wide Assign Courses stepper\'s Select Courses step), paged, search=name:text.',
    request: { query: ZPageQuery }, response: list(ZTeamCourse),
  },
  'team.enrolUserCourses': {
    method: 'POST', path: '/v1/enrol/courses/{id}', handler: 'api/team/enrol-user-courses', access: ADMINS_AND_MANAGERS, tag: 'My Team',
    summary: 'Assign (assign_courses: published courses) and unassign (unassign_courses: individual enrolments only) courses for user {id}.',
    request: { params: userParam, body: ZUserCoursesBody }, response: ZTeamEnrolResult, timeoutSeconds: 29,
  },
  'team.enrolUsersToCourses': {
    method: 'POST', path: '/v1/enrol/users-to-courses', handler: 'api/team/enrol-users-to-courses', access: ADMINS_AND_MANAGERS, tag: 'My Team',
    summary: 'Assign every published course in assign_courses to every user in users (a manager: members of their team).',
    request: { body: ZUsersToCoursesBody }, response: ZTeamEnrolResult, timeoutSeconds: 29,
  },
});
