import * as z from 'zod/mini';
import { ZMessage, ZPaginationMeta } from '../../schemas/common';
import {
  ZComplianceQuery,
  ZPlaylistRecertificationResult,
  ZComplianceRemindBody,
  ZComplianceRow,
  ZComplianceSummary,
  ZExpiringCertificate,
  ZExpiringQuery,
  ZRecertification,
  ZRecertificationBody,
  ZRecertificationImpact,
} from '../../schemas/compliance';
import { ZId } from '../../schemas/fields';
import { ADMINS, ADMINS_AND_MANAGERS, SUPER_ADMINS } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });
const ZTeamScope = z.object({ group_id: z.optional(ZId), manager_id: z.optional(ZId) });

/**
 * Recertification and compliance (issue 29): a course's certificate validity and renewal settings, and who is
 * trained and in date today. The administrator sees the company; a manager sees their own team only (the same
 * screens, narrowed on the server); a learner sees their own statuses on My Courses.
 */
export const complianceRows = defineRows({
  'compliance.updateRecertification': {
    method: 'PUT',
    path: '/v1/courses/{id}/recertification',
    handler: 'api/compliance/update-recertification',
    access: ADMINS,
    tag: 'Compliance',
    summary:
      "Set a course's certificate validity, expiry base, renewal window and deadline; with recalculate, certificates already issued take the new expiry (otherwise they keep theirs).",
    request: { params: idParam, body: ZRecertificationBody },
    response: z.object({ message: z.string(), data: ZRecertification }),
    audit: { items: ['Course', 'Enrolment'] },
  },
  'compliance.recertificationImpact': {
    method: 'POST',
    path: '/v1/courses/{id}/recertification/impact',
    handler: 'api/compliance/recertification-impact',
    access: ADMINS,
    tag: 'Compliance',
    summary:
      'How many certificates of the course are current and how many would change expiry under the given settings (the confirmation before a recalculation).',
    request: { params: idParam, body: ZRecertificationBody },
    response: ZRecertificationImpact,
    audit: NOT_AUDITED.PREVIEW,
  },
  'compliance.updatePlaylistRecertification': {
    method: 'PUT',
    path: '/v1/playlists/{id}/recertification',
    handler: 'api/compliance/update-playlist-recertification',
    access: ADMINS,
    tag: 'Compliance',
    summary:
      "Set the same certificate validity and renewal on every course of a playlist (a programme); with recalculate, each course's issued certificates take the new expiry. A renewal course must be outside the playlist.",
    request: { params: idParam, body: ZRecertificationBody },
    response: ZPlaylistRecertificationResult,
    audit: { items: ['Playlist', 'Course', 'Enrolment'] },
  },
  'compliance.playlistRecertificationImpact': {
    method: 'POST',
    path: '/v1/playlists/{id}/recertification/impact',
    handler: 'api/compliance/playlist-recertification-impact',
    access: ADMINS,
    tag: 'Compliance',
    summary:
      "How many certificates of the playlist's courses are current and how many would change expiry under the given settings, summed over its courses.",
    request: { params: idParam, body: ZRecertificationBody },
    response: ZRecertificationImpact,
    audit: NOT_AUDITED.PREVIEW,
  },
  'compliance.summary': {
    method: 'GET',
    path: '/v1/compliance/summary',
    handler: 'api/compliance/compliance-summary',
    access: ADMINS_AND_MANAGERS,
    tag: 'Compliance',
    summary:
      "The headline: per required course and overall, the % of required learners in date today (the company from its counters; a manager's team from the team's enrolments).",
    request: { query: ZTeamScope },
    response: z.object({ data: ZComplianceSummary }),
    audit: NOT_AUDITED.READ,
  },
  'compliance.matrix': {
    method: 'GET',
    path: '/v1/compliance',
    handler: 'api/compliance/compliance-matrix',
    access: ADMINS_AND_MANAGERS,
    tag: 'Compliance',
    summary:
      'The compliance matrix: a page of users (a manager: their team) with their status on each required course today.',
    request: { query: ZComplianceQuery },
    response: z.object({
      data: z.array(ZComplianceRow),
      courses: z.array(z.object({ id: z.string(), name: z.string() })),
      meta: ZPaginationMeta,
    }),
    audit: NOT_AUDITED.READ,
  },
  'compliance.expiring': {
    method: 'GET',
    path: '/v1/compliance/expiring',
    handler: 'api/compliance/list-expiring',
    access: ADMINS_AND_MANAGERS,
    tag: 'Compliance',
    summary:
      'Certificates expiring in the next 30, 60 or 90 days (a manager: their team), soonest first, from the expiry index.',
    request: { query: ZExpiringQuery },
    response: z.object({ data: z.array(ZExpiringCertificate) }),
    audit: NOT_AUDITED.READ,
  },
  'compliance.company': {
    method: 'GET',
    path: '/v1/companies/{id}/compliance',
    handler: 'api/compliance/company-compliance',
    access: SUPER_ADMINS,
    tag: 'Compliance',
    summary:
      "A customer company's compliance figure for the platform console (from its counters; no required courses: an empty list and 100%).",
    request: { params: idParam },
    response: z.object({ data: ZComplianceSummary }),
    audit: NOT_AUDITED.READ,
  },
  'compliance.remind': {
    method: 'POST',
    path: '/v1/compliance/remind',
    handler: 'api/compliance/remind-renewal',
    access: ADMINS_AND_MANAGERS,
    tag: 'Compliance',
    summary:
      "Remind these learners that their certificate expires (a manager: their team only; another company's or another team's learner is 404). Once per learner and course a day.",
    request: { body: ZComplianceRemindBody },
    response: ZMessage,
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
});
