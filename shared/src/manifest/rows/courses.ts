import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZCourse } from '../../schemas/courses/course';
import { ZCatalogueCourse, ZInstallCoursesBody, ZInstallResult } from '../../schemas/courses/catalogue';
import {
  ZAsset,
  ZMaterialAddBody,
  ZMaterialRemoveBody,
  ZMaterialSortBody,
  ZMaterialUpdateBody,
} from '../../schemas/courses/materials';
import { ZCourseListQuery, ZCourseScopeQuery, ZCourseShowQuery } from '../../schemas/courses/queries';
import { ZCourseCreateBody, ZCourseUpdateBody, ZTogglePublishBody } from '../../schemas/courses/requests';
import { ZCourseStats } from '../../schemas/courses/stats';
import { ZId } from '../../schemas/fields';
import { ZObjectKeyParam, ZSignedUrlQuery } from '../../schemas/uploads';
import { ADMINS, ADMINS_AND_SUPER_ADMINS, ALL_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * Courses and their material (administration spec: Course admin list, Admin course statistics, Course manager,
 * Install courses, section 7 Courses). Administrators work on their own company. The super administrator may list,
 * delete and (un)publish a company's courses, naming it with `?company_id=` (spec section 6).
 * Enrolment, deadline, archive, report and export calls come with the enrolment work.
 */
export const courseRows = defineRows({
  'courses.list': {
    method: 'GET',
    path: '/v1/courses',
    handler: 'api/courses/list-courses',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Courses',
    summary:
      'The course library, paged: search=name:text, created between start and end, language (en-GB, pl, es; a course without one counts as en-GB), include=thumbnail,test; orderBy name, created_at or updated_at.',
    request: { query: ZCourseListQuery },
    response: list(ZCourse),
    audit: NOT_AUDITED.READ,
  },
  'courses.get': {
    // Every role: administrators (and the super administrator, naming the company) see any course of the company;
    // learners and managers only a published course of their company (the player and Course details), else 404.
    method: 'GET',
    path: '/v1/courses/{id}',
    handler: 'api/courses/get-course',
    access: ALL_ROLES,
    tag: 'Courses',
    summary:
      "One course; include=thumbnail,topics,test,assets,videos,documents,links,ppts,packages (file URLs are short-lived), enrolled (the caller's own enrolment, or null).",
    request: { params: idParam, query: ZCourseShowQuery },
    response: one(ZCourse),
    audit: NOT_AUDITED.READ,
  },
  'courses.editInfo': {
    method: 'GET',
    path: '/v1/course-edit-info/{id}',
    handler: 'api/courses/get-course-edit-info',
    access: ADMINS,
    tag: 'Courses',
    summary: "The Edit Course panel's data: the course with its channels, thumbnail and topics.",
    request: { params: idParam },
    response: one(ZCourse),
    audit: NOT_AUDITED.READ,
  },
  'courses.create': {
    method: 'POST',
    path: '/v1/courses',
    handler: 'api/courses/create-course',
    access: ADMINS,
    tag: 'Courses',
    status: 201,
    summary:
      "Add a course (unpublished): name, sanitised rich-text description, hours and minutes (stored as minutes), topics, playlists, type, language (the company's default language when omitted), and a verified thumbnail upload (s3_url, required).",
    request: { body: ZCourseCreateBody },
    response: one(ZCourse),
    audit: { items: ['Course', 'Quiz', 'Playlist'] },
  },
  'courses.update': {
    method: 'PATCH',
    path: '/v1/courses/{id}',
    handler: 'api/courses/update-course',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'Edit a course (only the fields sent, language among them); the name of a default (installed) course is read-only.',
    request: { params: idParam, body: ZCourseUpdateBody },
    response: one(ZCourse),
    audit: { items: ['Course', 'Playlist', 'NotificationSettings', 'NotificationContent'] },
  },
  'courses.delete': {
    method: 'DELETE',
    path: '/v1/courses/{id}',
    handler: 'api/courses/delete-course',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Courses',
    summary: 'Delete a course and all its data: material, test, questions and files.',
    request: { params: idParam, query: ZCourseScopeQuery },
    response: ZMessage,
    timeoutSeconds: 29,
    audit: { items: ['Course', 'Enrolment', 'GroupTarget', 'PlaylistAsset'] },
  },
  'courses.publish': {
    method: 'POST',
    path: '/v1/course/publish/{id}',
    handler: 'api/courses/publish-course',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Courses',
    summary: 'Publish a course; refused (422) while it has no material.',
    request: { params: idParam, query: ZCourseScopeQuery },
    response: one(ZCourse),
    audit: { items: ['Course'] },
  },
  'courses.unpublish': {
    method: 'POST',
    path: '/v1/course/unpublish/{id}',
    handler: 'api/courses/unpublish-course',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Courses',
    summary: 'Unpublish a course.',
    request: { params: idParam, query: ZCourseScopeQuery },
    response: one(ZCourse),
    audit: { items: ['Course'] },
  },
  'courses.togglePublish': {
    method: 'POST',
    path: '/v1/course/toggle-publish',
    handler: 'api/courses/toggle-publish',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Courses',
    summary:
      'Set the listed courses to state (1 published, 0 unpublished); publishing is refused for all when any has no material.',
    request: { query: ZCourseScopeQuery, body: ZTogglePublishBody },
    response: z.object({ data: z.array(ZCourse), message: z.string() }),
    audit: { items: ['Course'] },
  },
  'courses.materials': {
    method: 'GET',
    path: '/v1/course/materials/{id}',
    handler: 'api/courses/list-materials',
    access: ADMINS,
    tag: 'Courses',
    summary: "The course's material in its sort order (file URLs are short-lived presigned GETs).",
    request: { params: idParam, query: ZPageQuery },
    response: list(ZAsset),
    audit: NOT_AUDITED.READ,
  },
  'courses.sortMaterials': {
    method: 'POST',
    path: '/v1/course/training-material/sort/{id}',
    handler: 'api/courses/sort-materials',
    access: ADMINS,
    tag: 'Courses',
    summary: 'Save the material order: sort_order lists every asset id of the course once.',
    request: { params: idParam, body: ZMaterialSortBody },
    response: z.object({ data: z.array(ZAsset), message: z.string() }),
    audit: { items: ['CourseAsset'] },
  },
  'courses.removeMaterial': {
    method: 'POST',
    path: '/v1/course/remove/training-material',
    handler: 'api/courses/remove-material',
    access: ADMINS,
    tag: 'Courses',
    summary: 'Delete one material and its files.',
    request: { body: ZMaterialRemoveBody },
    response: ZMessage,
    audit: { items: ['CourseAsset'] },
  },
  'courses.addMaterial': {
    method: 'POST',
    path: '/v1/course/add/training-material',
    handler: 'api/courses/add-material',
    access: ADMINS,
    tag: 'Courses',
    status: 201,
    summary:
      'Add a video, document, powerpoint or e-learning package (a verified upload, s3_url) or an external link (url, http or https) to a course; a package is unpacked in the background (packages.uploaded).',
    request: { body: ZMaterialAddBody },
    response: one(ZAsset),
    timeoutSeconds: 29,
    audit: { items: ['CourseAsset'] },
  },
  'courses.updateMaterial': {
    method: 'PATCH',
    path: '/v1/assets/{id}',
    handler: 'api/courses/update-material',
    access: ADMINS,
    tag: 'Courses',
    summary: "Edit a material's title and description (and a video's captions and text descriptions).",
    request: { params: idParam, body: ZMaterialUpdateBody },
    response: one(ZAsset),
    audit: { items: ['CourseAsset'] },
  },
  'courses.catalogue': {
    method: 'GET',
    path: '/v1/install/courses',
    handler: 'api/courses/list-catalogue',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'The default courses that ship with the product (in English, en-GB), each marked installed or not for this company.',
    response: z.object({ data: z.array(ZCatalogueCourse) }),
    audit: NOT_AUDITED.READ,
  },
  'courses.install': {
    method: 'POST',
    path: '/v1/install/courses',
    handler: 'api/courses/install-courses',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'Copy catalogue courses (material files and test) into the company as default courses; an installed slug is skipped.',
    request: { body: ZInstallCoursesBody },
    response: ZInstallResult,
    memoryMb: 512,
    timeoutSeconds: 29,
    audit: { items: ['Course', 'InstalledCourse'] },
  },
  'courses.stats': {
    method: 'GET',
    path: '/v1/courses-data',
    handler: 'api/courses/course-stats',
    access: ADMINS,
    tag: 'Courses',
    summary:
      'The course statistics screen: each course with its enrolment counters and completion progress, paged, search=name:text.',
    request: { query: ZPageQuery },
    response: list(ZCourseStats),
    audit: NOT_AUDITED.READ,
  },
  'courses.hlsPlaylist': {
    method: 'GET',
    path: '/v1/media/hls/{key+}',
    handler: 'api/courses/get-hls-playlist',
    access: 'public',
    tag: 'Courses',
    summary:
      'An HLS playlist of a transcoded course video with its renditions and segments signed; the URL must carry the signature the API issued for it.',
    request: {
      params: z.object({ key: ZObjectKeyParam }),
      query: ZSignedUrlQuery,
    },
    response: z.unknown(),
    audit: NOT_AUDITED.READ,
  },
});
