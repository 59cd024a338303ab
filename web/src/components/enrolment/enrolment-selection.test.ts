import { describe, expect, it } from 'vitest';
import { enrolSubmitLabel } from './enrolment-selection';

const none = { users: 0, groups: 0, groupMembers: 0, enrolAll: false };

describe('the enrol button', () => {
  it('names what it will do, not "Selected Users" when only groups are ticked', () => {
    expect(enrolSubmitLabel('Enrol Selected Users', { ...none, groups: 2, groupMembers: 14 })).toBe(
      'Enrol 2 groups (14 people)',
    );
    expect(enrolSubmitLabel('Enrol Selected Users', { ...none, groups: 1, groupMembers: 1 })).toBe(
      'Enrol 1 group (1 person)',
    );
    expect(enrolSubmitLabel('Enrol Selected Users', { ...none, users: 3 })).toBe('Enrol 3 users');
    expect(enrolSubmitLabel('Enrol Selected Users', { ...none, users: 1, groups: 2, groupMembers: 9 })).toBe(
      'Enrol 1 user and 2 groups',
    );
    expect(enrolSubmitLabel('Enrol Selected Users', { ...none, users: 2, enrolAll: true })).toBe('Enrol All Users');
  });

  it("keeps the panel's own label with nothing ticked (pressing it explains)", () => {
    expect(enrolSubmitLabel('Enrol Selected', none)).toBe('Enrol Selected');
  });
});
