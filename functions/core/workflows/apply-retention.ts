import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  AUDIT_ACTOR_KIND,
  AUDIT_SYSTEM_ACTOR_ID,
  SYSTEM_AUDIT_ACTION,
  type TSystemAuditAction,
} from '@skillway/shared/constants/audit';
import { isErasedEmail, RETENTION_RUN_LIMITS } from '@skillway/shared/constants/privacy';
import type { TPrivacySettings } from '@skillway/shared/schemas/privacy';
import { describeAuditRead, runInAuditScope, type TAuditScope } from '../platform/audit/audit-context';
import { writeAuditRead } from '../platform/audit/audit-read';
import { deleteTableKeys } from '../platform/db/batch-write';
import { queryAllItems } from '../platform/db/query-all';
import { privacySettingsEntity } from '../platform/db/entities/privacy';
import { keys } from '../platform/db/keys';
import { SkillwayTable } from '../platform/db/table';
import type { TLog } from '../platform/http/logger';
import { getPrivacySettings } from '../people/privacy/retention/privacy-settings';
import { listCompanyUsers } from '../people/users/user-repository';
import { listCompanyCourses } from '../content/courses/course-repository';
import { deleteStatements, listStatementsStoredBefore } from '../platform/lrs/statement-repository';
import { completeOpenRequests } from '../people/privacy/erasure/erasure-requests';
import { newPseudonym } from '../people/privacy/erasure/pseudonym';
import { eraseUser } from './erase-user';

type TItem = Record<string, unknown>;

/** `now` minus whole calendar months (UTC), the day clamped to the month's last (31 March − 1 month = 28/29 Feb). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

export interface TRetentionOutcome {
  companyId: string;
  anonymised: string[];
  testLogs: number;
  packageData: number;
  statements: number;
  /** More was due than one run does (the next day's run goes on). */
  more: boolean;
}

/** A system audit scope whose one event (a read-style marker) says what the run did about `target`. */
function systemScope(
  companyId: string,
  action: TSystemAuditAction,
  runId: string,
  type: 'user' | 'company',
): TAuditScope {
  return {
    requestId: runId,
    action,
    decision: { read: type },
    companyId,
    sourceIp: '',
    actor: { kind: AUDIT_ACTOR_KIND.SYSTEM, id: AUDIT_SYSTEM_ACTOR_ID },
  };
}

/**
 * Anonymises the company's archived users archived at or before `months` months ago (as an erasure does; users
 * erased already are skipped), at most RETENTION_RUN_LIMITS.USERS_PER_COMPANY a run, oldest archive first. Each is
 * one audit event (system.retentionAnonymised) naming the user by the pseudonym. One Query of the company's users.
 */
async function anonymiseArchivedUsers(companyId: string, months: number, now: Date, runId: string, log: TLog) {
  const cutoff = monthsBefore(now, months).toISOString();
  const due = (await listCompanyUsers(companyId, true))
    .filter(
      (user) => user.is_archived === 1 && user.archived_at && user.archived_at <= cutoff && !isErasedEmail(user.email),
    )
    .sort((a, b) => (a.archived_at ?? '').localeCompare(b.archived_at ?? ''));
  const anonymised: string[] = [];
  for (const user of due.slice(0, RETENTION_RUN_LIMITS.USERS_PER_COMPANY)) {
    const scope = systemScope(companyId, SYSTEM_AUDIT_ACTION.RETENTION_ANONYMISED, `${runId}:${user.user_id}`, 'user');
    await runInAuditScope(scope, async () => {
      const erased = await eraseUser(companyId, user, log, newPseudonym(), false);
      describeAuditRead({
        id: user.user_id,
        name: `${erased.first_name} ${erased.last_name}`,
        detail: `archived ${user.archived_at}; the company anonymises archived users after ${months} months`,
      });
    });
    await writeAuditRead(scope, { id: user.user_id, detail: '' }, now);
    await completeOpenRequests(companyId, user.user_id, AUDIT_SYSTEM_ACTOR_ID);
    anonymised.push(user.user_id);
  }
  return { anonymised, more: due.length > anonymised.length };
}

/** Items of one partition's prefix, only the attributes named (raw: the keys are rebuilt from them). */
async function queryPrefix(pk: string, prefix: string, attributes: readonly string[]): Promise<TItem[]> {
  const names = ['pk', 'sk', ...attributes];
  return queryAllItems({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ProjectionExpression: names.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
  });
}

/**
 * Deletes raw learning data written at or before `years` years ago: submitted test papers (TestLog, with their
 * answers), e-learning package SCORM data (PackageData) and xAPI statements (with their id items). Completions,
 * scores and package progress stay. Per course one Query of each prefix in the course's partition, and per
 * registration one of its statements; at most RETENTION_RUN_LIMITS.ITEMS_PER_COMPANY deletions a run.
 */
async function purgeLearningData(companyId: string, years: number, now: Date) {
  const cutoff = monthsBefore(now, years * 12).toISOString();
  const budget = { left: RETENTION_RUN_LIMITS.ITEMS_PER_COMPANY as number, more: false };
  const take = (items: TItem[]) => {
    const kept = items.slice(0, Math.max(0, budget.left));
    if (kept.length < items.length) budget.more = true;
    budget.left -= kept.length;
    return kept;
  };
  let testLogs = 0;
  let packageData = 0;
  for (const course of await listCompanyCourses(companyId)) {
    if (budget.left <= 0) break;
    const pk = keys.coursePk(companyId, course.course_id);
    const logs = take(
      (await queryPrefix(pk, 'TESTLOG#', ['created_at'])).filter((item) => String(item.created_at) <= cutoff),
    );
    const data = take(
      (await queryPrefix(pk, keys.packageDataPrefix, ['committed_at'])).filter(
        (item) => String(item.committed_at) <= cutoff,
      ),
    );
    await deleteTableKeys([...logs, ...data].map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
    testLogs += logs.length;
    packageData += data.length;
  }
  // The company's LRS in stored order: the oldest statements are a sort-key range, whoever wrote them.
  let statements = 0;
  if (budget.left > 0) {
    const old = await listStatementsStoredBefore(companyId, Date.parse(cutoff), budget.left + 1);
    const kept = old.slice(0, budget.left);
    if (kept.length < old.length) budget.more = true;
    budget.left -= kept.length;
    await deleteStatements(companyId, kept);
    statements = kept.length;
  }
  return { testLogs, packageData, statements, more: budget.more };
}

/**
 * One company's retention run (docs/privacy.md): its own rules, off while 0. Idempotent: what is done is gone (or
 * anonymised), so a second run finds nothing; bounded per run (the rest waits for the next day). What it did is in
 * the company's audit log as the system: one event per anonymised user, one for the learning data it deleted.
 */
export async function applyCompanyRetention(
  companyId: string,
  settings: TPrivacySettings,
  now: Date,
  runId: string,
  log: TLog,
): Promise<TRetentionOutcome> {
  const outcome: TRetentionOutcome = {
    companyId,
    anonymised: [],
    testLogs: 0,
    packageData: 0,
    statements: 0,
    more: false,
  };
  if (settings.anonymise_archived_months > 0) {
    const done = await anonymiseArchivedUsers(companyId, settings.anonymise_archived_months, now, runId, log);
    outcome.anonymised = done.anonymised;
    outcome.more ||= done.more;
  }
  if (settings.purge_learning_years > 0) {
    const scope = systemScope(companyId, SYSTEM_AUDIT_ACTION.RETENTION_PURGED, `${runId}:purge`, 'company');
    const purged = await runInAuditScope(scope, () => purgeLearningData(companyId, settings.purge_learning_years, now));
    Object.assign(outcome, {
      testLogs: purged.testLogs,
      packageData: purged.packageData,
      statements: purged.statements,
    });
    outcome.more ||= purged.more;
    if (purged.testLogs + purged.packageData + purged.statements > 0) {
      await runInAuditScope(scope, async () =>
        describeAuditRead({
          id: companyId,
          name: 'Learning data',
          detail: `deleted ${purged.testLogs} test logs, ${purged.packageData} package data items and ${purged.statements} xAPI statements written on or before ${monthsBefore(now, settings.purge_learning_years * 12).toISOString()} (kept ${settings.purge_learning_years} years)`,
        }),
      );
      await writeAuditRead(scope, { id: companyId, detail: '' }, now);
    }
  }
  log.info('retention applied', { ...outcome, anonymised: outcome.anonymised.length });
  return outcome;
}

/**
 * The daily run: the companies with a retention rule on (the sparse `RETENTION` index, never a Scan), at most
 * RETENTION_RUN_LIMITS.COMPANIES a run, each with its own rules read again.
 */
export async function applyRetention(now: Date, runId: string, log: TLog): Promise<TRetentionOutcome[]> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(privacySettingsEntity())
    .query({ index: 'gsi1', partition: keys.retentionIndexPk })
    .options({ maxPages: Infinity, limit: RETENTION_RUN_LIMITS.COMPANIES })
    .send();
  const outcomes: TRetentionOutcome[] = [];
  for (const item of Items.slice(0, RETENTION_RUN_LIMITS.COMPANIES)) {
    const settings = await getPrivacySettings(item.company_id, true);
    outcomes.push(await applyCompanyRetention(item.company_id, settings, now, runId, log));
  }
  return outcomes;
}
