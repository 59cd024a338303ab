import { AppError } from '../../platform/http/app-error';

/** The keys a page ended on: the table's and, for a query on an index, the index's (DynamoDB's ExclusiveStartKey). */
export type TAuditCursorKey = Record<string, string>;

const KEY_NAMES = /^(pk|sk|gsi[123]pk|gsi[123]sk)$/;
const INVALID = 'The cursor is invalid.';

/** The page's end as an opaque string (base64url of its keys). */
export function encodeAuditCursor(key: TAuditCursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * A cursor given back, checked to belong to the same query: the same log (company), and the same index partition
 * when the query reads one; anything else is a 422 on `cursor` (never another company's events).
 */
export function decodeAuditCursor(
  cursor: string,
  expected: { pk: string; index?: { name: string; pk: string } },
): TAuditCursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw AppError.field('cursor', INVALID);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw AppError.field('cursor', INVALID);
  const key = parsed as Record<string, unknown>;
  const names = Object.keys(key);
  if (!names.every((name) => KEY_NAMES.test(name) && typeof key[name] === 'string'))
    throw AppError.field('cursor', INVALID);
  const strings = key as TAuditCursorKey;
  if (strings.pk !== expected.pk || !strings.sk?.startsWith('EV#')) throw AppError.field('cursor', INVALID);
  const index = expected.index;
  const wanted = index ? ['pk', 'sk', `${index.name}pk`, `${index.name}sk`] : ['pk', 'sk'];
  if (names.length !== wanted.length || !wanted.every((name) => name in strings))
    throw AppError.field('cursor', INVALID);
  if (index && (strings[`${index.name}pk`] !== index.pk || strings[`${index.name}sk`] !== strings.sk)) {
    throw AppError.field('cursor', INVALID);
  }
  return strings;
}
