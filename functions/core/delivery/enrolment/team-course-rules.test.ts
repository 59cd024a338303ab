import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import type { TEnrolmentItem } from './enrolment-repository';
import { userItem } from '../../people/users/user-fixture.test-helper';
import { canAssignCourses } from '../../people/team/policy';
import { countOf } from './individual-assignment';
import { assertAssignable, planAssignment, presentTeamCourse } from './team-course-rules';

function course(id: string, published: boolean): TCourseItem {
  return { company_id: 'c1', course_id: id, name: `Course ${id}`, published } as TCourseItem;
}

function enrolment(userId: string, courseId: string, sources: Record<string, string>): TEnrolmentItem {
  return {
    company_id: 'c1',
    target_type: 'course',
    target_id: courseId,
    user_id: userId,
    sources,
    deadline: Object.values(sources).filter(Boolean).sort()[0] ?? '',
    enrolled_at: '2026-01-01T00:00:00.000Z',
    version: 1,
  } as TEnrolmentItem;
}

const enrolments = (...items: TEnrolmentItem[]) =>
  new Map(items.map((item) => [`course#${item.target_id}#${item.user_id}`, item]));

describe('team course rules', () => {
  it('presents a course: group-only enrolments and unpublished unassigned courses cannot be ticked', () => {
    expect(presentTeamCourse(course('a', true), undefined)).toEqual({
      id: 'a',
      name: 'Course a',
      published: true,
      enrolled: false,
      individual: false,
      disabled: false,
      deadline: null,
    });
    expect(presentTeamCourse(course('b', false), undefined).disabled).toBe(true);
    const viaGroup = presentTeamCourse(course('a', true), enrolment('u1', 'a', { 'group:g1': '2030-01-31' }));
    expect(viaGroup).toMatchObject({ enrolled: true, individual: false, disabled: true, deadline: '2030-01-31' });
    const mixed = presentTeamCourse(course('b', false), enrolment('u1', 'b', { individual: '', 'group:g1': '' }));
    // Enrolled on a course unpublished later: it can still be unassigned.
    expect(mixed).toMatchObject({ enrolled: true, individual: true, disabled: false, published: false });
  });

  it('assigns only published courses of the company, naming the field', () => {
    const courses = new Map([course('a', true), course('b', false)].map((c) => [c.course_id, c]));
    expect(() => assertAssignable(['a'], courses, 'assign_courses')).not.toThrow();
    expect(() => assertAssignable(['b'], courses, 'assign_courses')).toThrow(
      expect.objectContaining({ code: 'VALIDATION', errors: { assign_courses: [MSG.TEAM_COURSE_UNPUBLISHED] } }),
    );
    expect(() => assertAssignable(['elsewhere'], courses, 'assign_courses')).toThrow(
      expect.objectContaining({ errors: { assign_courses: [MSG.TEAM_COURSES_INVALID] } }),
    );
  });

  it('plans individual sources: existing ones are kept, missing ones are already unassigned', () => {
    const plan = planAssignment({
      userIds: ['u1', 'u2'],
      assign: ['a'],
      unassign: ['b'],
      enrolments: enrolments(
        enrolment('u1', 'a', { individual: '2031-01-01' }),
        enrolment('u1', 'b', { individual: '', 'group:g1': '' }),
        enrolment('u2', 'a', { 'group:g1': '' }),
      ),
    });
    expect(plan.changes).toEqual([
      { userId: 'u1', target: { type: 'course', id: 'b' }, change: { op: 'remove', source: 'individual' } },
      {
        userId: 'u2',
        target: { type: 'course', id: 'a' },
        change: { op: 'add', source: 'individual', deadline: null },
      },
    ]);
    expect([...plan.assigned]).toEqual([['a', ['u2']]]);
    expect([...plan.unassigned]).toEqual([['b', ['u1']]]);
    expect(countOf(plan.assigned) + countOf(plan.unassigned)).toBe(2);
  });

  it('refuses to unassign an enrolment held only through a group or playlist', () => {
    for (const sources of [{ 'group:g1': '' }, { 'channel:p1': '' }] as Record<string, string>[]) {
      expect(() =>
        planAssignment({
          userIds: ['u1'],
          assign: [],
          unassign: ['a'],
          enrolments: enrolments(enrolment('u1', 'a', sources)),
        }),
      ).toThrow(expect.objectContaining({ errors: { unassign_courses: [MSG.TEAM_COURSE_THROUGH_GROUP] } }));
    }
  });

  it('lets a manager assign their own active learners only, the administrator any active user', () => {
    const manager = { roleId: ROLE.MANAGER, userId: 'm1' } as const;
    const admin = { roleId: ROLE.ADMIN, userId: 'a1' } as const;
    const member = userItem({ user_id: 'u1', manager_id: 'm1' });
    const other = userItem({ user_id: 'u2', manager_id: 'm2' });
    const archived = userItem({ user_id: 'u3', manager_id: 'm1', is_archived: 1 });
    const self = userItem({ user_id: 'm1', role_id: ROLE.MANAGER });
    expect(canAssignCourses(manager, member)).toBe(true);
    for (const user of [other, archived, self]) expect(canAssignCourses(manager, user)).toBe(false);
    expect(canAssignCourses(admin, other)).toBe(true);
    expect(canAssignCourses(admin, archived)).toBe(false);
    expect(canAssignCourses({ roleId: ROLE.USER, userId: 'u1' }, member)).toBe(false);
  });
});
