import * as z from 'zod/mini';
import { ZPageQuery, list } from '../../schemas/common';
import {
  ZCourseDeadlinesBody,
  ZCourseEnrolBody,
  ZCourseEnrolGroup,
  ZCourseEnrolResult,
  ZCourseEnrolUser,
  ZCourseRemoveEnrolmentsBody,
} from '../../schemas/enrolment';
import { ZId } from '../../schemas/fields';
import { ADMINS } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * Course enrolment and deadlines (administration spec: Enrol panels, section 7 Courses). Administrators only, on
 * their own company's courses, users and groups (functions/core/delivery/enrolment keeps the sources and counters).
 */
export const enrolmentRows = defineRows({
  'enrolment.enrolledUsers': {
    method: 'GET',
    path: '/v1/course/enrolled-users/{id}',
    handler: 'api/enrolment/list-enrolled-users',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'Users enrolled on the course, paged, search=first_name:text;last_name:text; `disabled` marks users enrolled only through a group.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'enrolment.enrolledIndividualUsers': {
    method: 'GET',
    path: '/v1/course/enrolled-individual-users/{id}',
    handler: 'api/enrolment/list-enrolled-individual-users',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'Users enrolled on the course individually (those Remove Users and Set Deadline may pick), paged and searchable.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'enrolment.unenrolledUsers': {
    method: 'GET',
    path: '/v1/course/unenrolled-users/{id}',
    handler: 'api/enrolment/list-unenrolled-users',
    access: ADMINS,
    tag: 'Courses',
    summary: 'Active users of the company not enrolled on the course, paged and searchable.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'enrolment.courseUsers': {
    method: 'GET',
    path: '/v1/course/users/{id}',
    handler: 'api/enrolment/list-course-users',
    access: ADMINS,
    tag: 'Courses',
    summary: "The course's users screen: its enrolled users with deadline and state, paged and searchable.",
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolUser),
    audit: NOT_AUDITED.READ,
  },
  'enrolment.enrolledGroups': {
    method: 'GET',
    path: '/v1/course/enrolled-groups/{id}',
    handler: 'api/enrolment/list-enrolled-groups',
    access: ADMINS,
    tag: 'Courses',
    summary: 'Groups enrolled on the course with the deadline each gives, paged, search=name:text.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolGroup),
    audit: NOT_AUDITED.READ,
  },
  'enrolment.unenrolledGroups': {
    method: 'GET',
    path: '/v1/course/unenrolled-groups/{id}',
    handler: 'api/enrolment/list-unenrolled-groups',
    access: ADMINS,
    tag: 'Courses',
    summary: 'Groups of the company not enrolled on the course, paged, search=name:text.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZCourseEnrolGroup),
    audit: NOT_AUDITED.READ,
  },
  'enrolment.enrol': {
    method: 'POST',
    path: '/v1/course/enrol/{id}',
    handler: 'api/enrolment/enrol-course',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'Enrol (assign_users, assign_groups, enrol_all) and unenrol (unassign_users, unassign_groups) users and groups, with an optional deadline selected_date (yyyy-mm-dd, not before today).',
    request: { params: idParam, body: ZCourseEnrolBody },
    response: ZCourseEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment', 'GroupTarget'] },
  },
  'enrolment.manageDeadlines': {
    method: 'POST',
    path: '/v1/course/manage-deadlines/{id}',
    handler: 'api/enrolment/manage-deadlines',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'Set the deadline (selected_date, required) of individually enrolled users and of enrolled groups (their members follow).',
    request: { params: idParam, body: ZCourseDeadlinesBody },
    response: ZCourseEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment', 'GroupTarget'] },
  },
  'enrolment.removeEnrolments': {
    method: 'POST',
    path: '/v1/course/remove-user-and-groups/{id}',
    handler: 'api/enrolment/remove-enrolments',
    access: ADMINS,
    tag: 'Courses',
    summary:
      "Unenrol users (their individual enrolment) and groups (the group's link; members keep other sources); progress is deleted.",
    request: { params: idParam, body: ZCourseRemoveEnrolmentsBody },
    response: ZCourseEnrolResult,
    timeoutSeconds: 29,
    audit: { items: ['Enrolment', 'GroupTarget'] },
  },
});
