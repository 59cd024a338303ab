import { foundationRows } from './rows/foundation';
import { teamRows } from './rows/team';
import { userRows } from './rows/users';
import { groupRows } from './rows/groups';
import { importRows } from './rows/imports';
import { courseRows } from './rows/courses';
import { enrolmentRows } from './rows/enrolment';
import { quizRows } from './rows/quizzes';
import { defineOperations, type TOperation } from './types';

/**
 * The operations manifest: the one list of API operations. CDK, the local adapter, the OpenAPI document,
 * the authorization-matrix test and the web client all read it. Each domain keeps its rows in rows/<domain>.ts.
 */
export const operations = defineOperations({
  ...foundationRows,
  ...userRows,
  ...teamRows,
  ...groupRows,
  ...importRows,
  ...courseRows,
  ...enrolmentRows,
  ...quizRows,
}) satisfies Record<string, TOperation>;

export type TOperations = typeof operations;
export type TOperationId = keyof TOperations;
export const OPERATION_LIST: readonly TOperation[] = Object.values(operations);
