import { AUDIT_TARGET_TYPE, type TAuditTargetType } from '@skillway/shared';
import type { TAuditNames } from './audit-names';
import { personName } from './audit-names';
import { AUDIT_READ_ENTITY, COMPANY_PREFIX } from './item-entity';
import type { TPlainItem } from './stream-image';

/** A record whose history (the target index, gsi2) lists an event: its type and id. */
interface TAuditIndexTarget {
  type: TAuditTargetType;
  id: string;
}

export interface TAuditTarget {
  type: TAuditTargetType;
  id: string;
  /** The display name at the time of the change. */
  name: string;
  /**
   * The record whose history lists the event, when not the target itself: a course's material, test and questions
   * are listed in the course's history, a user's group memberships and external training in the user's. The event
   * keeps its own type, id and name; only its target index key (gsi2) is the record's.
   */
  index?: TAuditIndexTarget;
}

/**
 * Target types some of whose events the target index lists under another record (TAuditTarget.index): a filter on
 * one of them cannot read its own index key alone. A test's id is its course's, so its events are the course's key.
 */
export const AUDIT_TARGETS_INDEXED_ELSEWHERE: ReadonlySet<string> = new Set<TAuditTargetType>([
  AUDIT_TARGET_TYPE.MATERIAL,
  AUDIT_TARGET_TYPE.TEST,
  AUDIT_TARGET_TYPE.QUESTION,
  AUDIT_TARGET_TYPE.GROUP,
  AUDIT_TARGET_TYPE.EXTERNAL_TRAINING,
  AUDIT_TARGET_TYPE.COURSE_HISTORY,
]);

/**
 * Target types whose id is a user's id (a learner's records are the learner's): with the user's own and what is
 * indexed under the user, a user's events are the target index keys of these types with the user's id.
 */
export const AUDIT_USER_RECORD_TYPES: readonly TAuditTargetType[] = [
  AUDIT_TARGET_TYPE.USER,
  AUDIT_TARGET_TYPE.ENROLMENT,
  AUDIT_TARGET_TYPE.TEST_RESULT,
  AUDIT_TARGET_TYPE.PERSONAL_DATA,
];

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The parts of a `#`-separated key after its prefix: `ENROL#course#c1#u1` → ['course', 'c1', 'u1']. */
function keyParts(key: unknown, prefix: string): string[] {
  return typeof key === 'string' && key.startsWith(prefix) ? key.slice(prefix.length).split('#') : [];
}

const MAX_NAME = 200;
function clip(name: string): string {
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name;
}

function joined(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((part): part is string => !!part);
  return present.length > 0 ? present.join(' — ') : undefined;
}

type TTargetRule = (
  item: TPlainItem,
  companyId: string,
  names: TAuditNames,
) => Promise<Omit<TAuditTarget, 'name'> & { name?: string }>;

const inCourse = (courseId: string): TAuditIndexTarget => ({ type: AUDIT_TARGET_TYPE.COURSE, id: courseId });
const ofUser = (userId: string): TAuditIndexTarget => ({ type: AUDIT_TARGET_TYPE.USER, id: userId });

const courseOrPlaylistName = (names: TAuditNames, companyId: string, type: unknown, id: string) =>
  type === 'channel' ? names.playlist(companyId, id) : names.course(companyId, id);

/** The course id of an item in a course's partition (`C#<cid>#CRS#<courseId>`). */
const courseOfPk = (item: TPlainItem) => text(item.course_id) ?? keyParts(item.pk, COMPANY_PREFIX)[2] ?? '';

/**
 * What each audited entity's event is about. Records of a learner on a course (enrolment, test result, an archived
 * run) are the learner's: target id = the user id, named "<course title> — <user name>" so the learner's history
 * lists them; memberships and group courses are the group's, a membership listed in the member's history; a course's
 * material, test and questions are listed in the course's history.
 */
const TARGET_RULES: Readonly<Record<string, TTargetRule>> = {
  Company: async (item, companyId, names) => ({
    type: AUDIT_TARGET_TYPE.COMPANY,
    id: companyId,
    name: text(item.company_name) ?? (await names.company(companyId)),
  }),
  CompanyDeleteJob: async (_item, companyId, names) => ({
    type: AUDIT_TARGET_TYPE.COMPANY,
    id: companyId,
    name: await names.company(companyId),
  }),
  User: async (item) => {
    const id = text(item.user_id) ?? keyParts(item.sk, 'USER#')[0] ?? '';
    return { type: AUDIT_TARGET_TYPE.USER, id, name: personName(item) };
  },
  EmailLookup: async (item, companyId, names) => {
    const id = text(item.user_id) ?? '';
    return { type: AUDIT_TARGET_TYPE.USER, id, name: id ? await names.user(companyId, id) : undefined };
  },
  Group: async (item) => ({
    type: AUDIT_TARGET_TYPE.GROUP,
    id: text(item.group_id) ?? keyParts(item.sk, 'GROUP#')[0] ?? '',
    name: text(item.name),
  }),
  GroupName: async (item, companyId, names) => {
    const id = text(item.group_id) ?? '';
    return { type: AUDIT_TARGET_TYPE.GROUP, id, name: id ? await names.group(companyId, id) : undefined };
  },
  GroupMember: async (item, companyId, names) => {
    const [groupId = '', userId = ''] = keyParts(item.sk, 'GMEM#');
    return {
      type: AUDIT_TARGET_TYPE.GROUP,
      id: groupId,
      name: joined(await names.group(companyId, groupId), (await names.user(companyId, userId)) ?? userId),
      ...(userId ? { index: ofUser(userId) } : {}),
    };
  },
  GroupTarget: async (item, companyId, names) => {
    const [groupId = '', targetType, targetId = ''] = keyParts(item.sk, 'GTGT#');
    return {
      type: AUDIT_TARGET_TYPE.GROUP,
      id: groupId,
      name: joined(
        await names.group(companyId, groupId),
        await courseOrPlaylistName(names, companyId, targetType, targetId),
      ),
    };
  },
  Enrolment: async (item, companyId, names) => {
    const [targetType, targetId = '', userId = ''] = keyParts(item.sk, 'ENROL#');
    return {
      type: AUDIT_TARGET_TYPE.ENROLMENT,
      id: userId,
      name: joined(
        (await courseOrPlaylistName(names, companyId, targetType, targetId)) ?? targetId,
        (await names.user(companyId, userId)) ?? userId,
      ),
    };
  },
  // Its own type, so a renewal's two events (the run archived, the enrolment started again) read as two things; listed
  // with the user's enrolments.
  CourseHistory: async (item, companyId, names) => {
    const [userId = ''] = keyParts(item.sk, 'HIST#');
    const courseId = courseOfPk(item);
    return {
      type: AUDIT_TARGET_TYPE.COURSE_HISTORY,
      id: userId,
      name: joined(
        (await names.course(companyId, courseId)) ?? courseId,
        (await names.user(companyId, userId)) ?? userId,
      ),
      ...(userId ? { index: { type: AUDIT_TARGET_TYPE.ENROLMENT, id: userId } } : {}),
    };
  },
  TestLog: async (item, companyId, names) => {
    const [userId = ''] = keyParts(item.sk, 'TESTLOG#');
    const courseId = courseOfPk(item);
    return {
      type: AUDIT_TARGET_TYPE.TEST_RESULT,
      id: userId,
      name: joined(
        (await names.course(companyId, courseId)) ?? courseId,
        (await names.user(companyId, userId)) ?? userId,
      ),
    };
  },
  Course: async (item) => ({
    type: AUDIT_TARGET_TYPE.COURSE,
    id: text(item.course_id) ?? keyParts(item.sk, 'COURSE#')[0] ?? '',
    name: text(item.name),
  }),
  InstalledCourse: async (item, companyId, names) => {
    const id = text(item.course_id) ?? '';
    return { type: AUDIT_TARGET_TYPE.COURSE, id, name: (id && (await names.course(companyId, id))) || text(item.slug) };
  },
  CourseAsset: async (item) => ({
    type: AUDIT_TARGET_TYPE.MATERIAL,
    id: text(item.asset_id) ?? keyParts(item.sk, 'ASSET#')[0] ?? '',
    name: text(item.title),
    index: inCourse(courseOfPk(item)),
  }),
  Quiz: async (item, companyId, names) => {
    const courseId = courseOfPk(item);
    return {
      type: AUDIT_TARGET_TYPE.TEST,
      id: courseId,
      name: await names.course(companyId, courseId),
      index: inCourse(courseId),
    };
  },
  Question: async (item) => ({
    type: AUDIT_TARGET_TYPE.QUESTION,
    id: text(item.question_id) ?? keyParts(item.sk, 'QUESTION#')[0] ?? '',
    name: text(item.question),
    index: inCourse(courseOfPk(item)),
  }),
  Playlist: async (item) => ({
    type: AUDIT_TARGET_TYPE.PLAYLIST,
    id: text(item.playlist_id) ?? keyParts(item.sk, 'PLAYLIST#')[0] ?? '',
    name: text(item.name),
  }),
  PlaylistAsset: async (item, companyId, names) => {
    const [playlistId = ''] = keyParts(item.sk, 'PLASSET#');
    return {
      type: AUDIT_TARGET_TYPE.PLAYLIST,
      id: playlistId,
      name: joined(await names.playlist(companyId, playlistId), text(item.title)),
    };
  },
  ExternalTraining: async (item, companyId, names) => {
    const [userId = '', trainingId = ''] = keyParts(item.sk, 'EXTTR#');
    return {
      type: AUDIT_TARGET_TYPE.EXTERNAL_TRAINING,
      id: text(item.training_id) ?? trainingId,
      name: joined(text(item.name), (await names.user(companyId, userId)) ?? userId),
      ...(userId ? { index: ofUser(userId) } : {}),
    };
  },
  // A request to be erased is about the person's data, like their Download my data reads (target id = the user).
  PrivacyRequest: async (item, companyId, names) => {
    const userId = text(item.user_id) ?? '';
    return {
      type: AUDIT_TARGET_TYPE.PERSONAL_DATA,
      id: userId,
      name: userId ? await names.user(companyId, userId) : undefined,
    };
  },
  Certificate: async (item) => ({
    type: AUDIT_TARGET_TYPE.CERTIFICATE,
    id: text(item.certificate_id) ?? keyParts(item.pk, 'CERT#')[0] ?? '',
    name: joined(text(item.course_name), text(item.name)),
  }),
  NotificationSettings: async (item, companyId, names) => notificationTarget(item, 'NSET#', companyId, names),
  NotificationContent: async (item, companyId, names) => notificationTarget(item, 'NCONTENT#', companyId, names),
  SsoConnection: async (item) => ({
    type: AUDIT_TARGET_TYPE.SSO,
    id: text(item.connection_id) ?? keyParts(item.sk, 'SSO#CONN#')[0] ?? '',
    name: text(item.name),
  }),
  SsoDomain: async (item) => {
    const domain = text(item.domain) ?? keyParts(item.sk, 'SSO#DOMAIN#')[0] ?? '';
    return { type: AUDIT_TARGET_TYPE.SSO, id: domain, name: domain };
  },
  ScimToken: async (item, companyId, names) => {
    const id = text(item.token_id) ?? keyParts(item.sk, 'SCIM#TOKEN#')[0] ?? '';
    return { type: AUDIT_TARGET_TYPE.SCIM_TOKEN, id, name: text(item.name) ?? (await names.scimToken(companyId, id)) };
  },
  XapiClient: async (item) => ({
    type: AUDIT_TARGET_TYPE.XAPI_CLIENT,
    id: text(item.client_id) ?? keyParts(item.sk, 'XCLIENT#')[0] ?? '',
    // Every image of a client carries its name (revoking only adds revoked_at).
    name: text(item.name),
  }),
  XapiForwardTarget: async (item) => ({
    type: AUDIT_TARGET_TYPE.XAPI_FORWARD_TARGET,
    id: text(item.target_id) ?? '',
    name: text(item.name),
  }),
  // A dead letter retried or discarded is an event of its target (its statement id says which).
  XapiForwardDeadLetter: async (item) => ({
    type: AUDIT_TARGET_TYPE.XAPI_FORWARD_TARGET,
    id: text(item.target_id) ?? '',
    name: text(item.statement_id),
  }),
  Transaction: async (item) => {
    const id = text(item.invoice_id) ?? keyParts(item.sk, 'TXN#')[1] ?? '';
    return { type: AUDIT_TARGET_TYPE.BILLING, id, name: text(item.number) ?? id };
  },
  StripeCustomer: async (_item, companyId, names) => ({
    type: AUDIT_TARGET_TYPE.BILLING,
    id: companyId,
    name: await names.company(companyId),
  }),
  ReportJob: async (item) => ({
    type: AUDIT_TARGET_TYPE.REPORT,
    id: text(item.job_id) ?? keyParts(item.sk, 'REPORTJOB#')[0] ?? '',
    name: text(item.file_name) ?? text(item.report) ?? 'Report',
  }),
  ReportSchedule: async (item) => ({
    type: AUDIT_TARGET_TYPE.REPORT,
    id: text(item.schedule_id) ?? keyParts(item.sk, 'REPORTSCHEDULE#')[0] ?? '',
    name: text(item.name) ?? text(item.report) ?? 'Scheduled report',
  }),
  [AUDIT_READ_ENTITY]: async (item) => ({
    type: (text(item.target_type) ?? AUDIT_TARGET_TYPE.REPORT) as TAuditTargetType,
    id: text(item.target_id) ?? '',
    name: text(item.target_name),
  }),
};

async function notificationTarget(item: TPlainItem, prefix: string, companyId: string, names: TAuditNames) {
  const [scope, courseId] = keyParts(item.sk, prefix);
  if (scope === 'COURSE' && courseId)
    return {
      type: AUDIT_TARGET_TYPE.NOTIFICATION_SETTINGS,
      id: courseId,
      name: await names.course(companyId, courseId),
    };
  return { type: AUDIT_TARGET_TYPE.NOTIFICATION_SETTINGS, id: companyId, name: await names.company(companyId) };
}

/**
 * The target of a change to `item` (the new image, or the old one for a removal) of entity `entity` in `companyId`:
 * its type, id and display name at the time (the id when no name is found). An entity without a rule is recorded
 * against the company, named by its entity name.
 */
export async function auditTargetOf(
  entity: string,
  item: TPlainItem,
  companyId: string,
  names: TAuditNames,
): Promise<TAuditTarget> {
  const rule = TARGET_RULES[entity];
  if (!rule) {
    return {
      type: AUDIT_TARGET_TYPE.COMPANY,
      id: companyId,
      name: clip(`${(await names.company(companyId)) ?? companyId} (${entity})`),
    };
  }
  const target = await rule(item, companyId, names);
  const index = target.index && target.index.id ? { index: target.index } : {};
  return { type: target.type, id: target.id, name: clip(target.name ?? target.id), ...index };
}
