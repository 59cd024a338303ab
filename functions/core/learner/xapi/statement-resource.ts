import { XAPI_CLIENT_MSG, XAPI_MSG } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import { storeAttachments } from './attachment-store';
import { allows } from './lrs-context';
import { jsonBody, rawBody } from './lrs-body';
import type { TLrsContext } from './lrs-context';
import { lrsJson, lrsNoContent, requestHeader } from './lrs-response';
import { mediaType } from './multipart';
import { recordStatements } from './record-statements';
import { readMultipartStatements, usesAttachments, type TAttachmentParts } from './statement-attachments';
import { fail, isUuid } from './statement-validation';

/**
 * The body of PUT or POST statements: JSON, or multipart/mixed with the attachments' content as parts (xAPI 1.0.3
 * Communication 1.5). Statements with attachments sent as anything else are 400 (XAPI-00127). A multipart request's
 * parts are stored (attachment-store.ts) once they check out, before the statements are recorded, so no statement
 * is ever stored without its attachments' content; a request refused after that leaves content no statement names,
 * which the company's deletion removes with the rest of its files.
 */
async function readStatements(
  context: TLrsContext,
  event: TApiEvent,
): Promise<{ body: unknown; parts: TAttachmentParts | undefined }> {
  const contentType = requestHeader(event, 'content-type');
  const type = mediaType(contentType);
  if (type === 'multipart/mixed') {
    const { statements, parts } = readMultipartStatements(rawBody(event), contentType);
    // Nothing is stored for a caller that may not write statements (recordStatements refuses it too).
    if (!allows(context, 'statements/write')) throw new AppError('FORBIDDEN', XAPI_CLIENT_MSG.SCOPE_MISSING);
    await storeAttachments(context.companyId, parts);
    return { body: statements, parts };
  }
  const body = jsonBody(event);
  if (type !== 'application/json' && usesAttachments(body)) fail('content-type', XAPI_MSG.ATTACHMENTS_CONTENT_TYPE);
  return { body, parts: undefined };
}

/** PUT statements?statementId=…: one statement under the given id; 204 (also when the same statement is stored). */
export async function putStatement(
  context: TLrsContext,
  event: TApiEvent,
  query: { statementId?: string | undefined },
): Promise<RawResponse> {
  if (query.statementId === undefined) fail('statementId', XAPI_MSG.STATEMENT_ID_REQUIRED);
  if (!isUuid(query.statementId)) fail('statementId', 'must be a UUID.');
  const { body, parts } = await readStatements(context, event);
  if (Array.isArray(body)) fail('statement', 'PUT takes one statement, not an array.');
  await recordStatements(context, [body], 'statement', query.statementId, parts);
  return lrsNoContent();
}

/** POST statements: one statement or an array; answers the ids in the order sent. */
export async function postStatements(context: TLrsContext, event: TApiEvent): Promise<RawResponse> {
  const { body, parts } = await readStatements(context, event);
  const ids = Array.isArray(body)
    ? await recordStatements(context, body, 'statements', undefined, parts)
    : await recordStatements(context, [body], 'statement', undefined, parts);
  return lrsJson(200, ids);
}
