import { XAPI_CLIENT_MSG } from '@skillway/shared';
import { XAPI_PARAM_MSG } from '@skillway/shared/constants/xapi-documents';
import { AppError } from '../../platform/http/app-error';
import type { RawResponse } from '../../platform/http/responses';
import { allows, type TLrsContext } from './lrs-context';
import { lrsJson } from './lrs-response';
import { agentIfi } from '../../platform/lrs/agent-ifi';
import { fail, validateAgent, validateGroup, type TJson } from './statement-validation';

/**
 * The Agents resource (xAPI 1.0.3 section 7.6 / 2.0 section 4.1.6.3): GET agents?agent=… answers a Person, every
 * property an array. The LRS keeps no directory of people beyond its statements, so the Person holds what the agent
 * itself says (its name and identifier), as the spec allows when nothing more is known. Also the `agent` parameter
 * of the document resources.
 */

export interface TAgentsQuery {
  agent?: string;
}

/**
 * The `agent` parameter: required, JSON, a valid Agent (xAPI 2.4.2.1), or with `identifiedGroup` (the document
 * resources in xAPI 2.0: "the Agent or identified Group") a Group with its own identifier; 400 naming `field`
 * otherwise.
 */
export function parseAgentParam(
  raw: string | undefined,
  field = 'agent',
  options: { identifiedGroup?: boolean } = {},
): TJson {
  if (raw === undefined) fail(field, XAPI_PARAM_MSG.REQUIRED);
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    fail(field, XAPI_PARAM_MSG.JSON);
  }
  if (options.identifiedGroup && (value as TJson | null)?.objectType === 'Group') {
    const group = validateGroup(value, field);
    if (!agentIfi(group)) fail(field, XAPI_PARAM_MSG.IDENTIFIED_GROUP);
    return group;
  }
  return validateAgent(value, field);
}

/** A Person from one Agent: objectType Person and, for each property the agent has, a one-element array. */
export function personOf(agent: TJson): TJson {
  const person: TJson = { objectType: 'Person' };
  for (const property of ['name', 'mbox', 'mbox_sha1sum', 'openid', 'account'] as const) {
    if (agent[property] !== undefined) person[property] = [agent[property]];
  }
  return person;
}

/**
 * Reading the company's LRS metadata (Person, Activity): any read grant will do (the answer shows nothing a client
 * with any read scope could not learn from its own reads); a client that may only write statements may not. A launch
 * session may.
 */
export function requireMetadataRead(context: TLrsContext): void {
  const readable =
    allows(context, 'statements/read') ||
    allows(context, 'state/read') ||
    allows(context, 'profile/read') ||
    allows(context, 'define');
  if (!readable) throw new AppError('FORBIDDEN', XAPI_CLIENT_MSG.SCOPE_MISSING);
}

export async function readPerson(context: TLrsContext, query: TAgentsQuery): Promise<RawResponse> {
  requireMetadataRead(context);
  return lrsJson(200, personOf(parseAgentParam(query.agent)));
}
