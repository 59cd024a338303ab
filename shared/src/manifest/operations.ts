import { systemRows } from './rows/system';
import { authRows } from './rows/auth';
import { uploadRows } from './rows/uploads';
import { notificationRows } from './rows/notifications';
import { teamRows } from './rows/team';
import { companyRows } from './rows/companies';
import { billingRows } from './rows/billing';
import { userRows } from './rows/users';
import { groupRows } from './rows/groups';
import { importRows } from './rows/imports';
import { courseRows } from './rows/courses';
import { reportRows } from './rows/reports';
import { complianceRows } from './rows/compliance';
import { enrolmentRows } from './rows/enrolment';
import { testRows } from './rows/tests';
import { testTakingRows } from './rows/test-taking';
import { certificateRows } from './rows/certificates';
import { learningRows } from './rows/learning';
import { profileRows } from './rows/profile';
import { playlistRows } from './rows/playlists';
import { externalTrainingRows } from './rows/external-training';
import { xapiRows } from './rows/xapi';
import { packagePlayerRows } from './rows/package-player';
import { ssoRows } from './rows/sso';
import { scimRows } from './rows/scim';
import { auditRows } from './rows/audit';
import { privacyErasureRows, privacyExportRows } from './rows/privacy';
import { defineOperations, type TOperation } from './types';

/**
 * The operations manifest: the one list of API operations. CDK, the local adapter, the OpenAPI document,
 * the authorization-matrix test and the web client all read it. Each area keeps its rows in rows/<area>.ts (the area list is in docs/architecture.md).
 */
export const operations = defineOperations({
  ...systemRows,
  ...authRows,
  ...profileRows,
  ...uploadRows,
  ...notificationRows,
  ...userRows,
  ...teamRows,
  ...companyRows,
  ...billingRows,
  ...groupRows,
  ...importRows,
  ...courseRows,
  ...reportRows,
  ...complianceRows,
  ...ssoRows,
  ...scimRows,
  ...auditRows,
  ...enrolmentRows,
  ...testRows,
  ...testTakingRows,
  ...certificateRows,
  ...learningRows,
  ...playlistRows,
  ...externalTrainingRows,
  ...xapiRows,
  ...packagePlayerRows,
  ...privacyExportRows,
  ...privacyErasureRows,
}) satisfies Record<string, TOperation>;

export type TOperations = typeof operations;
export type TOperationId = keyof TOperations;
export const OPERATION_LIST: readonly TOperation[] = Object.values(operations);
