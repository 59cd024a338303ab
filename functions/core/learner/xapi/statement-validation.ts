import { XAPI_VERB, type TXapiVersion } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';

/**
 * xAPI statement validation (1.0.3 Data section 2.4; 2.0.0 = IEEE 9274.1.1 section 4.2), as strict as the ADL LRS
 * conformance suite checks it: the shapes the LRS stores and the rules it must enforce, each failure a 400 naming the
 * field (`statement.actor.mbox`, `statements.2.verb.id`). Pure: no reads.
 */

export type TJson = Record<string, unknown>;
/** The xAPI version a request speaks (its X-Experience-API-Version): 2.0.0 adds context agents and groups. */
export type TStatementVersion = TXapiVersion;
export type TStatementOptions = {
  /**
   * The statements came in a multipart/mixed body, so an attachment may omit `fileUrl`: its data is a part, which the
   * caller matches by `sha2`. Otherwise every attachment must point at its file.
   */
  multipart?: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** An absolute IRI: a scheme, a colon, no spaces. */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s]+$/i;
const MBOX = /^mailto:[^\s@]+@[^\s@]+$/i;
const SHA1 = /^[0-9a-f]{40}$/i;
/** SHA-224, SHA-256, SHA-384 or SHA-512, hex. */
const SHA2 = /^(?:[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i;
/**
 * ISO 8601 date-time with a time zone (Z, ±hh:mm or ±hhmm): the parts are range-checked in `isTimestamp`. A bare ±hh
 * offset is refused because Date.parse, which every reader of a stored timestamp uses, cannot read it.
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;
/**
 * ISO 8601 section 4.4.3.2 durations (PnYnMnDTnHnMnS), weeks only alone (PnW): both ADL batteries accept P4W and
 * refuse P4W1D. The alternative format of section 4.4.3.3 (P0003-01-…) is refused, as xAPI 1.0.3 section 4.6 says.
 */
const DURATION =
  /^P(?=\d|T\d)(?:\d+(?:\.\d+)?Y)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?D)?(?:T(?=\d)(?:\d+(?:\.\d+)?H)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?S)?)?$/;
const DURATION_WEEKS = /^P\d+(?:\.\d+)?W$/;
/** ISO 8601: only the smallest component given may carry a decimal fraction. */
const DURATION_INNER_FRACTION = /\.\d+[YMDH]./;
/**
 * RFC 5646 section 2.1 (the BCP 47 grammar): langtag = language[-extlang][-script][-region]*(-variant)*(-extension)
 * [-privateuse], or a private-use tag alone, or one of the grandfathered tags. Case-insensitive (section 2.1.1).
 */
const LANGUAGE_TAG = new RegExp(
  '^(?:' +
    '(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})' +
    '(?:-[a-z]{4})?' +
    '(?:-(?:[a-z]{2}|\\d{3}))?' +
    '(?:-(?:[a-z0-9]{5,8}|\\d[a-z0-9]{3}))*' +
    '(?:-[0-9a-wy-z](?:-[a-z0-9]{2,8})+)*' +
    '(?:-x(?:-[a-z0-9]{1,8})+)?' +
    '|x(?:-[a-z0-9]{1,8})+' +
    '|en-GB-oed|i-ami|i-bnn|i-default|i-enochian|i-hak|i-klingon|i-lux|i-mingo|i-navajo|i-pwn|i-tao|i-tay|i-tsu' +
    '|sgn-BE-FR|sgn-BE-NL|sgn-CH-DE' +
    ')$',
  'i',
);
const LANGUAGE_VARIANT = /^(?:[a-z0-9]{5,8}|\d[a-z0-9]{3})$/i;
/** Statement `version`: 1.0.x always; 2.0.x too when the request speaks 2.0.0. */
const VERSION_1 = /^1\.0(\.\d+)?$/;
const VERSION_2 = /^2\.0(\.\d+)?$/;

/** xAPI 1.0.3 section 2.4.4.1 (Interaction Activities): the interactionType values, case-exact. */
const INTERACTION_TYPES = [
  'true-false',
  'choice',
  'fill-in',
  'long-fill-in',
  'matching',
  'performance',
  'sequencing',
  'likert',
  'numeric',
  'other',
] as const;
type TInteractionType = (typeof INTERACTION_TYPES)[number];
const COMPONENT_LISTS = ['choices', 'scale', 'source', 'target', 'steps'] as const;
type TComponentList = (typeof COMPONENT_LISTS)[number];
/** The interaction component lists each interactionType supports (1.0.3 section 2.4.4.1, "Interaction Components"). */
const COMPONENT_LISTS_OF: Record<TInteractionType, readonly TComponentList[]> = {
  choice: ['choices'],
  sequencing: ['choices'],
  likert: ['scale'],
  matching: ['source', 'target'],
  performance: ['steps'],
  'true-false': [],
  'fill-in': [],
  'long-fill-in': [],
  numeric: [],
  other: [],
};

export function fail(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', `${field}: ${message}`, { [field]: [message] });
}

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isIri = (value: unknown): value is string => typeof value === 'string' && IRI.test(value);

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return [4, 6, 9, 11].includes(month) ? 30 : 31;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** An ISO 8601 date-time with a time zone, as xAPI timestamps (and the `since`/`until` parameters) must be. */
export function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = TIMESTAMP.exec(value);
  if (!parts) return false;
  // Unmatched optional groups (seconds, offset) read as NaN, which no range check below refuses.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map(Number);
  const sign = parts[7];
  const [offsetHour = 0, offsetMinute = 0] = parts.slice(8).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  if (offsetHour > 23 || offsetMinute > 59) return false;
  // RFC 3339 section 4.3: -00:00 means "the local offset is unknown", which a timestamp may not be.
  if (sign === '-' && offsetHour === 0 && offsetMinute === 0) return false;
  return !Number.isNaN(Date.parse(value));
}

export function isDuration(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (DURATION_WEEKS.test(value)) return true;
  return DURATION.test(value) && !DURATION_INNER_FRACTION.test(value);
}

/** A well-formed RFC 5646 language tag without a repeated variant or extension singleton (section 2.2.5, 2.2.6). */
export function isLanguageTag(value: unknown): value is string {
  if (typeof value !== 'string' || !LANGUAGE_TAG.test(value)) return false;
  const subtags = value.toLowerCase().split('-');
  const seen = new Set<string>();
  let inExtensions = false;
  for (const subtag of subtags.slice(1)) {
    if (subtag === 'x') break;
    if (subtag.length === 1) inExtensions = true;
    const repeatable = inExtensions ? subtag.length > 1 : !LANGUAGE_VARIANT.test(subtag);
    if (repeatable) continue;
    if (seen.has(subtag)) return false;
    seen.add(subtag);
  }
  return true;
}

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, field: string): TJson {
  if (!isObject(value)) fail(field, 'must be an object.');
  return value;
}

function required(value: unknown, field: string): unknown {
  if (value === undefined) fail(field, 'is required.');
  return value;
}

function array(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) fail(field, 'must be an array.');
  return value;
}

function onlyKeys(value: TJson, allowed: readonly string[], field: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) fail(`${field}.${key}`, 'is not a property xAPI allows here.');
  }
}

function string(value: unknown, field: string): string {
  if (typeof value !== 'string') fail(field, 'must be a string.');
  return value;
}

function iri(value: unknown, field: string): string {
  if (!isIri(value)) fail(field, 'must be an absolute IRI.');
  return value;
}

function languageMap(value: unknown, field: string): void {
  const map = object(value, field);
  for (const [tag, text] of Object.entries(map)) {
    if (!isLanguageTag(tag)) fail(`${field}.${tag}`, 'must be keyed by an RFC 5646 language tag.');
    string(text, `${field}.${tag}`);
  }
}

function extensions(value: unknown, field: string): void {
  const map = object(value, field);
  for (const key of Object.keys(map)) if (!isIri(key)) fail(`${field}.${key}`, 'extension keys must be IRIs.');
}

const AGENT_IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;
const AGENT_KEYS = ['objectType', 'name', ...AGENT_IFIS] as const;

/** The inverse functional identifiers an Agent or identified Group carries (exactly one for an Agent). */
function identifiers(value: TJson, field: string): number {
  let count = 0;
  if (value.mbox !== undefined) {
    if (typeof value.mbox !== 'string' || !MBOX.test(value.mbox)) fail(`${field}.mbox`, 'must be a mailto: IRI.');
    count++;
  }
  if (value.mbox_sha1sum !== undefined) {
    if (typeof value.mbox_sha1sum !== 'string' || !SHA1.test(value.mbox_sha1sum))
      fail(`${field}.mbox_sha1sum`, 'must be a SHA-1 hex digest.');
    count++;
  }
  if (value.openid !== undefined) {
    iri(value.openid, `${field}.openid`);
    count++;
  }
  if (value.account !== undefined) {
    const account = object(value.account, `${field}.account`);
    onlyKeys(account, ['homePage', 'name'], `${field}.account`);
    iri(account.homePage, `${field}.account.homePage`);
    string(account.name, `${field}.account.name`);
    count++;
  }
  return count;
}

/** An Agent (xAPI 2.4.2.1): objectType Agent (or absent), exactly one identifier, an optional name. */
export function validateAgent(value: unknown, field: string): TJson {
  const agent = object(value, field);
  // objectType first: a Group where an Agent belongs is told so, not that "member" is unknown.
  if (agent.objectType !== undefined && agent.objectType !== 'Agent') fail(`${field}.objectType`, 'must be Agent.');
  onlyKeys(agent, AGENT_KEYS, field);
  if (agent.name !== undefined) string(agent.name, `${field}.name`);
  if (identifiers(agent, field) !== 1)
    fail(field, 'an Agent needs exactly one of mbox, mbox_sha1sum, openid, account.');
  return agent;
}

/**
 * A Group (2.4.2.2): objectType Group, at most one identifier; an anonymous Group (no identifier) lists at least one
 * member; members are Agents, never Groups.
 */
export function validateGroup(value: unknown, field: string): TJson {
  const group = object(value, field);
  if (group.objectType !== 'Group') fail(`${field}.objectType`, 'must be Group.');
  onlyKeys(group, [...AGENT_KEYS, 'member'], field);
  if (group.name !== undefined) string(group.name, `${field}.name`);
  const ids = identifiers(group, field);
  if (ids > 1) fail(field, 'a Group has at most one of mbox, mbox_sha1sum, openid, account.');
  if (group.member !== undefined || ids === 0) {
    if (!Array.isArray(group.member))
      fail(`${field}.member`, 'must be a list of Agents (an anonymous Group needs one).');
    if (ids === 0 && group.member.length === 0) fail(`${field}.member`, 'an anonymous Group needs members.');
    group.member.forEach((member, index) => validateAgent(member, `${field}.member.${index}`));
  }
  return group;
}

/** An Agent or a Group, told apart by objectType (absent means Agent). */
export function validateActor(value: unknown, field: string): TJson {
  const actor = object(value, field);
  return actor.objectType === 'Group' ? validateGroup(actor, field) : validateAgent(actor, field);
}

/**
 * The statement's authority (1.0.3 section 2.4.9): an Agent, or a Group only as the anonymous pair of an OAuth
 * consumer and its user.
 */
function validateAuthority(value: unknown, field: string): void {
  const authority = validateActor(value, field);
  if (authority.objectType !== 'Group') return;
  if (AGENT_IFIS.some((ifi) => authority[ifi] !== undefined))
    fail(field, 'an authority Group must be anonymous (the OAuth consumer and its user).');
  if ((authority.member as unknown[]).length !== 2)
    fail(`${field}.member`, 'an authority Group holds exactly two Agents (the OAuth consumer and its user).');
}

function validateVerb(value: unknown, field: string): TJson {
  const verb = object(value, field);
  onlyKeys(verb, ['id', 'display'], field);
  iri(verb.id, `${field}.id`);
  if (verb.display !== undefined) languageMap(verb.display, `${field}.display`);
  return verb;
}

function isInteractionType(value: unknown): value is TInteractionType {
  return typeof value === 'string' && (INTERACTION_TYPES as readonly string[]).includes(value);
}

function interactionComponents(value: unknown, field: string): void {
  const ids = new Set<string>();
  array(value, field).forEach((entry, index) => {
    const at = `${field}.${index}`;
    const component = object(entry, at);
    onlyKeys(component, ['id', 'description'], at);
    if (typeof component.id !== 'string' || component.id === '') fail(`${at}.id`, 'must be a non-empty string.');
    if (ids.has(component.id)) fail(`${at}.id`, 'must be unique within the list.');
    ids.add(component.id);
    if (component.description !== undefined) languageMap(component.description, `${at}.description`);
  });
}

/**
 * Interaction Activities (1.0.3 section 2.4.4.1): correctResponsesPattern and the component lists need an
 * interactionType, and each list only with the types that use it.
 */
function validateInteraction(definition: TJson, field: string): void {
  const lists = COMPONENT_LISTS.filter((list) => definition[list] !== undefined);
  const type = definition.interactionType;
  if (type === undefined) {
    if (definition.correctResponsesPattern !== undefined)
      fail(`${field}.interactionType`, 'is required with correctResponsesPattern.');
    if (lists.length > 0) fail(`${field}.interactionType`, `is required with ${lists[0]}.`);
    return;
  }
  if (!isInteractionType(type)) fail(`${field}.interactionType`, `must be one of ${INTERACTION_TYPES.join(', ')}.`);
  if (definition.correctResponsesPattern !== undefined) {
    const patterns = array(definition.correctResponsesPattern, `${field}.correctResponsesPattern`);
    patterns.forEach((pattern, index) => string(pattern, `${field}.correctResponsesPattern.${index}`));
  }
  for (const list of lists) {
    if (!COMPONENT_LISTS_OF[type].includes(list)) fail(`${field}.${list}`, `is not used by interactionType ${type}.`);
    interactionComponents(definition[list], `${field}.${list}`);
  }
}

function validateActivity(activity: TJson, field: string): void {
  onlyKeys(activity, ['objectType', 'id', 'definition'], field);
  iri(activity.id, `${field}.id`);
  if (activity.definition === undefined) return;
  const definition = object(activity.definition, `${field}.definition`);
  onlyKeys(
    definition,
    [
      'name',
      'description',
      'type',
      'moreInfo',
      'extensions',
      'interactionType',
      'correctResponsesPattern',
      ...COMPONENT_LISTS,
    ],
    `${field}.definition`,
  );
  if (definition.name !== undefined) languageMap(definition.name, `${field}.definition.name`);
  if (definition.description !== undefined) languageMap(definition.description, `${field}.definition.description`);
  if (definition.type !== undefined) iri(definition.type, `${field}.definition.type`);
  if (definition.moreInfo !== undefined) iri(definition.moreInfo, `${field}.definition.moreInfo`);
  validateInteraction(definition, `${field}.definition`);
  if (definition.extensions !== undefined) extensions(definition.extensions, `${field}.definition.extensions`);
}

function validateStatementRef(ref: TJson, field: string): void {
  onlyKeys(ref, ['objectType', 'id'], field);
  if (!isUuid(ref.id)) fail(`${field}.id`, 'must be a UUID.');
}

function timestamp(value: unknown, field: string): void {
  if (!isTimestamp(value)) fail(field, 'must be an ISO 8601 date-time with a time zone (not -00:00).');
}

function validateSubStatement(
  target: TJson,
  field: string,
  version: TStatementVersion,
  options: TStatementOptions,
): void {
  onlyKeys(target, ['objectType', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'attachments'], field);
  validateActor(required(target.actor, `${field}.actor`), `${field}.actor`);
  validateVerb(required(target.verb, `${field}.verb`), `${field}.verb`);
  validateObject(required(target.object, `${field}.object`), `${field}.object`, version, options, true);
  if (target.result !== undefined) validateResult(target.result, `${field}.result`);
  if (target.context !== undefined) validateContext(target.context, `${field}.context`, target.object, version);
  if (target.timestamp !== undefined) timestamp(target.timestamp, `${field}.timestamp`);
  if (target.attachments !== undefined) validateAttachments(target.attachments, `${field}.attachments`, options);
}

function validateObject(
  value: unknown,
  field: string,
  version: TStatementVersion,
  options: TStatementOptions,
  inSubStatement: boolean,
): TJson {
  const target = object(value, field);
  switch (target.objectType ?? 'Activity') {
    case 'Activity':
      validateActivity(target, field);
      break;
    case 'Agent':
    case 'Group':
      validateActor(target, field);
      break;
    case 'StatementRef':
      validateStatementRef(target, field);
      break;
    case 'SubStatement':
      if (inSubStatement) fail(`${field}.objectType`, 'a SubStatement cannot hold another SubStatement.');
      validateSubStatement(target, field, version, options);
      break;
    default:
      fail(`${field}.objectType`, 'must be Activity, Agent, Group, StatementRef or SubStatement.');
  }
  return target;
}

function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(field, 'must be a number.');
  return value;
}

function validateScore(value: unknown, field: string): void {
  const score = object(value, field);
  onlyKeys(score, ['scaled', 'raw', 'min', 'max'], field);
  if (score.scaled !== undefined) {
    const scaled = finite(score.scaled, `${field}.scaled`);
    if (scaled < -1 || scaled > 1) fail(`${field}.scaled`, 'must be between -1 and 1.');
  }
  const min = score.min === undefined ? undefined : finite(score.min, `${field}.min`);
  const max = score.max === undefined ? undefined : finite(score.max, `${field}.max`);
  if (min !== undefined && max !== undefined && max <= min) fail(`${field}.max`, 'must be greater than min.');
  if (score.raw !== undefined) {
    const raw = finite(score.raw, `${field}.raw`);
    if ((min !== undefined && raw < min) || (max !== undefined && raw > max))
      fail(`${field}.raw`, 'must be between min and max.');
  }
}

function validateResult(value: unknown, field: string): void {
  const result = object(value, field);
  onlyKeys(result, ['score', 'success', 'completion', 'response', 'duration', 'extensions'], field);
  if (result.score !== undefined) validateScore(result.score, `${field}.score`);
  if (result.success !== undefined && typeof result.success !== 'boolean')
    fail(`${field}.success`, 'must be true or false.');
  if (result.completion !== undefined && typeof result.completion !== 'boolean')
    fail(`${field}.completion`, 'must be true or false.');
  if (result.response !== undefined) string(result.response, `${field}.response`);
  if (result.duration !== undefined && !isDuration(result.duration))
    fail(`${field}.duration`, 'must be an ISO 8601 duration (PnYnMnDTnHnMnS, or PnW alone).');
  if (result.extensions !== undefined) extensions(result.extensions, `${field}.extensions`);
}

function activityList(value: unknown, field: string): void {
  const list = Array.isArray(value) ? value : [value];
  list.forEach((activity, index) => {
    const at = Array.isArray(value) ? `${field}.${index}` : field;
    const one = object(activity, at);
    if (one.objectType !== undefined && one.objectType !== 'Activity') fail(`${at}.objectType`, 'must be Activity.');
    validateActivity(one, at);
  });
}

function relevantTypes(value: unknown, field: string): void {
  const types = array(value, field);
  if (types.length === 0) fail(field, 'must name at least one type.');
  types.forEach((type, index) => iri(type, `${field}.${index}`));
}

/** xAPI 2.0.0 context agents and groups: `{objectType, agent|group, relevantTypes?}` each. */
function contextMembers(value: unknown, field: string, kind: 'agent' | 'group'): void {
  const objectType = kind === 'agent' ? 'contextAgent' : 'contextGroup';
  array(value, field).forEach((entry, index) => {
    const at = `${field}.${index}`;
    const item = object(entry, at);
    onlyKeys(item, ['objectType', kind, 'relevantTypes'], at);
    if (item.objectType !== objectType) fail(`${at}.objectType`, `must be ${objectType}.`);
    const member = required(item[kind], `${at}.${kind}`);
    if (kind === 'agent') validateAgent(member, `${at}.agent`);
    else validateGroup(member, `${at}.group`);
    if (item.relevantTypes !== undefined) relevantTypes(item.relevantTypes, `${at}.relevantTypes`);
  });
}

const CONTEXT_KEYS = [
  'registration',
  'instructor',
  'team',
  'contextActivities',
  'revision',
  'platform',
  'language',
  'statement',
  'extensions',
] as const;
const CONTEXT_KEYS_2 = ['contextAgents', 'contextGroups'] as const;

function validateContext(value: unknown, field: string, statementObject: unknown, version: TStatementVersion): void {
  const context = object(value, field);
  if (version === '1.0.3') {
    for (const key of CONTEXT_KEYS_2)
      if (context[key] !== undefined) fail(`${field}.${key}`, 'is an xAPI 2.0.0 property: not allowed in 1.0.3.');
  }
  onlyKeys(context, [...CONTEXT_KEYS, ...CONTEXT_KEYS_2], field);
  if (context.registration !== undefined && !isUuid(context.registration))
    fail(`${field}.registration`, 'must be a UUID.');
  if (context.instructor !== undefined) validateActor(context.instructor, `${field}.instructor`);
  if (context.team !== undefined) validateGroup(context.team, `${field}.team`);
  if (context.contextActivities !== undefined) {
    const activities = object(context.contextActivities, `${field}.contextActivities`);
    onlyKeys(activities, ['parent', 'grouping', 'category', 'other'], `${field}.contextActivities`);
    for (const [kind, list] of Object.entries(activities)) activityList(list, `${field}.contextActivities.${kind}`);
  }
  const objectType = isObject(statementObject) ? (statementObject.objectType ?? 'Activity') : 'Activity';
  for (const key of ['revision', 'platform'] as const) {
    if (context[key] === undefined) continue;
    string(context[key], `${field}.${key}`);
    if (objectType !== 'Activity') fail(`${field}.${key}`, 'is allowed only when the object is an Activity.');
  }
  if (context.language !== undefined && !isLanguageTag(context.language))
    fail(`${field}.language`, 'must be an RFC 5646 language tag.');
  if (context.statement !== undefined) {
    const ref = object(context.statement, `${field}.statement`);
    if (ref.objectType !== 'StatementRef') fail(`${field}.statement.objectType`, 'must be StatementRef.');
    validateStatementRef(ref, `${field}.statement`);
  }
  if (context.extensions !== undefined) extensions(context.extensions, `${field}.extensions`);
  if (context.contextAgents !== undefined) contextMembers(context.contextAgents, `${field}.contextAgents`, 'agent');
  if (context.contextGroups !== undefined) contextMembers(context.contextGroups, `${field}.contextGroups`, 'group');
}

function validateAttachments(value: unknown, field: string, options: TStatementOptions): void {
  array(value, field).forEach((entry, index) => {
    const at = `${field}.${index}`;
    const attachment = object(entry, at);
    onlyKeys(attachment, ['usageType', 'display', 'description', 'contentType', 'length', 'sha2', 'fileUrl'], at);
    iri(attachment.usageType, `${at}.usageType`);
    languageMap(required(attachment.display, `${at}.display`), `${at}.display`);
    if (attachment.description !== undefined) languageMap(attachment.description, `${at}.description`);
    string(attachment.contentType, `${at}.contentType`);
    if (!Number.isInteger(attachment.length) || (attachment.length as number) < 0)
      fail(`${at}.length`, 'must be the length in octets (a whole number).');
    if (typeof attachment.sha2 !== 'string' || !SHA2.test(attachment.sha2))
      fail(`${at}.sha2`, 'must be the SHA-2 hex digest of the attachment.');
    if (attachment.fileUrl !== undefined) iri(attachment.fileUrl, `${at}.fileUrl`);
    else if (!options.multipart)
      fail(`${at}.fileUrl`, 'is required unless the attachment is sent as a part of a multipart/mixed request.');
  });
}

const STATEMENT_KEYS = [
  'id',
  'actor',
  'verb',
  'object',
  'result',
  'context',
  'timestamp',
  'stored',
  'authority',
  'version',
  'attachments',
] as const;

/**
 * Checks one statement as a client sent it, by the rules of the request's xAPI `version`; returns it unchanged (the
 * LRS adds id, stored, authority, timestamp and version when it stores it). Voiding statements must target a
 * StatementRef.
 */
export function validateStatement(
  value: unknown,
  field = 'statement',
  version: TStatementVersion = '1.0.3',
  options: TStatementOptions = {},
): TJson {
  const statement = object(value, field);
  onlyKeys(statement, STATEMENT_KEYS, field);
  if (statement.id !== undefined && !isUuid(statement.id)) fail(`${field}.id`, 'must be a UUID.');
  validateActor(required(statement.actor, `${field}.actor`), `${field}.actor`);
  const verb = validateVerb(required(statement.verb, `${field}.verb`), `${field}.verb`);
  const target = validateObject(
    required(statement.object, `${field}.object`),
    `${field}.object`,
    version,
    options,
    false,
  );
  if (statement.result !== undefined) validateResult(statement.result, `${field}.result`);
  if (statement.context !== undefined)
    validateContext(statement.context, `${field}.context`, statement.object, version);
  if (statement.timestamp !== undefined) timestamp(statement.timestamp, `${field}.timestamp`);
  if (statement.stored !== undefined) timestamp(statement.stored, `${field}.stored`);
  if (statement.version !== undefined) {
    const accepted =
      typeof statement.version === 'string' &&
      (VERSION_1.test(statement.version) || (version === '2.0.0' && VERSION_2.test(statement.version)));
    if (!accepted) fail(`${field}.version`, version === '2.0.0' ? 'must be 1.0.x or 2.0.x.' : 'must be 1.0.x.');
  }
  if (statement.authority !== undefined) validateAuthority(statement.authority, `${field}.authority`);
  if (statement.attachments !== undefined) validateAttachments(statement.attachments, `${field}.attachments`, options);
  if (verb.id === XAPI_VERB.VOIDED && target.objectType !== 'StatementRef')
    fail(`${field}.object.objectType`, 'a voiding statement must target a StatementRef.');
  return statement;
}
