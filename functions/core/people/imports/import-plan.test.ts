import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { groupNameKey } from '../groups/group-name';
import { planImportRow, type TImportRecord } from './import-plan';

const groups = new Map([
  [groupNameKey('Sales'), 'g-sales'],
  [groupNameKey('Ops'), 'g-ops'],
]);
const record = (overrides: Partial<TImportRecord> = {}): TImportRecord => ({
  row: 2,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  unique_id: 'E1',
  groups: undefined,
  ...overrides,
});
const user = (overrides: Partial<TUserItem> = {}) =>
  ({
    user_id: 'u1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    unique_id: 'E1',
    role_id: 3,
    is_archived: 0,
    ...overrides,
  }) as TUserItem;
const update = { updateExisting: true };

describe('planImportRow', () => {
  it('creates a new user with the groups resolved by name, in any case', () => {
    expect(planImportRow(record({ groups: ['sales', 'OPS'] }), undefined, [], groups, update)).toEqual({
      kind: 'create',
      groups: ['g-sales', 'g-ops'],
    });
  });

  it('refuses a row naming an unknown group', () => {
    expect(planImportRow(record({ groups: ['Sales', 'Nope'] }), undefined, [], groups, update)).toEqual({
      kind: 'error',
      message: `${MSG.IMPORT_UNKNOWN_GROUP}: "Nope".`,
    });
  });

  it('skips a user whose stored details are the same (a second import writes nothing)', () => {
    expect(planImportRow(record({ groups: ['Sales'] }), user(), ['g-sales'], groups, update)).toEqual({
      kind: 'unchanged',
    });
    expect(planImportRow(record({ unique_id: null }), user({ unique_id: undefined }), [], groups, update)).toEqual({
      kind: 'unchanged',
    });
  });

  it('updates only what differs', () => {
    expect(planImportRow(record({ first_name: 'Augusta' }), user(), [], groups, update)).toEqual({
      kind: 'update',
      fields: { first_name: 'Augusta' },
      groups: undefined,
    });
    expect(planImportRow(record({ groups: ['Ops'] }), user(), ['g-sales'], groups, update)).toEqual({
      kind: 'update',
      fields: undefined,
      groups: ['g-ops'],
    });
  });

  it('keeps the unique id and groups when the file does not give them', () => {
    expect(
      planImportRow(
        record({ unique_id: undefined, groups: undefined }),
        user({ unique_id: 'X' }),
        ['g-ops'],
        groups,
        update,
      ),
    ).toEqual({
      kind: 'unchanged',
    });
  });

  it('never updates an archived user, and leaves existing users alone when updates are off', () => {
    expect(planImportRow(record(), user({ is_archived: 1 }), [], groups, update)).toEqual({
      kind: 'error',
      message: MSG.IMPORT_ARCHIVED_USER,
    });
    expect(planImportRow(record({ first_name: 'Other' }), user(), [], groups, { updateExisting: false })).toEqual({
      kind: 'unchanged',
    });
  });
});
