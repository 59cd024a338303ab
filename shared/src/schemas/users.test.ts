import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MSG } from '../constants/messages';
import { ZArchiveBody, ZMassWelcomeBody, ZUserCreateBody, ZUserListQuery, ZUserUpdateBody } from './users';

describe('user schemas', () => {
  it('parse a new user, defaulting nothing the server decides', () => {
    const parsed = z.parse(ZUserCreateBody, {
      first_name: ' Ann ',
      last_name: 'Lee',
      email: 'ANN@Example.test',
      groups: 'g1,g2',
      role_id: '4',
      send_email: true,
    });
    expect(parsed).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.test',
      groups: ['g1', 'g2'],
      role_id: 4,
      send_email: 1,
    });
  });

  it('refuse an administrator, a bad role, bad ids and mismatched passwords', () => {
    const base = { first_name: 'A', last_name: 'B', email: 'a@b.test' };
    const issues = (body: unknown) =>
      z.safeParse(ZUserCreateBody, body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...base, role_id: 2 })).toEqual([MSG.NEW_USER_NOT_ADMIN]);
    expect(issues({ ...base, role_id: 1 })).toEqual(['The selected role id is invalid.']);
    expect(issues({ ...base, groups: ['a#b'] })).toEqual(['The groups contain an invalid id.']);
    expect(issues({ ...base, password: 'Valid!Pass1', confirm_password: 'Other!Pass1' })).toEqual([
      'The password confirmation does not match.',
    ]);
    expect(z.safeParse(ZUserUpdateBody, { ...base, reset_email: 'perhaps' }).success).toBe(false);
  });

  it('read the list query: dd-mm-yyyy or yyyy-mm-dd dates, comma-separated groups', () => {
    expect(
      z.parse(ZUserListQuery, { start: '31-01-2024', end: '2024-02-29', groups: 'a,b', limit: '-1' }),
    ).toMatchObject({
      start: '2024-01-31',
      end: '2024-02-29',
      groups: ['a', 'b'],
      limit: 1000,
    });
    expect(z.safeParse(ZUserListQuery, { start: '2024-13-45' }).success).toBe(false);
  });

  it("accept the spec's flags and welcome options only", () => {
    expect(z.parse(ZArchiveBody, { is_archived: '1' })).toEqual({ is_archived: 1 });
    expect(z.parse(ZArchiveBody, { is_archived: false })).toEqual({ is_archived: 0 });
    expect(z.safeParse(ZArchiveBody, { is_archived: 2 }).success).toBe(false);
    expect(z.parse(ZMassWelcomeBody, { send_mail_option: '2' })).toEqual({ send_mail_option: 2 });
    expect(z.safeParse(ZMassWelcomeBody, { send_mail_option: 4 }).success).toBe(false);
  });
});
