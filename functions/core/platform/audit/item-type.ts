import { keys } from '../db/keys';

/**
 * An item's entity name from its key alone: a Delete carries only the key, and the middleware must know whether the
 * item is of a type the request records before it pre-stamps it (and only stamps those types' Puts and Updates).
 * Sort keys tell every item type of the table apart (item-type.test.ts builds each entity's key from keys.ts).
 */

/**
 * Cut where a key function put its first variable part: the fixed prefix every key of that kind starts with (a
 * number part is given the hole too: only its place matters).
 */
const HOLE = '\u0000';
const head = (key: string): string => key.slice(0, key.indexOf(HOLE));

/** The read marker of a `read` decision (audit-read.ts writes it). */
export const AUDIT_READ_ITEM_TYPE = 'AuditRead';
export const auditReadSk = (requestId: string) => `READ#${requestId}`;

/** Sort keys that are one fixed value. */
const EXACT: Record<string, string> = {
  [keys.companySk]: 'Company',
  [keys.reminderIndexMarkerSk]: 'ReminderIndexMarker',
  [keys.testSk]: 'Quiz',
  [keys.notificationSettingsSk()]: 'NotificationSettings',
  [keys.emailSk]: 'EmailLookup',
  [keys.seedSk]: 'SeedMarker',
  [keys.companyDeleteJobSk]: 'CompanyDeleteJob',
  [keys.stripeCustomerSk]: 'StripeCustomer',
  [keys.stripeEventSk]: 'StripeEvent',
  [keys.ssoProofSk]: 'SsoProof',
  [keys.certificateSk]: 'Certificate',
  [keys.scimTokenLookupSk]: 'ScimTokenLookup',
  [keys.xapiClientLookupSk]: 'XapiClientLookup',
  [keys.xapiForwardPurgeSk]: 'XapiForwardPurge',
  [keys.ssoDomainLookupSk]: 'SsoDomainLookup',
  [keys.ssoRequestSk]: 'SsoRequest',
  [keys.ssoReplaySk]: 'SsoReplay',
  [keys.localDnsSk]: 'LocalDnsRecord',
  [keys.auditHeadSk]: 'AuditHead',
  [keys.privacySettingsSk]: 'PrivacySettings',
};

/** Sort key prefixes, longest first so `SCIM#TOKEN#` wins over a shorter prefix it starts with. */
const PREFIXES: [string, string][] = (
  [
    [head(keys.userSk(HOLE)), 'User'],
    [head(keys.revokedTokenSk(HOLE)), 'RevokedToken'],
    [head(keys.refreshSessionSk(HOLE, HOLE)), 'RefreshSession'],
    [head(keys.twoStepChallengeSk(HOLE)), 'TwoStepChallenge'],
    [keys.domainEventsPrefix, 'DomainEvent'],
    [keys.heldMailsPrefix, 'HeldMail'],
    [head(keys.notificationSk(HOLE, HOLE)), 'Notification'],
    [head(keys.notificationDeliverySk(HOLE, HOLE, HOLE)), 'NotificationDelivery'],
    [head(keys.uploadSk(HOLE)), 'Upload'],
    [head(keys.throttleSk(HOLE as unknown as number)), 'LoginThrottle'],
    [keys.transactionsPrefix, 'Transaction'],
    [head(keys.reportJobSk(HOLE)), 'ReportJob'],
    [keys.reportScheduleSkPrefix, 'ReportSchedule'],
    [head(keys.monthStatsSk(HOLE)), 'MonthStats'],
    [keys.groupsPrefix, 'Group'],
    [head(keys.groupNameSk(HOLE)), 'GroupName'],
    [keys.allGroupMembersPrefix, 'GroupMember'],
    [head(keys.groupTargetSk(HOLE, HOLE, HOLE)), 'GroupTarget'],
    [head(keys.enrolmentSk(HOLE, HOLE, HOLE)), 'Enrolment'],
    [head(keys.targetStatsSk(HOLE, HOLE)), 'TargetStats'],
    [head(keys.resumePointSk(HOLE, HOLE)), 'ResumePoint'],
    [head(keys.inDateCountSk(HOLE, HOLE)), 'InDateCount'],
    [head(keys.errorLogSk(HOLE, HOLE)), 'ErrorLog'],
    [keys.coursesPrefix, 'Course'],
    [keys.assetsPrefix, 'CourseAsset'],
    [keys.questionsPrefix, 'Question'],
    [keys.installedCoursesPrefix, 'InstalledCourse'],
    [keys.courseHistoryPrefix, 'CourseHistory'],
    [keys.packageDataPrefix, 'PackageData'],
    [keys.packageProgressPrefix, 'PackageProgress'],
    [head(keys.testAttemptSk(HOLE)), 'TestAttempt'],
    [head(keys.testLogSk(HOLE, HOLE)), 'TestLog'],
    [keys.playlistsPrefix, 'Playlist'],
    [head(keys.playlistAssetSk(HOLE, HOLE)), 'PlaylistAsset'],
    [keys.externalTrainingPrefix, 'ExternalTraining'],
    [head(keys.notificationSettingsSk(HOLE)), 'NotificationSettings'],
    [head(keys.notificationContentSk(HOLE as unknown as number)), 'NotificationContent'],
    [head(keys.notificationContentSk(0, HOLE)), 'NotificationContent'],
    [head(keys.xapiSessionSk(HOLE)), 'XapiSession'],
    [head(keys.xapiRegistrationSk(HOLE, HOLE)), 'XapiRegistration'],
    [keys.lrsStatementsPrefix, 'LrsStatement'],
    [head(keys.lrsStatementIdSk(HOLE)), 'LrsStatementId'],
    [keys.lrsIndexPrefix, 'LrsStatementIndex'],
    [head(keys.lrsAttachmentSk(HOLE)), 'LrsAttachmentCount'],
    [head(keys.xapiLrsStateSk(HOLE, HOLE, HOLE, HOLE)), 'XapiDocument'],
    [head(keys.xapiActivityProfileSk(HOLE, HOLE)), 'XapiDocument'],
    [head(keys.xapiLrsAgentProfileSk(HOLE, HOLE)), 'XapiDocument'],
    [head(keys.xapiActivitySk(HOLE)), 'XapiActivity'],
    [head(keys.xapiStateSk(HOLE, HOLE, HOLE, HOLE)), 'XapiDocument'],
    [head(keys.xapiAgentProfileSk(HOLE, HOLE)), 'XapiDocument'],
    [head(keys.xapiClientSk(HOLE)), 'XapiClient'],
    [keys.xapiForwardTargetsPrefix, 'XapiForwardTarget'],
    [keys.xapiForwardPendingPrefix, 'XapiForwardPending'],
    [keys.xapiForwardDeadLettersPrefix, 'XapiForwardDeadLetter'],
    [keys.scimTokensPrefix, 'ScimToken'],
    [head(keys.scimExternalIdSk('U', HOLE)), 'ScimExternalId'],
    [head(keys.scimExternalIdSk('G', HOLE)), 'ScimExternalId'],
    [keys.ssoConnectionsPrefix, 'SsoConnection'],
    [keys.ssoDomainsPrefix, 'SsoDomain'],
    [head(keys.ssoIdentitySk(HOLE, HOLE)), 'SsoIdentity'],
    [head(keys.ssoTestSk(HOLE)), 'SsoTest'],
    [keys.auditEventsPrefix, 'AuditEvent'],
    [keys.privacyRequestsPrefix, 'PrivacyRequest'],
    [keys.personalDataExportsPrefix, 'PersonalDataExport'],
    [head(auditReadSk(HOLE)), AUDIT_READ_ITEM_TYPE],
  ] as [string, string][]
).sort(([a], [b]) => b.length - a.length);

/** The entity name of the item with this sort key, or undefined for a key no entity of the table has. */
export function itemTypeOfSortKey(sk: string): string | undefined {
  const exact = EXACT[sk];
  if (exact) return exact;
  return PREFIXES.find(([prefix]) => sk.startsWith(prefix))?.[1];
}

/** Every entity name the classifier knows (the manifest's `items` must name only these). */
export const KNOWN_ITEM_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(EXACT),
  ...PREFIXES.map(([, name]) => name),
]);
