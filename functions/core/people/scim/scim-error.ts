import { MSG, SCIM_MSG, SCIM_SCHEMA } from '@skillway/shared';
import { isAppError, type AppError } from '../../platform/http/app-error';
import { serviceFault } from '../../platform/http/service-faults';
import { FAULT_RETRY_AFTER_SECONDS } from '../../platform/http/service-faults';
import { ScimTypesError } from './scim-library';

/** RFC 7644 section 3.12's detail keywords. */
export type TScimType =
  | 'uniqueness'
  | 'tooMany'
  | 'invalidFilter'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

/** A refusal in SCIM's own terms: the status, the keyword and a detail naming the attribute at fault. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: TScimType | undefined,
    detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

/** The SCIM error body (RFC 7644 section 3.12: `status` is a string). */
interface TScimErrorBody {
  schemas: [typeof SCIM_SCHEMA.ERROR];
  status: string;
  scimType?: TScimType;
  detail: string;
}

function body(status: number, scimType: TScimType | undefined, detail: string): TScimErrorBody {
  return { schemas: [SCIM_SCHEMA.ERROR], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** What the product's core refuses, said in SCIM: taken addresses and names are 409 uniqueness, the band 403. */
function fromAppError(error: AppError): { status: number; scimType?: TScimType; detail: string } {
  const fields = Object.keys(error.errors ?? {});
  const messages = Object.values(error.errors ?? {}).flat();
  const detail = (field: string | undefined) => (field ? `${field}: ${error.message}` : error.message);
  switch (error.code) {
    case 'VALIDATION':
      if (error.message === MSG.PLAN_LIMIT || messages.includes(MSG.PLAN_LIMIT))
        return { status: 403, detail: SCIM_MSG.BAND_FULL };
      if ([MSG.EMAIL_TAKEN, MSG.GROUP_NAME_TAKEN].some((taken) => error.message === taken || messages.includes(taken)))
        return { status: 409, scimType: 'uniqueness', detail: error.message };
      return { status: 400, scimType: 'invalidValue', detail: detail(fields[0]) };
    case 'BAD_REQUEST':
      return { status: 400, scimType: 'invalidSyntax', detail: error.message };
    case 'UNAUTHENTICATED':
      return { status: 401, detail: SCIM_MSG.TOKEN_INVALID };
    case 'FORBIDDEN':
    case 'COMPANY_SUSPENDED':
      return { status: 403, detail: error.message };
    case 'NOT_FOUND':
      return { status: 404, detail: 'Resource not found.' };
    case 'CONFLICT':
      return { status: 409, detail: error.message };
    case 'PRECONDITION_FAILED':
      return { status: 412, detail: error.message };
    case 'TOO_MANY_REQUESTS':
      return { status: 429, detail: error.message };
    case 'UNAVAILABLE':
      return { status: 503, detail: error.message };
    default:
      return { status: 500, detail: SCIM_MSG.INTERNAL };
  }
}

export interface TScimErrorAnswer {
  status: number;
  body: TScimErrorBody;
  headers: Record<string, string>;
  /** True for a fault of ours (logged with its cause, answered without it). */
  fault: boolean;
}

/**
 * Any error as a SCIM error answer. SCIMMY's own (filter, PatchOp, schema coercion: a TypeError from coercion is an
 * invalid value) keep their status and keyword; the core's AppErrors are translated; a dependency still failing
 * after retries is 503 with Retry-After; anything else is a 500 whose detail says nothing of the cause.
 */
export function toScimError(error: unknown): TScimErrorAnswer {
  if (error instanceof ScimError)
    return {
      status: error.status,
      body: body(error.status, error.scimType, error.message),
      headers: error.headers,
      fault: false,
    };
  if (error instanceof ScimTypesError) {
    const status = Number(error.status) || 400;
    const scimType = (error.scimType || undefined) as TScimType | undefined;
    return { status, body: body(status, scimType, error.message), headers: {}, fault: status >= 500 };
  }
  if (isAppError(error)) {
    const mapped = fromAppError(error);
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
    return {
      status: mapped.status,
      body: body(mapped.status, mapped.scimType, mapped.detail),
      headers,
      fault: mapped.status >= 500 && mapped.status !== 503,
    };
  }
  const fault = serviceFault(error);
  if (fault)
    return {
      status: 503,
      body: body(503, undefined, MSG.TRY_AGAIN_LATER),
      headers: { 'retry-after': String(FAULT_RETRY_AFTER_SECONDS[fault.kind]) },
      fault: true,
    };
  return { status: 500, body: body(500, undefined, SCIM_MSG.INTERNAL), headers: {}, fault: true };
}

/** A body's attribute that SCIMMY's coercion refused (its TypeErrors), as a 400 invalidValue naming it. */
export function coercionError(error: unknown): ScimError | undefined {
  if (error instanceof TypeError) return new ScimError(400, 'invalidValue', error.message);
  return undefined;
}
