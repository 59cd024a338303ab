import { XAPI_MSG } from '@skillway/shared';
import type { RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import { jsonBody, lrsJson, lrsNoContent, type TLrsContext } from './lrs-request';
import { recordStatements } from './record-statements';
import { fail, isUuid } from './statement-validation';

/** PUT statements?statementId=…: one statement under the given id; 204 (also when the same statement is stored). */
export async function putStatement(
  context: TLrsContext,
  event: TApiEvent,
  query: { statementId?: string | undefined },
): Promise<RawResponse> {
  if (query.statementId === undefined) fail('statementId', XAPI_MSG.STATEMENT_ID_REQUIRED);
  if (!isUuid(query.statementId)) fail('statementId', 'must be a UUID.');
  const body = jsonBody(event);
  if (Array.isArray(body)) fail('statement', 'PUT takes one statement, not an array.');
  await recordStatements(context, [body], 'statement', query.statementId);
  return lrsNoContent();
}

/** POST statements: one statement or an array; answers the ids in the order sent. */
export async function postStatements(context: TLrsContext, event: TApiEvent): Promise<RawResponse> {
  const body = jsonBody(event);
  const ids = Array.isArray(body)
    ? await recordStatements(context, body, 'statements')
    : await recordStatements(context, [body], 'statement');
  return lrsJson(200, ids);
}
