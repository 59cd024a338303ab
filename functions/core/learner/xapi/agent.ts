import { AppError } from '../../platform/http/app-error';
import { XAPI_MSG } from '@skillway/shared';
import { fail, validateAgent, type TJson } from './statement-validation';

/** The learner a launch session speaks for: an xAPI account on the app's origin named by the user id. */
export interface TSessionActor {
  homePage: string;
  userId: string;
  name: string;
}

/** The actor the launch hands to the content: `{objectType Agent, account {homePage, name: userId}, name}`. */
export function actorJson(actor: TSessionActor): TJson {
  return { objectType: 'Agent', account: { homePage: actor.homePage, name: actor.userId }, name: actor.name };
}

/** True when an Agent (already validated) is the session's learner: the same account identifier. */
export function isSessionActor(agent: unknown, actor: TSessionActor): boolean {
  if (typeof agent !== 'object' || agent === null) return false;
  const account = (agent as TJson).account as TJson | undefined;
  return (
    (agent as TJson).objectType !== 'Group' &&
    typeof account === 'object' &&
    account !== null &&
    account.homePage === actor.homePage &&
    account.name === actor.userId
  );
}

/** Parses a JSON parameter (agent=…): 400 naming the parameter when it is not JSON. */
function jsonParam(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(field, 'must be JSON.');
  }
}

/**
 * The `agent` parameter of the document resources and the statement filter: required where `required`, a valid
 * Agent, and the session's learner (403 otherwise: a launch session reads and writes only its learner's data).
 */
export function requireSessionAgent(raw: string | undefined, actor: TSessionActor, required: boolean): void {
  if (raw === undefined) {
    if (required) fail('agent', 'is required.');
    return;
  }
  const agent = validateAgent(jsonParam(raw, 'agent'), 'agent');
  if (!isSessionActor(agent, actor)) throw new AppError('FORBIDDEN', XAPI_MSG.ACTOR_MISMATCH);
}
