import * as z from 'zod/mini';
import { one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import { ZCertificateLink, ZCertificateQuery, ZCertificateVerification } from '../../schemas/test-taking';
import { COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/** Completion certificates: the learner's PDF by a short-lived link, and the public verification page's check. */
export const certificateRows = defineRows({
  'certificates.get': {
    method: 'GET',
    path: '/v1/courses/{id}/certificate',
    handler: 'api/certificates/get-certificate',
    access: COMPANY_ROLES,
    tag: 'Certificates',
    summary:
      'A short-lived link to the completion certificate (PDF) of a user (user_id, the caller by default) on a course; only once the course is complete (and its test passed, if it has one). A certificate not made yet is requested from the worker and waited for (up to 20 s; then 503 with MSG.CERTIFICATE_PREPARING, ask again).',
    request: { params: idParam, query: ZCertificateQuery },
    response: one(ZCertificateLink),
    timeoutSeconds: 29,
    audit: NOT_AUDITED.READ,
  },
  'certificates.verify': {
    method: 'GET',
    path: '/v1/certificates/verify/{id}',
    handler: 'api/certificates/verify-certificate',
    access: 'public',
    tag: 'Certificates',
    summary: 'Public verification of a certificate by its id: the name, course and completion date printed on it.',
    request: { params: idParam },
    response: one(ZCertificateVerification),
    audit: NOT_AUDITED.READ,
  },
});
