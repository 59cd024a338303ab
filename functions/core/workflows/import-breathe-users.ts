import { BREATHE_IMPORT_TYPE, MSG, ZEmail, type TImportRowError, type TImportSummary } from '@skillway/shared';
import * as z from 'zod/mini';
import type { TCompanyItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import type { TImportRecord } from '../people/imports/import-plan';
import { importUserRecords } from './import-users';
import {
  BreatheAuthError,
  BreatheUnavailableError,
  createBreatheClient,
  type TBreatheEmployee,
} from '../people/imports/breathe/breathe-client';

function clean(value: string | null | undefined, max: number): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max);
}

/** An employee as an import record, or the reason it cannot be one (BreatheHR has no row numbers: the email names it). */
function employeeRecord(employee: TBreatheEmployee): TImportRecord | TImportRowError {
  const email = z.safeParse(ZEmail, employee.email ?? '');
  const label = employee.email?.trim() || null;
  if (!email.success)
    return {
      row: null,
      email: label,
      message: `Employee ${String(employee.id)}: ${email.error.issues[0]?.message ?? 'The email must be a valid email address.'}`,
    };
  const first = clean(employee.first_name, 100);
  const last = clean(employee.last_name, 100);
  if (!first || !last) {
    return {
      row: null,
      email: email.data,
      message: `Employee ${String(employee.id)}: the first name and last name are required.`,
    };
  }
  const ref = employee.ref === null || employee.ref === undefined ? '' : String(employee.ref).trim();
  return {
    row: null,
    first_name: first,
    last_name: last,
    email: email.data,
    // BreatheHR's own reference when it has one, else its employee id: the user's unique id.
    unique_id: (ref || String(employee.id)).slice(0, 100),
    groups: undefined,
  };
}

/**
 * PUT /user/import-breatheusers: reads every employee from BreatheHR with the company's token and imports them
 * through the CSV import's create-or-update path (type 1: new employees only; 2: also update existing users).
 */
export async function importBreatheUsers(company: TCompanyItem, type: number, log: TLog): Promise<TImportSummary> {
  const token = company.breathe_api_token;
  if (!token) throw AppError.validation({ breathehr_api: [MSG.BREATHE_NO_TOKEN] }, MSG.BREATHE_NO_TOKEN);
  let listed;
  try {
    listed = await createBreatheClient({ apiKey: token }).listEmployees();
  } catch (error) {
    if (error instanceof BreatheAuthError)
      throw AppError.validation({ breathehr_api: [MSG.BREATHE_TOKEN_REFUSED] }, MSG.BREATHE_TOKEN_REFUSED);
    if (error instanceof BreatheUnavailableError) {
      log.warn('BreatheHR unavailable', { error });
      throw new AppError('UNAVAILABLE', MSG.BREATHE_UNAVAILABLE);
    }
    throw error;
  }
  const records: TImportRecord[] = [];
  const rowErrors: TImportRowError[] = [];
  for (const employee of listed.employees) {
    const record = employeeRecord(employee);
    if ('message' in record) rowErrors.push(record);
    else records.push(record);
  }
  if (listed.invalid > 0) {
    rowErrors.push({
      row: null,
      email: null,
      message: `${listed.invalid} employee record(s) from BreatheHR could not be read.`,
    });
  }
  return importUserRecords(company.company_id, records, {
    source: 'breathe',
    updateExisting: type !== BREATHE_IMPORT_TYPE.NEW_ONLY,
    rowErrors,
    totalRows: listed.employees.length + listed.invalid,
    log,
  });
}
