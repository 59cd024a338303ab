/**
 * A course's playlists from the course's side (what the course form's Playlists field needs): reading them, and
 * putting the course in exactly the named playlists, with the playlists' users following.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson } from '../../../test/factories/people';
import { getEnrolments } from '../delivery/enrolment/enrolment-repository';
import { playlistSource } from '../delivery/enrolment/enrolment-rules';
import { setEventTransport } from '../platform/events/publish-event';
import { listCoursePlaylistIds, setCoursePlaylists } from './course-playlists';

describe('course playlists', () => {
  let token: string;
  let companyId: string;
  let courseId: string;
  const playlists: string[] = [];

  beforeAll(async () => {
    // In process there is no bus: the course.assigned of the users the playlists newly enrol goes nowhere.
    setEventTransport(async () => undefined);
    const admin = await registerCompany();
    token = admin.token;
    companyId = admin.user.company_id;
    courseId = (await createCourse(token, { name: 'Shared course' })).id;
    await addLink(token, courseId);
    for (const name of ['First', 'Second']) {
      const created = await call('POST', '/v1/channels', { token, body: { name, icon: 'book' } });
      playlists.push(created.body.data.id);
    }
  });

  it('puts the course in exactly the named playlists; their users follow', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'course-side');
    await call('POST', `/v1/channel/assign/${playlists[0]}`, { token, body: { assign_users: [person.id] } });

    await setCoursePlaylists(companyId, courseId, [playlists[0]!, playlists[1]!]);
    expect((await listCoursePlaylistIds(companyId, courseId)).sort()).toEqual([...playlists].sort());
    const target = { type: 'course' as const, id: courseId };
    const held = async () =>
      (await getEnrolments(companyId, [{ userId: person.id, target }])).values().next().value?.sources;
    expect(await held()).toEqual({ [playlistSource(playlists[0]!)]: '' });

    await setCoursePlaylists(companyId, courseId, [playlists[1]!]);
    expect(await listCoursePlaylistIds(companyId, courseId)).toEqual([playlists[1]]);
    expect(await held()).toBeUndefined();

    // A repeat changes nothing; an unknown playlist is refused.
    await setCoursePlaylists(companyId, courseId, [playlists[1]!]);
    expect(await listCoursePlaylistIds(companyId, courseId)).toEqual([playlists[1]]);
    await expect(setCoursePlaylists(companyId, courseId, ['no-such-playlist'])).rejects.toMatchObject({
      errors: { channels: [MSG.PLAYLISTS_INVALID] },
    });
  });
});
