import { foundationRows } from './rows/foundation';
import { teamRows } from './rows/team';
import { teamEnrolmentRows } from './rows/team-enrolment';
import { companyRows } from './rows/companies';
import { userRows } from './rows/users';
import { groupRows } from './rows/groups';
import { importRows } from './rows/imports';
import { courseRows } from './rows/courses';
import { courseReportRows } from './rows/reports';
import { enrolmentRows } from './rows/enrolment';
import { quizRows } from './rows/tests';
import { quizTakingRows } from './rows/test-taking';
import { learningRows } from './rows/learning';
import { learnerProfileRows } from './rows/profile';
import { playlistRows } from './rows/playlists';
import { defineOperations, type TOperation } from './types';

/**
 * The operations manifest: the one list of API operations. CDK, the local adapter, the OpenAPI document,
 * the authorization-matrix test and the web client all read it. Each domain keeps its rows in rows/<domain>.ts.
 */
export const operations = defineOperations({
  ...foundationRows,
  ...userRows,
  ...teamRows,
  ...teamEnrolmentRows,
  ...companyRows,
  ...groupRows,
  ...importRows,
  ...courseRows,
  ...courseReportRows,
  ...enrolmentRows,
  ...quizRows,
  ...quizTakingRows,
  ...learningRows,
  ...learnerProfileRows,
  ...playlistRows,
}) satisfies Record<string, TOperation>;

export type TOperations = typeof operations;
export type TOperationId = keyof TOperations;
export const OPERATION_LIST: readonly TOperation[] = Object.values(operations);
