import * as z from 'zod/mini';

/**
 * The xapi area's contracts (issue 16): the launch of an xAPI (Tin Can) or cmi5 package, and the LRS resources'
 * query parameters as they arrive (strings; JSON values such as `agent` are parsed and checked by the LRS itself,
 * which answers 400 naming the parameter, as xAPI 1.0.3 asks). Each lists every parameter its resource takes by
 * any method (XAPI_RESOURCE_PARAMS says which method takes which; the LRS refuses the rest from the raw query, as zod
 * would drop them silently). Statement and document bodies are read raw by the handlers (documents may be any content
 * type).
 */

/** xapi.launch: which item (AU, activity) of the package; the first when absent. */
export const ZXapiLaunchBody = z.object({
  item: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
});
export type TXapiLaunchBody = z.infer<typeof ZXapiLaunchBody>;

/**
 * The same-origin content URL with the launch query string: Tin Can `endpoint`, `auth`, `actor`, `registration`,
 * `activity_id`; cmi5 `endpoint`, `fetch`, `registration`, `activityId`, `actor`.
 */
export const ZXapiLaunch = z.object({
  launch_url: z.string(),
  /** The launch registration (a UUID), for the player and the tests. */
  registration: z.string(),
});
export type TXapiLaunch = z.infer<typeof ZXapiLaunch>;

const param = () => z.optional(z.string());

/** GET/PUT/POST statements parameters (xAPI 1.0.3 section 2.1.3 / 7.2.3). */
export const ZXapiStatementsQuery = z.object({
  statementId: param(),
  voidedStatementId: param(),
  agent: param(),
  verb: param(),
  activity: param(),
  registration: param(),
  related_activities: param(),
  related_agents: param(),
  since: param(),
  until: param(),
  limit: param(),
  format: param(),
  attachments: param(),
  ascending: param(),
  /** The continuation token of a `more` link. */
  more: param(),
});

/** activities/state parameters (xAPI 1.0.3 section 7.4). */
export const ZXapiStateQuery = z.object({
  activityId: param(),
  agent: param(),
  registration: param(),
  stateId: param(),
  since: param(),
});

/** agents/profile parameters (xAPI 1.0.3 section 7.6). */
export const ZXapiAgentProfileQuery = z.object({
  agent: param(),
  profileId: param(),
  since: param(),
});

/** activities/profile parameters (xAPI 1.0.3 section 7.5, Communication 2.7). */
export const ZXapiActivityProfileQuery = z.object({
  activityId: param(),
  profileId: param(),
  since: param(),
});

/** activities parameters: the Activity by its id (Communication 2.5). */
export const ZXapiActivitiesQuery = z.object({
  activityId: param(),
});

/** agents parameters: the Person of an agent (Communication 2.4). */
export const ZXapiAgentsQuery = z.object({
  agent: param(),
});

/** The cmi5 fetch URL's one path parameter: the launch session id. */
export const ZXapiFetchParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(160)),
});

/** GET about (xAPI 1.0.3 section 7.7): the versions the LRS speaks (XAPI_VERSIONS). */
export const ZXapiAbout = z.object({
  version: z.array(z.string()),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});

/** cmi5 fetch answer (cmi5 section 8.2): the token once, then an error code, always with status 200. */
export const ZCmi5FetchAnswer = z.union([
  z.object({ 'auth-token': z.string() }),
  z.object({ 'error-code': z.string(), 'error-text': z.string() }),
]);
