import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { enrolmentKey, type TEnrolmentItem } from './enrolment-repository';
import { userItem } from '../../people/users/user-fixture.test-helper';
import { canAssignCourses } from '../../people/team/policy';
import { TEAM_COURSES, TEAM_PLAYLISTS, type TAssignable } from './team-assignment-kinds';
import { assertHandOut, countOf, planAssignment, presentTeamRow } from './team-assignment-rules';

function course(id: string, published: boolean): TAssignable {
  return { id, name: `Course ${id}`, published };
}

const manager = { roleId: ROLE.MANAGER } as const;
const mayHandOutCourse = (item: TAssignable) => TEAM_COURSES.mayHandOut(manager, item);
const presentTeamCourse = (item: TAssignable, enrolment: TEnrolmentItem | undefined) =>
  presentTeamRow(TEAM_COURSES, item, enrolment, mayHandOutCourse(item));
const assertAssignable = (ids: string[], courses: ReadonlyMap<string, TAssignable>) =>
  assertHandOut(TEAM_COURSES, ids, courses, mayHandOutCourse);

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

describe('team assignment rules: courses', () => {
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
    const courses = new Map([course('a', true), course('b', false)].map((c) => [c.id, c]));
    expect(() => assertAssignable(['a'], courses)).not.toThrow();
    expect(() => assertAssignable(['b'], courses)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', errors: { assign_courses: [MSG.TEAM_COURSE_UNPUBLISHED] } }),
    );
    expect(() => assertAssignable(['elsewhere'], courses)).toThrow(
      expect.objectContaining({ errors: { assign_courses: [MSG.TEAM_COURSES_INVALID] } }),
    );
  });

  it('plans individual sources: existing ones are kept, missing ones are already unassigned', () => {
    const plan = planAssignment(TEAM_COURSES, {
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

  it("gives the new individual sources the call's deadline, and leaves existing ones theirs", () => {
    const plan = planAssignment(TEAM_COURSES, {
      userIds: ['u1', 'u2'],
      assign: ['a'],
      unassign: [],
      enrolments: enrolments(enrolment('u1', 'a', { individual: '2031-01-01' })),
      deadline: '2031-06-30',
    });
    expect(plan.changes).toEqual([
      {
        userId: 'u2',
        target: { type: 'course', id: 'a' },
        change: { op: 'add', source: 'individual', deadline: '2031-06-30' },
      },
    ]);
    expect([...plan.assigned]).toEqual([['a', ['u2']]]);
  });

  it('refuses to unassign an enrolment held only through a group or playlist', () => {
    for (const sources of [{ 'group:g1': '' }, { 'channel:p1': '' }] as Record<string, string>[]) {
      expect(() =>
        planAssignment(TEAM_COURSES, {
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

function playlistEnrolment(userId: string, playlistId: string, sources: Record<string, string>): TEnrolmentItem {
  return {
    company_id: 'c1',
    target_type: 'channel',
    target_id: playlistId,
    user_id: userId,
    sources,
    deadline: '',
    enrolled_at: '2030-01-01T00:00:00.000Z',
    version: 1,
    gsi1pk: '',
    gsi1sk: '',
    updated_at: '',
  } as TEnrolmentItem;
}

const playlistTarget = (id: string) => ({ type: 'channel' as const, id });
const playlist = { id: 'p1', name: 'Induction', published: true, total_modules: 2 };

describe('team assignment rules: playlists', () => {
  it('marks group-only enrolments and playlists the caller may not hand out as disabled', () => {
    expect(
      presentTeamRow(TEAM_PLAYLISTS, playlist, playlistEnrolment('u1', 'p1', { 'group:g1': '' }), true),
    ).toMatchObject({
      enrolled: true,
      individual: false,
      disabled: true,
    });
    expect(
      presentTeamRow(TEAM_PLAYLISTS, playlist, playlistEnrolment('u1', 'p1', { individual: '' }), true),
    ).toMatchObject({
      individual: true,
      disabled: false,
    });
    expect(presentTeamRow(TEAM_PLAYLISTS, { ...playlist, published: false }, undefined, false)).toMatchObject({
      enrolled: false,
      disabled: true,
    });
  });

  it('refuses unknown playlists and those the caller may not hand out', () => {
    const playlists = new Map([
      ['p1', playlist],
      ['p2', { ...playlist, id: 'p2', published: false }],
    ]);
    const published = (p: { published: boolean }) => p.published;
    expect(() => assertHandOut(TEAM_PLAYLISTS, ['p1'], playlists, published)).not.toThrow();
    expect(() => assertHandOut(TEAM_PLAYLISTS, ['p2'], playlists, published)).toThrow(MSG.PLAYLIST_UNPUBLISHED);
    expect(() => assertHandOut(TEAM_PLAYLISTS, ['p9'], playlists, published)).toThrow(MSG.PLAYLISTS_INVALID);
  });

  it('plans individual sources: repeats change nothing, group-only enrolments cannot be unassigned', () => {
    const enrolments = new Map([
      [enrolmentKey('u1', playlistTarget('p1')), playlistEnrolment('u1', 'p1', { individual: '' })],
      [enrolmentKey('u2', playlistTarget('p2')), playlistEnrolment('u2', 'p2', { 'group:g1': '' })],
    ]);
    const plan = planAssignment(TEAM_PLAYLISTS, { userIds: ['u1', 'u2'], assign: ['p1'], unassign: [], enrolments });
    expect(countOf(plan.assigned)).toBe(1);
    expect(plan.changes).toEqual([
      { userId: 'u2', target: playlistTarget('p1'), change: { op: 'add', source: 'individual', deadline: null } },
    ]);
    expect(() => planAssignment(TEAM_PLAYLISTS, { userIds: ['u2'], assign: [], unassign: ['p2'], enrolments })).toThrow(
      MSG.PLAYLIST_THROUGH_GROUP,
    );
    const removal = planAssignment(TEAM_PLAYLISTS, { userIds: ['u1', 'u2'], assign: [], unassign: ['p1'], enrolments });
    expect(countOf(removal.unassigned)).toBe(1);
  });

  it("names, per playlist, the users a plan assigns and unassigns (the events' payload)", () => {
    const enrolments = new Map([
      [enrolmentKey('u1', playlistTarget('p2')), playlistEnrolment('u1', 'p2', { individual: '' })],
    ]);
    const plan = planAssignment(TEAM_PLAYLISTS, {
      userIds: ['u1', 'u2'],
      assign: ['p1'],
      unassign: ['p2'],
      enrolments,
    });
    expect(plan.assigned).toEqual(new Map([['p1', ['u1', 'u2']]]));
    expect(plan.unassigned).toEqual(new Map([['p2', ['u1']]]));
  });
});
