import { MB } from './limits';

/** The user CSV's columns, in the sample file's order; `groups` holds group names separated by ';'. */
export const USER_IMPORT_COLUMNS = ['first_name', 'last_name', 'email', 'unique_id', 'groups'] as const;
export type TUserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];
/** Columns a file must have; `unique_id` and `groups` may be left out (or empty). */
export const USER_IMPORT_REQUIRED_COLUMNS: readonly TUserImportColumn[] = ['first_name', 'last_name', 'email'];
export const USER_IMPORT_GROUP_SEPARATOR = ';';

export const USER_IMPORT_LIMITS = {
  /** The whole file; larger uploads are refused before parsing. */
  maxBytes: 2 * MB,
  /** Data rows (the header not counted); a company holds at most 500 users, so 1000 leaves room for fixes. */
  maxRows: 1000,
  /** Per cell; names are at most 100 characters, emails 254. */
  maxCellLength: 500,
} as const;

/** Where an error log belongs: the user CSV and BreatheHR imports, or the external training CSV. */
export const ERROR_LOG_CONTAINERS = ['User', 'External'] as const;
export type TErrorLogContainer = (typeof ERROR_LOG_CONTAINERS)[number];
/** Error logs expire after this many days (DynamoDB TTL). */
export const ERROR_LOG_TTL_DAYS = 30;
/** The spec's Error Logs panel fetches 10. */
export const ERROR_LOG_FETCH_LIMIT = 10;

/** Static files the Import Users panel links to (served by the web app from web/public). */
export const USER_IMPORT_SAMPLE_URL = '/samples/users-import-sample.csv';
export const USER_IMPORT_GUIDE_URL = '/samples/users-import-guide.html';

/** PUT /user/import-breatheusers `type`: 1 adds new employees only, 2 also updates existing users' details. */
export const BREATHE_IMPORT_TYPE = { NEW_ONLY: 1, NEW_AND_UPDATE: 2 } as const;
