import { readdirSync } from 'node:fs';
import { Entity } from 'dynamodb-toolbox/entity';
import { describe, expect, it } from 'vitest';
import { keys } from '../db/keys';
import { KNOWN_ITEM_TYPES, auditReadSk, itemTypeOfSortKey } from './item-type';

/** One real sort key of every item type, built by keys.ts as the entities build theirs. */
const SAMPLES: [string, string][] = [
  [keys.companySk, 'Company'],
  [keys.userSk('u1'), 'User'],
  [keys.revokedTokenSk('j1'), 'RevokedToken'],
  [keys.refreshSessionSk('u1', 'h'), 'RefreshSession'],
  [keys.twoStepChallengeSk('h'), 'TwoStepChallenge'],
  [keys.domainEventSk('2026-01-01', 'e1'), 'DomainEvent'],
  [keys.heldMailSk('2026-01-01', 'm1'), 'HeldMail'],
  [keys.notificationSk('u1', 'n1'), 'Notification'],
  [keys.notificationDeliverySk('email', 'u1', 'd'), 'NotificationDelivery'],
  [keys.uploadSk('c/c1/x'), 'Upload'],
  [keys.throttleSk(12), 'LoginThrottle'],
  [keys.transactionSk('2026-01-01', 'in_1'), 'Transaction'],
  [keys.reportJobSk('j1'), 'ReportJob'],
  [keys.reportScheduleSk('s1'), 'ReportSchedule'],
  [keys.monthStatsSk('2026-01'), 'MonthStats'],
  [keys.groupSk('g1'), 'Group'],
  [keys.groupNameSk('name'), 'GroupName'],
  [keys.groupMemberSk('g1', 'u1'), 'GroupMember'],
  [keys.groupTargetSk('g1', 'course', 'k1'), 'GroupTarget'],
  [keys.enrolmentSk('course', 'k1', 'u1'), 'Enrolment'],
  [keys.targetStatsSk('course', 'k1'), 'TargetStats'],
  [keys.resumePointSk('u1', 'k1'), 'ResumePoint'],
  [keys.inDateCountSk('k1', '2026-01-01'), 'InDateCount'],
  [keys.reminderIndexMarkerSk, 'ReminderIndexMarker'],
  [keys.errorLogSk('users', 'l1'), 'ErrorLog'],
  [keys.courseSk('k1'), 'Course'],
  [keys.installedCourseSk('slug'), 'InstalledCourse'],
  [keys.assetSk('a1'), 'CourseAsset'],
  [keys.testSk, 'Quiz'],
  [keys.questionSk('q1'), 'Question'],
  [keys.courseHistorySk('u1', 'h1'), 'CourseHistory'],
  [keys.packageDataSk('u1', 'a1', 'i'), 'PackageData'],
  [keys.packageProgressSk('u1', 'a1'), 'PackageProgress'],
  [keys.testAttemptSk('u1'), 'TestAttempt'],
  [keys.testLogSk('u1', 'l1'), 'TestLog'],
  [keys.certificateSk, 'Certificate'],
  [keys.playlistSk('p1'), 'Playlist'],
  [keys.playlistAssetSk('p1', 'a1'), 'PlaylistAsset'],
  [keys.externalTrainingSk('u1', 't1'), 'ExternalTraining'],
  [keys.notificationSettingsSk(), 'NotificationSettings'],
  [keys.notificationSettingsSk('k1'), 'NotificationSettings'],
  [keys.notificationContentSk(3), 'NotificationContent'],
  [keys.notificationContentSk(3, 'k1'), 'NotificationContent'],
  [keys.xapiSessionSk('s1'), 'XapiSession'],
  [keys.xapiRegistrationSk('u1', 'a1'), 'XapiRegistration'],
  [keys.lrsStatementSk('01ABC'), 'LrsStatement'],
  [keys.lrsStatementIdSk('S1'), 'LrsStatementId'],
  [keys.lrsIndexSk('01ABC', 0), 'LrsStatementIndex'],
  [keys.lrsAttachmentSk('ab12'), 'LrsAttachmentCount'],
  [keys.xapiLrsStateSk('a', 'g', '-', 's'), 'XapiDocument'],
  [keys.xapiActivityProfileSk('a', 'p'), 'XapiDocument'],
  [keys.xapiLrsAgentProfileSk('g', 'p'), 'XapiDocument'],
  [keys.xapiActivitySk('a'), 'XapiActivity'],
  [keys.xapiStateSk('u1', 'r1', 'h', 's'), 'XapiDocument'],
  [keys.xapiAgentProfileSk('u1', 'h'), 'XapiDocument'],
  [keys.xapiClientSk('x1'), 'XapiClient'],
  [keys.xapiClientLookupSk, 'XapiClientLookup'],
  [keys.xapiForwardTargetSk('f1'), 'XapiForwardTarget'],
  [keys.xapiForwardPendingSk('01J00000000000000000000000'), 'XapiForwardPending'],
  [keys.xapiForwardDeadLetterSk('01J00000000000000000000000'), 'XapiForwardDeadLetter'],
  [keys.xapiForwardPurgeSk, 'XapiForwardPurge'],
  [keys.scimTokenSk('t1'), 'ScimToken'],
  [keys.scimTokenLookupSk, 'ScimTokenLookup'],
  [keys.scimExternalIdSk('U', 'h'), 'ScimExternalId'],
  [keys.scimExternalIdSk('G', 'h'), 'ScimExternalId'],
  [keys.ssoConnectionSk('c1'), 'SsoConnection'],
  [keys.ssoDomainSk('example.com'), 'SsoDomain'],
  [keys.ssoDomainLookupSk, 'SsoDomainLookup'],
  [keys.ssoIdentitySk('c1', 'h'), 'SsoIdentity'],
  [keys.ssoTestSk('t1'), 'SsoTest'],
  [keys.ssoRequestSk, 'SsoRequest'],
  [keys.ssoReplaySk, 'SsoReplay'],
  [keys.ssoProofSk, 'SsoProof'],
  [keys.localDnsSk, 'LocalDnsRecord'],
  [keys.emailSk, 'EmailLookup'],
  [keys.seedSk, 'SeedMarker'],
  [keys.companyDeleteJobSk, 'CompanyDeleteJob'],
  [keys.stripeCustomerSk, 'StripeCustomer'],
  [keys.stripeEventSk, 'StripeEvent'],
  [keys.auditHeadSk, 'AuditHead'],
  [keys.auditEventSk('2026-01-01T00:00:00.000Z', 7), 'AuditEvent'],
  [auditReadSk('req-1'), 'AuditRead'],
  [keys.privacySettingsSk, 'PrivacySettings'],
  [keys.privacyRequestSk('r1'), 'PrivacyRequest'],
  [keys.personalDataExportSk('x1'), 'PersonalDataExport'],
];

describe('itemTypeOfSortKey', () => {
  it.each(SAMPLES)('%s is a %s', (sk, type) => {
    expect(itemTypeOfSortKey(sk)).toBe(type);
  });

  it('knows no type for a key no entity has', () => {
    expect(itemTypeOfSortKey('NOPE#1')).toBeUndefined();
  });

  it('knows every entity of the table by its name', async () => {
    const dir = new URL('../db/entities/', import.meta.url);
    const names = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (typeof value !== 'function' || value.length > 0) continue;
        const built: unknown = (value as () => unknown)();
        if (built instanceof Entity) names.add(built.entityName);
      }
    }
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((name) => !KNOWN_ITEM_TYPES.has(name))).toEqual([]);
  });
});
