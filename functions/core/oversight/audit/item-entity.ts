import type { TPlainItem } from './stream-image';

/**
 * Which entity a table item is, and which company it belongs to, read from the item alone (the audit consumer sees
 * stream images, not entities): its `_et`, else its keys' shape (docs/data-model.md's key table).
 */

/** The entity name the audit read marker is written as (platform/audit), and its sort key prefix. */
export const AUDIT_READ_ENTITY = 'AuditRead';
const AUDIT_READ_SK_PREFIX = 'READ#';

/** A company's partitions: `C#<cid>` and those under it (a course's `C#<cid>#CRS#<courseId>`). */
export const COMPANY_PREFIX = 'C#';
/** Platform-level partitions that name a company: the delete job. */
const COMPANY_DELETE_JOB_PREFIX = 'CDEL#';

/** The company a key belongs to: `C#<cid>…` (and a company's delete job `CDEL#<cid>`), else undefined. */
export function companyOfKey(pk: unknown): string | undefined {
  if (typeof pk !== 'string') return undefined;
  for (const prefix of [COMPANY_PREFIX, COMPANY_DELETE_JOB_PREFIX]) {
    if (pk.startsWith(prefix)) {
      const id = pk.slice(prefix.length).split('#')[0];
      return id || undefined;
    }
  }
  return undefined;
}

/** Sort key prefixes of the company partition (`C#<cid>`), longest first where one starts another. */
const COMPANY_SK_ENTITIES: readonly (readonly [string, string])[] = [
  ['COMPANY', 'Company'],
  ['USER#', 'User'],
  ['GROUP#', 'Group'],
  ['GNAME#', 'GroupName'],
  ['GMEM#', 'GroupMember'],
  ['GTGT#', 'GroupTarget'],
  ['ENROL#', 'Enrolment'],
  ['TSTAT#', 'TargetStats'],
  ['INDATE#', 'InDateCount'],
  ['COURSE#', 'Course'],
  ['INSTALLED#', 'InstalledCourse'],
  ['PLAYLIST#', 'Playlist'],
  ['PLASSET#', 'PlaylistAsset'],
  ['EXTTR#', 'ExternalTraining'],
  ['NSET#', 'NotificationSettings'],
  ['NCONTENT#', 'NotificationContent'],
  ['XCLIENT#', 'XapiClient'],
  ['SCIM#TOKEN#', 'ScimToken'],
  ['SCIM#EXT#', 'ScimExternalId'],
  ['SSO#CONN#', 'SsoConnection'],
  ['SSO#DOMAIN#', 'SsoDomain'],
  ['SSO#SUB#', 'SsoIdentity'],
  ['SSO#TEST#', 'SsoTest'],
  ['TXN#', 'Transaction'],
  ['REPORTJOB#', 'ReportJob'],
  ['REPORTSCHEDULE#', 'ReportSchedule'],
  ['MSTAT#', 'MonthStats'],
];

/** Sort key prefixes of a course's partition (`C#<cid>#CRS#<courseId>`). */
const COURSE_SK_ENTITIES: readonly (readonly [string, string])[] = [
  ['ASSET#', 'CourseAsset'],
  ['QUIZ', 'Quiz'],
  ['QUESTION#', 'Question'],
  ['HIST#', 'CourseHistory'],
  ['TESTLOG#', 'TestLog'],
  ['TATTEMPT#', 'TestAttempt'],
];

/** Platform-level partitions by their pk prefix. */
const PLATFORM_PK_ENTITIES: readonly (readonly [string, string])[] = [
  ['CERT#', 'Certificate'],
  ['CDEL#', 'CompanyDeleteJob'],
  ['EMAIL#', 'EmailLookup'],
  ['STRIPECUS#', 'StripeCustomer'],
];

function byPrefix(table: readonly (readonly [string, string])[], value: string): string | undefined {
  return table.find(([prefix]) => (prefix.endsWith('#') ? value.startsWith(prefix) : value === prefix))?.[1];
}

/**
 * The entity name of an item image: its `_et` (every entity write carries it), else from its key's shape
 * (docs/data-model.md's key table), else undefined.
 */
export function entityOfItem(item: TPlainItem): string | undefined {
  if (typeof item._et === 'string' && item._et) return item._et;
  const { pk, sk } = item;
  if (typeof pk !== 'string' || typeof sk !== 'string') return undefined;
  if (pk.startsWith(COMPANY_PREFIX)) {
    const rest = pk.slice(COMPANY_PREFIX.length).split('#');
    if (rest.length === 1) return byPrefix(COMPANY_SK_ENTITIES, sk);
    if (rest[1] === 'CRS') return byPrefix(COURSE_SK_ENTITIES, sk);
    if (rest[1] === 'AUDIT' && sk.startsWith(AUDIT_READ_SK_PREFIX)) return AUDIT_READ_ENTITY;
    return undefined;
  }
  return byPrefix(PLATFORM_PK_ENTITIES, pk);
}
