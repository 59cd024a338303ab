import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import type { TEnrolmentItem } from './enrolment-repository';
import { enrolmentKey } from './enrolment-repository';
import { countOf } from './individual-assignment';
import { assertHandOut, planPlaylistAssignment, presentTeamPlaylist } from './team-playlist-rules';

function enrolment(userId: string, playlistId: string, sources: Record<string, string>): TEnrolmentItem {
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

const target = (id: string) => ({ type: 'channel' as const, id });
const playlist = { id: 'p1', name: 'Induction', published: true, total_modules: 2 };

describe('team playlist rules', () => {
  it('marks group-only enrolments and playlists the caller may not hand out as disabled', () => {
    expect(presentTeamPlaylist(playlist, enrolment('u1', 'p1', { 'group:g1': '' }), true)).toMatchObject({
      enrolled: true,
      individual: false,
      disabled: true,
    });
    expect(presentTeamPlaylist(playlist, enrolment('u1', 'p1', { individual: '' }), true)).toMatchObject({
      individual: true,
      disabled: false,
    });
    expect(presentTeamPlaylist({ ...playlist, published: false }, undefined, false)).toMatchObject({
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
    expect(() => assertHandOut(['p1'], playlists, published, 'assign_playlists')).not.toThrow();
    expect(() => assertHandOut(['p2'], playlists, published, 'assign_playlists')).toThrow(MSG.PLAYLIST_UNPUBLISHED);
    expect(() => assertHandOut(['p9'], playlists, published, 'assign_playlists')).toThrow(MSG.PLAYLISTS_INVALID);
  });

  it('plans individual sources: repeats change nothing, group-only enrolments cannot be unassigned', () => {
    const enrolments = new Map([
      [enrolmentKey('u1', target('p1')), enrolment('u1', 'p1', { individual: '' })],
      [enrolmentKey('u2', target('p2')), enrolment('u2', 'p2', { 'group:g1': '' })],
    ]);
    const plan = planPlaylistAssignment({ userIds: ['u1', 'u2'], assign: ['p1'], unassign: [], enrolments });
    expect(countOf(plan.assigned)).toBe(1);
    expect(plan.changes).toEqual([
      { userId: 'u2', target: target('p1'), change: { op: 'add', source: 'individual', deadline: null } },
    ]);
    expect(() => planPlaylistAssignment({ userIds: ['u2'], assign: [], unassign: ['p2'], enrolments })).toThrow(
      MSG.PLAYLIST_THROUGH_GROUP,
    );
    const removal = planPlaylistAssignment({ userIds: ['u1', 'u2'], assign: [], unassign: ['p1'], enrolments });
    expect(countOf(removal.unassigned)).toBe(1);
  });

  it("names, per playlist, the users a plan assigns and unassigns (the events' payload)", () => {
    const enrolments = new Map([[enrolmentKey('u1', target('p2')), enrolment('u1', 'p2', { individual: '' })]]);
    const plan = planPlaylistAssignment({ userIds: ['u1', 'u2'], assign: ['p1'], unassign: ['p2'], enrolments });
    expect(plan.assigned).toEqual(new Map([['p1', ['u1', 'u2']]]));
    expect(plan.unassigned).toEqual(new Map([['p2', ['u1']]]));
  });
});
