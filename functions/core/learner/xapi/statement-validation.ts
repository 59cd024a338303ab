import { XAPI_VERB } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';

/**
 * xAPI 1.0.3 statement validation (Data section 2.4): the shapes the LRS stores and the rules it must enforce, each
 * failure a 400 naming the field (`statement.actor.mbox`, `statements.2.verb.id`). Pure: no reads.
 */

export type TJson = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** An absolute IRI: a scheme, a colon, no spaces. */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s]+$/i;
const MBOX = /^mailto:[^\s@]+@[^\s@]+$/i;
const SHA1 = /^[0-9a-f]{40}$/i;
/** ISO 8601 date-time with a time zone (Z or an offset), as xAPI timestamps must be. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
/** ISO 8601 duration (PnYnMnDTnHnMnS, or PnW). */
const DURATION =
  /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/;
const VERSION = /^1\.0(\.\d+)?$/;

export function fail(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', `${field}: ${message}`, { [field]: [message] });
}

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
export const isIri = (value: unknown): value is string => typeof value === 'string' && IRI.test(value);
export const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

function isObject(value: unknown): value is TJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, field: string): TJson {
  if (!isObject(value)) fail(field, 'must be an object.');
  return value;
}

function onlyKeys(value: TJson, allowed: readonly string[], field: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) fail(`${field}.${key}`, 'is not a property xAPI 1.0.3 allows here.');
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
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
      fail(`${field}.${tag}`, 'must be keyed by an RFC 5646 language tag.');
    string(text, `${field}.${tag}`);
  }
}

function extensions(value: unknown, field: string): void {
  const map = object(value, field);
  for (const key of Object.keys(map)) if (!isIri(key)) fail(`${field}.${key}`, 'extension keys must be IRIs.');
}

const AGENT_KEYS = ['objectType', 'name', 'mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

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
  onlyKeys(agent, AGENT_KEYS, field);
  if (agent.objectType !== undefined && agent.objectType !== 'Agent') fail(`${field}.objectType`, 'must be Agent.');
  if (agent.name !== undefined) string(agent.name, `${field}.name`);
  if (identifiers(agent, field) !== 1)
    fail(field, 'an Agent needs exactly one of mbox, mbox_sha1sum, openid, account.');
  return agent;
}

/** An Agent or a Group (2.4.2.2): a Group has objectType Group, at most one identifier, members that are Agents. */
function validateActor(value: unknown, field: string): TJson {
  const actor = object(value, field);
  if (actor.objectType !== 'Group') return validateAgent(actor, field);
  onlyKeys(actor, [...AGENT_KEYS, 'member'], field);
  if (actor.name !== undefined) string(actor.name, `${field}.name`);
  const ids = identifiers(actor, field);
  if (ids > 1) fail(field, 'a Group has at most one identifier.');
  if (actor.member !== undefined || ids === 0) {
    if (!Array.isArray(actor.member)) fail(`${field}.member`, 'an anonymous Group needs a member list.');
    actor.member.forEach((member, index) => validateAgent(member, `${field}.member.${index}`));
  }
  return actor;
}

function validateVerb(value: unknown, field: string): TJson {
  const verb = object(value, field);
  onlyKeys(verb, ['id', 'display'], field);
  iri(verb.id, `${field}.id`);
  if (verb.display !== undefined) languageMap(verb.display, `${field}.display`);
  return verb;
}

const INTERACTION_KEYS = [
  'interactionType',
  'correctResponsesPattern',
  'choices',
  'scale',
  'source',
  'target',
  'steps',
] as const;

function validateActivity(activity: TJson, field: string): void {
  onlyKeys(activity, ['objectType', 'id', 'definition'], field);
  iri(activity.id, `${field}.id`);
  if (activity.definition === undefined) return;
  const definition = object(activity.definition, `${field}.definition`);
  onlyKeys(
    definition,
    ['name', 'description', 'type', 'moreInfo', 'extensions', ...INTERACTION_KEYS],
    `${field}.definition`,
  );
  if (definition.name !== undefined) languageMap(definition.name, `${field}.definition.name`);
  if (definition.description !== undefined) languageMap(definition.description, `${field}.definition.description`);
  if (definition.type !== undefined) iri(definition.type, `${field}.definition.type`);
  if (definition.moreInfo !== undefined) iri(definition.moreInfo, `${field}.definition.moreInfo`);
  if (definition.extensions !== undefined) extensions(definition.extensions, `${field}.definition.extensions`);
}

function validateStatementRef(ref: TJson, field: string): void {
  onlyKeys(ref, ['objectType', 'id'], field);
  if (!isUuid(ref.id)) fail(`${field}.id`, 'must be a UUID.');
}

function validateObject(value: unknown, field: string, inSubStatement: boolean): TJson {
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
      onlyKeys(
        target,
        ['objectType', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'attachments'],
        field,
      );
      validateActor(target.actor, `${field}.actor`);
      validateVerb(target.verb, `${field}.verb`);
      validateObject(target.object, `${field}.object`, true);
      if (target.result !== undefined) validateResult(target.result, `${field}.result`);
      if (target.context !== undefined) validateContext(target.context, `${field}.context`, target.object);
      if (target.timestamp !== undefined && !isTimestamp(target.timestamp))
        fail(`${field}.timestamp`, 'must be an ISO 8601 date-time with a time zone.');
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
  if (result.duration !== undefined && (typeof result.duration !== 'string' || !DURATION.test(result.duration)))
    fail(`${field}.duration`, 'must be an ISO 8601 duration.');
  if (result.extensions !== undefined) extensions(result.extensions, `${field}.extensions`);
}

function activityList(value: unknown, field: string): void {
  const list = Array.isArray(value) ? value : [value];
  list.forEach((activity, index) => {
    const one = object(activity, Array.isArray(value) ? `${field}.${index}` : field);
    if (one.objectType !== undefined && one.objectType !== 'Activity') fail(`${field}.objectType`, 'must be Activity.');
    validateActivity(one, Array.isArray(value) ? `${field}.${index}` : field);
  });
}

function validateContext(value: unknown, field: string, statementObject: unknown): void {
  const context = object(value, field);
  onlyKeys(
    context,
    [
      'registration',
      'instructor',
      'team',
      'contextActivities',
      'revision',
      'platform',
      'language',
      'statement',
      'extensions',
    ],
    field,
  );
  if (context.registration !== undefined && !isUuid(context.registration))
    fail(`${field}.registration`, 'must be a UUID.');
  if (context.instructor !== undefined) validateActor(context.instructor, `${field}.instructor`);
  if (context.team !== undefined) {
    const team = object(context.team, `${field}.team`);
    if (team.objectType !== 'Group') fail(`${field}.team.objectType`, 'must be Group.');
    validateActor(team, `${field}.team`);
  }
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
  if (context.language !== undefined) string(context.language, `${field}.language`);
  if (context.statement !== undefined) {
    const ref = object(context.statement, `${field}.statement`);
    if (ref.objectType !== 'StatementRef') fail(`${field}.statement.objectType`, 'must be StatementRef.');
    validateStatementRef(ref, `${field}.statement`);
  }
  if (context.extensions !== undefined) extensions(context.extensions, `${field}.extensions`);
}

function validateAttachments(value: unknown, field: string): void {
  if (!Array.isArray(value)) fail(field, 'must be an array.');
  value.forEach((entry, index) => {
    const at = `${field}.${index}`;
    const attachment = object(entry, at);
    onlyKeys(attachment, ['usageType', 'display', 'description', 'contentType', 'length', 'sha2', 'fileUrl'], at);
    iri(attachment.usageType, `${at}.usageType`);
    languageMap(attachment.display, `${at}.display`);
    string(attachment.contentType, `${at}.contentType`);
    finite(attachment.length, `${at}.length`);
    string(attachment.sha2, `${at}.sha2`);
    // The LRS takes no multipart bodies: an attachment must point at its file.
    if (attachment.fileUrl === undefined)
      fail(`${at}.fileUrl`, 'is required: this LRS does not accept attachment bodies.');
    iri(attachment.fileUrl, `${at}.fileUrl`);
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
 * Checks one statement as a client sent it; returns it unchanged (the LRS adds id, stored, authority, timestamp and
 * version when it stores it). Voiding statements must target a StatementRef.
 */
export function validateStatement(value: unknown, field = 'statement'): TJson {
  const statement = object(value, field);
  onlyKeys(statement, STATEMENT_KEYS, field);
  if (statement.id !== undefined && !isUuid(statement.id)) fail(`${field}.id`, 'must be a UUID.');
  if (statement.actor === undefined) fail(`${field}.actor`, 'is required.');
  validateActor(statement.actor, `${field}.actor`);
  if (statement.verb === undefined) fail(`${field}.verb`, 'is required.');
  const verb = validateVerb(statement.verb, `${field}.verb`);
  if (statement.object === undefined) fail(`${field}.object`, 'is required.');
  const target = validateObject(statement.object, `${field}.object`, false);
  if (statement.result !== undefined) validateResult(statement.result, `${field}.result`);
  if (statement.context !== undefined) validateContext(statement.context, `${field}.context`, statement.object);
  if (statement.timestamp !== undefined && !isTimestamp(statement.timestamp))
    fail(`${field}.timestamp`, 'must be an ISO 8601 date-time with a time zone.');
  if (statement.stored !== undefined && !isTimestamp(statement.stored))
    fail(`${field}.stored`, 'must be an ISO 8601 date-time with a time zone.');
  if (statement.version !== undefined && (typeof statement.version !== 'string' || !VERSION.test(statement.version)))
    fail(`${field}.version`, 'must be 1.0.x.');
  if (statement.authority !== undefined) validateActor(statement.authority, `${field}.authority`);
  if (statement.attachments !== undefined) validateAttachments(statement.attachments, `${field}.attachments`);
  if (verb.id === XAPI_VERB.VOIDED && target.objectType !== 'StatementRef')
    fail(`${field}.object.objectType`, 'a voiding statement must target a StatementRef.');
  return statement;
}
