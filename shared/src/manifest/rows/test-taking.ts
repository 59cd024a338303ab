import * as z from 'zod/mini';
import { ZMessage, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZTestLog,
  ZTestLogSummary,
  ZTestLogsQuery,
  ZTestScore,
  ZTestScoreBody,
  ZTestSubmitBody,
  ZTestSubmitResult,
} from '../../schemas/test-taking';
import { COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * Taking tests, test logs and certificates (learner spec: Test panel, Test log, section 7 Tests; the issue's
 * Certificates). Every company role may take a test on a course they are enrolled on; the learner's questions come
 * from `GET /quiz/questions/{id}` (rows/quizzes.ts), never with their answers. Scores are computed here only.
 * Whose records: the caller's own for taking a test; for logs and certificates also their manager (own team) and
 * the administrator; anyone else gets 404.
 */
export const testTakingRows = defineRows({
  'testTaking.getScore': {
    method: 'POST',
    path: '/v1/test/getscore',
    handler: 'api/test-taking/get-score',
    access: COMPANY_ROLES,
    tag: 'Tests',
    summary: 'Finish: would these answers pass? Scored on the server against the paper served; nothing is recorded.',
    request: { body: ZTestScoreBody },
    response: one(ZTestScore),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'testTaking.submit': {
    method: 'POST',
    path: '/v1/test/submit',
    handler: 'api/test-taking/submit-test',
    access: COMPANY_ROLES,
    tag: 'Tests',
    summary:
      'Submit the test: scored on the server, attempt counted and logged, pass mark applied (signed_name required when passed and the test has an agreement statement); passing with every material accessed completes the course. The answer is what the result screen shows (score, pass mark, passed, attempts used and left, the state); never the correct answers.',
    request: { body: ZTestSubmitBody },
    response: z.object({ ...ZMessage.shape, data: ZTestSubmitResult }),
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'testTaking.logs': {
    method: 'GET',
    path: '/v1/quiz/logs/{id}',
    handler: 'api/test-taking/list-test-logs',
    access: COMPANY_ROLES,
    tag: 'Tests',
    summary:
      "One user's attempts on the course's test (id = course id; user_id, the caller by default), newest first, paged.",
    request: { params: idParam, query: ZTestLogsQuery },
    response: list(ZTestLogSummary),
    audit: NOT_AUDITED.READ,
  },
  'testTaking.log': {
    method: 'GET',
    path: '/v1/quiz/log/{id}',
    handler: 'api/test-taking/get-test-log',
    access: COMPANY_ROLES,
    tag: 'Tests',
    summary:
      'One attempt: the answers given and the questions asked, each marked right or wrong (never the correct answers).',
    request: { params: idParam },
    response: one(ZTestLog),
    audit: NOT_AUDITED.READ,
  },
});
