import { randomUUID } from 'node:crypto';
import {
  MSG,
  ROLE,
  bandById,
  type TErrorLogContainer,
  type TImportRowError,
  type TImportSummary,
} from '@skillway/shared';
import { findEmailOwner } from '../people/auth/email-owner';
import { findCompany } from '../people/companies/company-repository';
import type { TUserItem } from '../platform/db/types';
import { groupNameKey } from '../people/groups/group-name';
import { listCompanyMemberships, listGroups } from '../people/groups/group-repository';
import { AppError, isAppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import { createCompanyUser } from '../people/users/create-user';
import { setUserGroups } from './set-user-groups';
import { listCompanyUsers, updateUser } from '../people/users/user-repository';
import { queueWelcomeEmails } from '../people/users/welcome-email-requests';
import { writeErrorLogs } from '../people/imports/error-log-repository';
import { planImportRow, type TImportRecord } from '../people/imports/import-plan';

export interface TImportOptions {
  /** 'csv' or 'breathe': written on the error logs. */
  source: string;
  fileName?: string;
  /** False (BreatheHR type 1): existing users are left as they are. */
  updateExisting: boolean;
  /** Rows already refused while reading the input (CSV row errors); logged with the others. */
  rowErrors?: readonly TImportRowError[];
  /** Rows in the input, good and bad. */
  totalRows: number;
  log: TLog;
}

/** New users are created a few at a time: each is a Cognito call plus a transaction. */
const CREATE_CONCURRENCY = 4;
const CONTAINER: TErrorLogContainer = 'User';

/**
 * The create-or-update path shared by the CSV and BreatheHR imports. Each record is matched by email within the
 * company: an unchanged user is skipped (so a second import of the same data writes nothing), a changed one gets
 * its names, unique id and groups updated (never its role), a new one is created as a User (role 3) with a temporary
 * password while the band has room. Every failed row is reported with its reason and written to the error logs;
 * the good rows are kept. Created users get the welcome email when the company's mail setting is on.
 */
export async function importUserRecords(
  companyId: string,
  records: readonly TImportRecord[],
  options: TImportOptions,
): Promise<TImportSummary> {
  const company = await findCompany(companyId);
  if (!company) throw AppError.notFound();
  const [users, groups, memberships] = await Promise.all([
    listCompanyUsers(companyId),
    listGroups(companyId),
    listCompanyMemberships(companyId),
  ]);
  const byEmail = new Map(users.map((user) => [user.email.toLowerCase(), user]));
  const groupIds = new Map(groups.map((group) => [groupNameKey(group.name), group.group_id]));
  const errors: TImportRowError[] = [...(options.rowErrors ?? [])];
  const summary = { created: 0, updated: 0, unchanged: 0 };
  let slots = Math.max(0, (bandById(company.banding)?.max ?? 0) - company.total_users);
  const toCreate: { record: TImportRecord; groups: string[] | undefined }[] = [];
  const seen = new Set<string>();

  for (const record of records) {
    const email = record.email.toLowerCase();
    if (seen.has(email)) {
      errors.push({ row: record.row, email, message: MSG.IMPORT_DUPLICATE_EMAIL });
      continue;
    }
    seen.add(email);
    const existing = byEmail.get(email);
    const plan = planImportRow(record, existing, existing ? (memberships.get(existing.user_id) ?? []) : [], groupIds, {
      updateExisting: options.updateExisting,
    });
    if (plan.kind === 'error') errors.push({ row: record.row, email, message: plan.message });
    else if (plan.kind === 'unchanged') summary.unchanged += 1;
    else if (plan.kind === 'update') {
      try {
        await applyUpdate(companyId, existing!, plan);
        summary.updated += 1;
      } catch (error) {
        errors.push({ row: record.row, email, message: rowMessage(error, options.log) });
      }
    } else if (slots <= 0) {
      errors.push({ row: record.row, email, message: MSG.PLAN_LIMIT });
    } else {
      slots -= 1;
      toCreate.push({ record, groups: plan.groups });
    }
  }

  const created: string[] = [];
  const create = async ({ record, groups: wanted }: (typeof toCreate)[number], retry?: (typeof toCreate)[number][]) => {
    try {
      created.push(await createImportedUser(companyId, record, wanted));
      summary.created += 1;
    } catch (error) {
      // An unexpected failure (e.g. a transaction that kept losing the race for the company's user counter) is tried
      // once more on its own; a failed creation leaves nothing behind, so that is safe.
      if (retry && !isAppError(error)) retry.push({ record, groups: wanted });
      else errors.push({ row: record.row, email: record.email, message: rowMessage(error, options.log) });
    }
  };
  const retry: (typeof toCreate)[number][] = [];
  await inPool(toCreate, CREATE_CONCURRENCY, (item) => create(item, retry));
  for (const item of retry) await create(item);

  if (created.length > 0 && company.enable_mail !== 0) await queueWelcomeEmails(companyId, created);
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (errors.length > 0) {
    await writeErrorLogs(companyId, CONTAINER, {
      importId: randomUUID().replace(/-/g, ''),
      source: options.source,
      ...(options.fileName ? { fileName: options.fileName } : {}),
      errors,
    });
  }
  options.log.info('users imported', { source: options.source, ...summary, failed: errors.length });
  return { total_rows: options.totalRows, ...summary, failed: errors.length, errors };
}

async function applyUpdate(
  companyId: string,
  user: TUserItem,
  plan: Extract<ReturnType<typeof planImportRow>, { kind: 'update' }>,
) {
  if (plan.fields) {
    const updated = await updateUser(companyId, user.user_id, plan.fields);
    if (!updated) throw AppError.notFound();
  }
  if (plan.groups) await setUserGroups(companyId, user.user_id, plan.groups);
}

async function createImportedUser(
  companyId: string,
  record: TImportRecord,
  groups: string[] | undefined,
): Promise<string> {
  // Another company's address is refused here rather than by the transaction, with the field's own message.
  if (await findEmailOwner(record.email)) throw new AppError('VALIDATION', MSG.IMPORT_OTHER_COMPANY_EMAIL);
  const { user } = await createCompanyUser(companyId, {
    first_name: record.first_name,
    last_name: record.last_name,
    email: record.email,
    role_id: ROLE.USER,
    ...(record.unique_id ? { unique_id: record.unique_id } : {}),
  });
  if (groups && groups.length > 0) await setUserGroups(companyId, user.user_id, groups);
  return user.user_id;
}

/** A refused row's reason: the service's own message for expected refusals, the generic one otherwise. */
function rowMessage(error: unknown, log: TLog): string {
  if (isAppError(error) && error.status < 500) return error.message;
  log.error('import row failed', { error: error as Error });
  return MSG.GENERIC_ERROR;
}

async function inPool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
