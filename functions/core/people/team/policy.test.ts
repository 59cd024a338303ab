import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { userItem } from '../users/user-fixture.test-helper';
import { assertCanNudgeUser, assertCanSeeUser, canEmailUser, canSeeUser, isTeamMember } from './policy';
import { teamProblem } from './save-team';

const manager = { roleId: ROLE.MANAGER, userId: 'm1' } as const;
const admin = { roleId: ROLE.ADMIN, userId: 'a1' } as const;
const learner = { roleId: ROLE.USER, userId: 'l1' } as const;
const member = userItem({ user_id: 'u1', manager_id: 'm1' });
const otherTeam = userItem({ user_id: 'u2', manager_id: 'm2' });
const noTeam = userItem({ user_id: 'u3' });
const archivedMember = userItem({ user_id: 'u4', manager_id: 'm1', is_archived: 1 });
const promotedMember = userItem({ user_id: 'u5', manager_id: 'm1', role_id: ROLE.MANAGER });
const self = userItem({ user_id: 'm1', role_id: ROLE.MANAGER });

describe('team policy', () => {
  it('a manager sees themself and the active learners of their own team only', () => {
    expect(canSeeUser(manager, member)).toBe(true);
    expect(canSeeUser(manager, self)).toBe(true);
    for (const user of [otherTeam, noTeam, archivedMember, promotedMember])
      expect(canSeeUser(manager, user)).toBe(false);
    expect(isTeamMember('m1', promotedMember)).toBe(false);
  });

  it('the administrator sees everyone, a learner only themself, and denials are 404s', () => {
    for (const user of [member, otherTeam, noTeam, archivedMember]) expect(canSeeUser(admin, user)).toBe(true);
    expect(canSeeUser(learner, userItem({ user_id: 'l1' }))).toBe(true);
    expect(canSeeUser(learner, member)).toBe(false);
    expect(() => assertCanSeeUser(manager, otherTeam)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    expect(() => assertCanSeeUser(admin, undefined)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('emails go to the team (manager) or any active user (administrator), never oneself', () => {
    expect(canEmailUser(manager, member)).toBe(true);
    expect(canEmailUser(manager, noTeam)).toBe(false);
    expect(canEmailUser(admin, noTeam)).toBe(true);
    expect(canEmailUser(admin, archivedMember)).toBe(false);
    expect(canEmailUser(admin, userItem({ user_id: 'a1', role_id: ROLE.ADMIN }))).toBe(false);
  });

  it('a nudge goes where an email may: anyone else is a 404', () => {
    expect(assertCanNudgeUser(manager, member)).toBe(member);
    expect(assertCanNudgeUser(admin, noTeam)).toBe(noTeam);
    for (const [auth, user] of [
      [manager, otherTeam],
      [manager, noTeam],
      [manager, archivedMember],
      [manager, promotedMember],
      [learner, member],
      [admin, undefined],
    ] as const)
      expect(() => assertCanNudgeUser(auth, user)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('a team is made of active learners of the company, never the manager', () => {
    const users = new Map<string, TUserItem>(
      [member, otherTeam, noTeam, archivedMember, promotedMember, self].map((user) => [user.user_id, user]),
    );
    expect(teamProblem('m1', ['u1', 'u2', 'u3'], users)).toBeUndefined();
    expect(teamProblem('m1', ['m1'], users)).toBe(MSG.TEAM_SELF);
    expect(teamProblem('m1', ['u4'], users)).toBe(MSG.TEAM_OTHER_COMPANY);
    expect(teamProblem('m1', ['u5'], users)).toBe(MSG.TEAM_OTHER_COMPANY);
    expect(teamProblem('m1', ['someone-elses'], users)).toBe(MSG.TEAM_OTHER_COMPANY);
  });
});
