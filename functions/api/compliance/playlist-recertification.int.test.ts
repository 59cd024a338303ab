/**
 * A programme's recertification against the running local stack: the same settings on every course of a playlist,
 * the impact summed over its courses, recalculation of a certified learner's expiry, a renewal course from inside the
 * playlist refused, an empty playlist 422, another company's playlist 404, administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { addMonths } from '@skillway/shared/rules/recertification';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { createPlaylist } from '../../../test/factories/playlists';
import { accessAllMaterial, enrolOnCourse } from '../../../test/factories/test-taking';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { londonDay } from '../../core/platform/format/calendar-day';

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let fireId: string;
let firstAidId: string;
let refresherId: string;
let playlistId: string;
let emptyPlaylistId: string;
let strangerPlaylistId: string;
let ada: TPerson;
let managerToken: string;
let learnerToken: string;

const yearly = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 0,
} as const;

const settingsPath = (id: string) => `/v1/playlists/${id}/recertification`;
const impactPath = (id: string) => `/v1/playlists/${id}/recertification/impact`;

async function recertificationOf(courseId: string) {
  return (await call('GET', `/v1/courses/${courseId}`, { token: owner.token })).body.data.recertification;
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany({ company_name: 'Programme Widgets Ltd' });
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  fireId = (await createCourse(owner.token, { name: 'Fire Safety' })).id;
  firstAidId = (await createCourse(owner.token, { name: 'First Aid' })).id;
  refresherId = (await createCourse(owner.token, { name: 'Fire Safety Refresher' })).id;
  await addLink(owner.token, fireId);
  playlistId = await createPlaylist(owner.token, 'Health and Safety Programme', [fireId, firstAidId]);
  emptyPlaylistId = await createPlaylist(owner.token, 'Nothing Yet');
  const strangerCourse = (await createCourse(stranger.token, { name: 'Elsewhere' })).id;
  strangerPlaylistId = await createPlaylist(stranger.token, 'Elsewhere Programme', [strangerCourse]);
  ada = await addPerson(companyId, ROLE.USER, 'Ada');
  const manager = await addPerson(companyId, ROLE.MANAGER, 'Manager');
  await enrolOnCourse(owner.token, fireId, [ada.id]);
  // Completed before the course had settings: a certificate that never expires, until recalculated.
  await accessAllMaterial(companyId, fireId, ada.id, USER_COURSE_STATE.COMPLETE);
  [managerToken, learnerToken] = await Promise.all([signIn(manager), signIn(ada)]);
});
afterAll(() => setEventTransport(async () => undefined));

describe("a playlist's recertification", () => {
  it("is for the administrator of the playlist's company only", async () => {
    for (const token of [managerToken, learnerToken]) {
      expect((await call('PUT', settingsPath(playlistId), { token, body: yearly })).status).toBe(403);
      expect((await call('POST', impactPath(playlistId), { token, body: yearly })).status).toBe(403);
    }
    expect((await call('PUT', settingsPath(strangerPlaylistId), { token: owner.token, body: yearly })).status).toBe(
      404,
    );
    expect((await call('POST', impactPath(strangerPlaylistId), { token: owner.token, body: yearly })).status).toBe(404);
    expect((await call('PUT', settingsPath(playlistId), { token: stranger.token, body: yearly })).status).toBe(404);
    expect(await recertificationOf(fireId)).toBeNull();
  });

  it('refuses an empty playlist and a renewal course from inside the playlist, saving nothing', async () => {
    for (const path of [settingsPath(emptyPlaylistId), impactPath(emptyPlaylistId)]) {
      const empty = await call(path.endsWith('impact') ? 'POST' : 'PUT', path, { token: owner.token, body: yearly });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ id: [COMPLIANCE_MESSAGES.PLAYLIST_EMPTY] });
    }
    const inside = await call('PUT', settingsPath(playlistId), {
      token: owner.token,
      body: { ...yearly, renewal_course_id: firstAidId },
    });
    expect(inside.status).toBe(422);
    expect(inside.body.errors).toEqual({ renewal_course_id: [COMPLIANCE_MESSAGES.RENEWAL_COURSE_SELF] });
    expect(await recertificationOf(fireId)).toBeNull();
    expect(await recertificationOf(firstAidId)).toBeNull();
  });

  it('counts the certificates of all its courses that the settings would change', async () => {
    const impact = await call('POST', impactPath(playlistId), { token: owner.token, body: yearly });
    expect(impact.status).toBe(200);
    expect(impact.body).toEqual({ data: { certificates: 1, changed: 1 } });
  });

  it('saves the settings on every course, and issued certificates keep their expiry', async () => {
    const saved = await call('PUT', settingsPath(playlistId), {
      token: owner.token,
      body: { ...yearly, renewal_course_id: refresherId },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: COMPLIANCE_MESSAGES.PLAYLIST_SAVED(2),
      data: { courses: 2, recalculated: 0 },
    });
    expect(saved.body.message).toBe('Recertification settings saved on 2 courses.');
    const expected = {
      ...yearly,
      expiry_date: null,
      anniversary: null,
      renewal_course_id: refresherId,
      renewal_external_type: null,
    };
    expect(await recertificationOf(fireId)).toEqual(expected);
    expect(await recertificationOf(firstAidId)).toEqual(expected);
    expect(await recertificationOf(refresherId)).toBeNull();
    expect((await getCourseEnrolment(companyId, fireId, ada.id)).expires_on).toBeUndefined();
  });

  it("with recalculate, moves the certified learner's expiry", async () => {
    const body = { ...yearly, months: 24 };
    expect((await call('POST', impactPath(playlistId), { token: owner.token, body })).body.data).toEqual({
      certificates: 1,
      changed: 1,
    });
    const moved = await call('PUT', settingsPath(playlistId), {
      token: owner.token,
      body: { ...body, recalculate: true },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      message: 'Recertification settings saved on 2 courses. 1 certificate recalculated.',
      data: { courses: 2, recalculated: 1 },
    });
    const enrolment = await getCourseEnrolment(companyId, fireId, ada.id);
    expect(enrolment.expires_on).toBe(addMonths(londonDay(enrolment.completed_at!), 24));
    expect((await recertificationOf(firstAidId)).months).toBe(24);
    // Nothing left to change.
    expect((await call('POST', impactPath(playlistId), { token: owner.token, body })).body.data).toEqual({
      certificates: 1,
      changed: 0,
    });
  });
});
