import * as z from 'zod/mini';
import { list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import { ZLearnerEnrolment } from '../../schemas/enrolment';
import {
  ZAssetViewedBody,
  ZLastWatchTime,
  ZLearnerCourse,
  ZLearningEventBody,
  ZMyCoursesQuery,
  ZUpdateLastTimeBody,
} from '../../schemas/learning';
import { COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * The learner's courses and progress (learner spec: My Courses, Course player, states and transitions, section 7
 * "Courses (learner side)" and "Events and video"). Every company role learns: learners, managers and the
 * administrator. Only published courses of the caller's company are reachable, and every progress call changes the
 * caller's own enrolment (the token's user) through functions/core/delivery/progress; not enrolled is 404.
 * One course for the player and the details screen is `courses.get` (its access covers every role).
 */
export const learningRows = defineRows({
  'learning.myCourses': {
    method: 'GET',
    path: '/v1/my-published-courses',
    handler: 'api/learning/list-my-courses',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary:
      'My Courses: the published courses the caller is enrolled on, with their enrolment; type=all|1|2|3|5 (2 includes a pending test), search=name:text, paged (orderBy name, enrolled_at, last_accessed_at, deadline).',
    request: { query: ZMyCoursesQuery },
    response: list(ZLearnerCourse),
    audit: NOT_AUDITED.READ,
  },
  'learning.publishedCourses': {
    method: 'GET',
    path: '/v1/published-courses',
    handler: 'api/learning/list-published-courses',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary:
      "The company's published courses with the caller's enrolment on each, or null (View Course Details); search=name:text, paged.",
    request: { query: ZMyCoursesQuery },
    response: list(ZLearnerCourse),
    audit: NOT_AUDITED.READ,
  },
  'learning.events': {
    method: 'POST',
    path: '/v1/events',
    handler: 'api/learning/record-event',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary:
      "A player event on the caller's course: 2 play (starts the course), 3 pause (event_data = time, saved for resume), 4 video end (the video counts as accessed), 7 document or slide deck opened (accessed). Returns the enrolment.",
    request: { body: ZLearningEventBody },
    response: one(ZLearnerEnrolment),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'learning.updateLastTime': {
    method: 'POST',
    path: '/v1/update-last-time',
    handler: 'api/learning/update-last-time',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary:
      "Saves the time (seconds) the caller reached in a video, every 45 s while playing; with the video's duration, 90% watched counts it as accessed. Returns the enrolment.",
    request: { body: ZUpdateLastTimeBody },
    response: one(ZLearnerEnrolment),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'learning.getLastTime': {
    method: 'GET',
    path: '/v1/get-last-time/{id}',
    handler: 'api/learning/get-last-time',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary: 'The time (seconds) the caller last reached in video {id}, 0 when none (resume).',
    request: { params: idParam },
    response: ZLastWatchTime,
    audit: NOT_AUDITED.READ,
  },
  'learning.assetsViewed': {
    method: 'POST',
    path: '/v1/assets-viewed',
    handler: 'api/learning/mark-asset-viewed',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary:
      'A material was opened: an external link, document or slide deck counts as accessed (a video only by its end or 90% watched). Returns the enrolment.',
    request: { body: ZAssetViewedBody },
    response: one(ZLearnerEnrolment),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
});
