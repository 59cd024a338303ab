import { describe, expect, it } from 'vitest';
import { ADMINS, ADMINS_AND_MANAGERS, COMPANY_ROLES, SUPER_ADMINS } from './access';
import { isLearnerPathOperation } from './learner-path';
import { operations } from './operations';

describe('isLearnerPathOperation', () => {
  it('holds a learner or a manager may call, and any signed-in or public call that is not a service', () => {
    expect(isLearnerPathOperation({ access: COMPANY_ROLES, tag: 'Learning' })).toBe(true);
    expect(isLearnerPathOperation({ access: ADMINS_AND_MANAGERS, tag: 'My Team' })).toBe(true);
    expect(isLearnerPathOperation({ access: 'authenticated', tag: 'Notifications' })).toBe(true);
    expect(isLearnerPathOperation({ access: 'public', tag: 'Auth' })).toBe(true);
    expect(isLearnerPathOperation({ access: 'public', tag: 'Billing' })).toBe(false);
    expect(isLearnerPathOperation({ access: 'public', tag: 'SCIM' })).toBe(false);
    expect(isLearnerPathOperation({ access: ADMINS, tag: 'Courses' })).toBe(false);
    expect(isLearnerPathOperation({ access: SUPER_ADMINS, tag: 'Companies' })).toBe(false);
  });

  it("puts the issue's learner and manager operations on the path, and billing off it", () => {
    const on = [
      operations['auth.login'],
      operations['learning.myCourses'],
      operations['packagePlayer.open'],
      operations['learning.updateLastTime'],
      operations['testTaking.submit'],
      operations['certificates.get'],
      operations['team.list'],
      operations['notifications.list'],
    ];
    for (const operation of on) expect(isLearnerPathOperation(operation), operation.id).toBe(true);
    for (const operation of [
      operations['billing.subscribe'],
      operations['billing.webhook'],
      operations['companies.list'],
    ]) {
      expect(isLearnerPathOperation(operation), operation.id).toBe(false);
    }
  });
});
