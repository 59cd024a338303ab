import type { TOperation } from '@skillway/shared';
import { viewerAddressHeader } from '../../factories/accounts';
import { stackUrl } from '../../factories/stack-context';
import { encodeLoose, encodeQuery, type THostileRequest } from './hostile-variants';

export interface TAnswer {
  status: number;
  body: unknown;
  contentType: string;
}

/** The row's path with the variant's ids percent-encoded byte by byte (a greedy `{key+}` keeps its slashes). */
function expandLoose(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return name === 'key' ? value.split('/').map(encodeLoose).join('/') : encodeLoose(value);
  });
}

/**
 * Sends one hostile request as `token`'s caller, from a random viewer address (so the per-address throttles of
 * the public calls are not what answers).
 */
export async function send(row: TOperation, request: THostileRequest, token: string | undefined): Promise<TAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...viewerAddressHeader() };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (row.method !== 'GET') {
    payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const contentType = request.contentType ?? 'application/json';
    if (payload !== undefined && contentType !== '') headers['content-type'] = contentType;
  }
  const query = request.rawQuery ?? encodeQuery(request.query);
  const url = new URL(expandLoose(row.path, request.params) + (query ? `?${query}` : ''), stackUrl());
  const response = await fetch(url, { method: row.method, headers, body: payload });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (contentType.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      // keep the text: the property check reports it
    }
  }
  return { status: response.status, body, contentType };
}

/** The valid sample's body and the fields its own answer's errors name (none unless it was refused with a 422). */
export interface TBaseline {
  body: unknown;
  errorFields: string[];
}

export function errorFields(answer: TAnswer): string[] {
  const errors = (answer.body as { errors?: unknown } | undefined)?.errors;
  return answer.status === 422 && typeof errors === 'object' && errors !== null
    ? Object.keys(errors).map((key) => key.split('.')[0]!)
    : [];
}

/** The top-level names a request can have: its schema's fields, its params, query and body keys. */
function schemaKeys(schema: TOperation['response'] | undefined): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * The names a 422 may key its errors by: the request's parts, its schema's fields, the keys it sent, and the fields
 * the row's valid sample is itself refused on (a domain refusal such as `file` or `cancel_account`).
 */
function requestFieldNames(row: TOperation, request: THostileRequest, baseline: TBaseline): Set<string> {
  const names = new Set<string>(['body', 'query', 'params', ...baseline.errorFields]);
  const validBody = baseline.body;
  for (const schema of [row.request?.params, row.request?.query, row.request?.body])
    for (const key of schemaKeys(schema)) names.add(key);
  for (const part of [request.params, request.query, request.body, validBody]) {
    if (typeof part === 'object' && part !== null && !Array.isArray(part))
      for (const key of Object.keys(part)) names.add(key);
  }
  if (request.rawQuery) for (const key of new URLSearchParams(request.rawQuery).keys()) names.add(key);
  return names;
}

/** The properties every answer keeps; returns what is wrong with it, or undefined. */
export function checkAnswer(
  row: TOperation,
  request: THostileRequest,
  baseline: TBaseline,
  answer: TAnswer,
): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`;
  if (request.otherCompany && answer.status < 300) return `another company's record answered ${answer.status}`;
  if (answer.status === 422) {
    const errors = (answer.body as { errors?: unknown } | undefined)?.errors;
    if (typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0)
      return `422 without field errors: ${JSON.stringify(answer.body).slice(0, 300)}`;
    const names = requestFieldNames(row, request, baseline);
    const unknown = Object.keys(errors).filter((field) => !names.has(field.split('.')[0]!));
    if (unknown.length > 0) return `422 names no field of the request: ${unknown.join(', ')}`;
  }
  if (answer.status >= 200 && answer.status < 300 && answer.contentType.includes('json')) {
    const parsed = row.response.safeParse(answer.body);
    if (!parsed.success)
      return `${answer.status} body does not match the row's response schema: ${JSON.stringify(parsed.error.issues).slice(0, 400)}`;
  }
  return undefined;
}
