import { describe, expect, it } from 'vitest';
import { createdWithin, filterUsers, matchesSearch, sortUsers } from './user-list-rules';
import { userItem } from './user-fixture.test-helper';

const users = [
  userItem({
    user_id: 'u1',
    first_name: 'Zoë',
    last_name: 'Adams',
    created_at: '2024-01-10T09:00:00Z',
    last_login: '2024-03-01T00:00:00Z',
  }),
  userItem({ user_id: 'u2', first_name: 'bob', last_name: 'Young', created_at: '2024-02-10T09:00:00Z' }),
  userItem({
    user_id: 'u3',
    first_name: 'Ann',
    last_name: 'Zoeller',
    created_at: '2024-03-10T23:59:59Z',
    last_login: '2024-04-01T00:00:00Z',
  }),
];

describe('user list rules', () => {
  it('searches names case- and accent-insensitively, on any given field or the full name', () => {
    expect(matchesSearch(users[0]!, 'first_name:ZOE;last_name:ZOE')).toBe(true);
    expect(matchesSearch(users[2]!, 'first_name:zoe;last_name:zoe')).toBe(true);
    expect(matchesSearch(users[1]!, 'first_name:zoe;last_name:zoe')).toBe(false);
    expect(matchesSearch(users[0]!, 'first_name:zoe adams')).toBe(true);
    expect(matchesSearch(users[1]!, 'email:u2@')).toBe(true);
    expect(matchesSearch(users[1]!, 'bob')).toBe(true);
    expect(matchesSearch(users[1]!, 'unknown_field:x')).toBe(true);
    expect(matchesSearch(users[1]!, undefined)).toBe(true);
  });

  it('filters by created date (inclusive days) and by groups (any of)', () => {
    expect(createdWithin('2024-03-10T23:59:59Z', '2024-03-10', '2024-03-10')).toBe(true);
    expect(createdWithin('2024-03-11T00:00:00Z', undefined, '2024-03-10')).toBe(false);
    expect(filterUsers(users, { start: '2024-02-01', end: '2024-03-10' }).map((u) => u.user_id)).toEqual(['u2', 'u3']);
    const memberships = new Map([
      ['u1', ['g1']],
      ['u3', ['g2', 'g3']],
    ]);
    expect(filterUsers(users, { groups: ['g3', 'g9'], memberships }).map((u) => u.user_id)).toEqual(['u3']);
    expect(filterUsers(users, { groups: [], memberships }).map((u) => u.user_id)).toEqual(['u1', 'u2', 'u3']);
  });

  it('orders by the allowed fields, newest first by default, missing last logins last', () => {
    expect(sortUsers(users).map((u) => u.user_id)).toEqual(['u3', 'u2', 'u1']);
    expect(sortUsers(users, 'first_name', 'asc').map((u) => u.first_name)).toEqual(['Ann', 'bob', 'Zoë']);
    expect(sortUsers(users, 'last_name', 'desc').map((u) => u.last_name)).toEqual(['Zoeller', 'Young', 'Adams']);
    expect(sortUsers(users, 'last_login', 'desc').map((u) => u.user_id)).toEqual(['u3', 'u1', 'u2']);
    expect(sortUsers(users, 'last_login', 'asc').map((u) => u.user_id)).toEqual(['u1', 'u3', 'u2']);
    // An unknown field falls back to the default order instead of failing.
    expect(sortUsers(users, 'password_hash').map((u) => u.user_id)).toEqual(['u3', 'u2', 'u1']);
  });
});
