import { describe, expect, it } from 'vitest';
import { planGroupSync } from './group-sync-plan';

const map = [
  { idp_group: 'Warehouse', group_id: 'g-warehouse' },
  { idp_group: 'Managers', group_id: 'g-managers' },
  { idp_group: 'all-staff', group_id: 'g-all' },
  { idp_group: 'Everyone', group_id: 'g-all' },
];

describe('group sync after an SSO sign-in', () => {
  it('joins the mapped groups the IdP lists, ignoring case and spaces', () => {
    expect(planGroupSync(map, [' warehouse', 'ALL-STAFF', 'Unmapped'], [])).toEqual({
      join: ['g-warehouse', 'g-all'],
      leave: [],
    });
  });

  it('leaves the mapped groups the IdP no longer lists, and never an unmapped group', () => {
    expect(planGroupSync(map, ['Warehouse'], ['g-warehouse', 'g-managers', 'g-admins-own'])).toEqual({
      join: [],
      leave: ['g-managers'],
    });
  });

  it('keeps a group two IdP groups map to while either is listed', () => {
    expect(planGroupSync(map, ['Everyone'], ['g-all'])).toEqual({ join: [], leave: [] });
    expect(planGroupSync(map, [], ['g-all', 'g-own'])).toEqual({ join: [], leave: ['g-all'] });
  });

  it('changes nothing when the memberships already match', () => {
    expect(planGroupSync(map, ['Warehouse', 'Managers'], ['g-managers', 'g-warehouse'])).toEqual({
      join: [],
      leave: [],
    });
    expect(planGroupSync([], ['Warehouse'], ['g-warehouse'])).toEqual({ join: [], leave: [] });
  });
});
