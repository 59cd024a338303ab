import * as z from 'zod/mini';
import { one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZPackageCommitBody,
  ZPackageEnterQuery,
  ZPackageLaunch,
  ZPackageOpenBody,
  ZPackageSessionParam,
} from '../../schemas/package-player';
import { COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * Playing an e-learning package (issue 16): opening one for the caller's own enrolment (the launch, the content
 * access cookies and the saved SCORM data) and the SCORM runtime's commits. A commit carries no Authorization
 * header (`navigator.sendBeacon` cannot send one): the signed launch session in its path is the credential, bound
 * to the company, learner, course, material and item it was issued for.
 */
export const packagePlayerRows = defineRows({
  'packagePlayer.open': {
    method: 'POST',
    path: '/v1/package-player/{id}/open',
    handler: 'api/package-player/open-package',
    access: COMPANY_ROLES,
    tag: 'Learning',
    summary:
      'Opens the e-learning package {id} (a material of a published course the caller is enrolled on; else 404) at `item` (the first by default): the launch URL on the content origin, the content path, a launch session (4 h) and its commit URL, and the saved SCORM data. 409 while the package is processing or failed.',
    request: { params: idParam, body: ZPackageOpenBody },
    response: one(ZPackageLaunch),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'packagePlayer.enter': {
    method: 'GET',
    path: '/v1/package-player/enter/{session}',
    handler: 'api/package-player/enter-package',
    access: 'public',
    tag: 'Learning',
    status: 302,
    summary:
      'Served on the content origin only, framed by the course player: sets the content access cookies (CloudFront signed cookies for /content/{company}/{asset}/ of the launch session {session}) on the content origin and redirects to the SCORM launch page, or to `to`, a file of the same package (xAPI and cmi5). 401 for a session that does not verify or has expired; 422 for a `to` outside the package.',
    request: { params: ZPackageSessionParam, query: ZPackageEnterQuery },
    response: z.unknown(),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'packagePlayer.commit': {
    method: 'POST',
    path: '/v1/package-player/commit/{session}',
    handler: 'api/package-player/commit-package',
    access: 'public',
    tag: 'Learning',
    status: 204,
    summary:
      "Saves the SCORM data (cmi, at most 64 KB; JSON or a text/plain beacon) of the launch session {session} and moves the enrolment's progress by the status and score it reports. 401 for a session that does not verify or has expired.",
    request: { params: ZPackageSessionParam, body: ZPackageCommitBody },
    response: z.null(),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
});
