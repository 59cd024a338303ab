import type { TTenants } from '../../support/tenants';
import { call, expectOk } from '../../factories/http';
import { pdfFile, uploadFile } from '../../factories/courses';
import { freshCourse } from './course-fixtures';
import { freshPublishedCourse } from './fresh-records';
import { victim } from './user-samples';
import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  ADMIN_OR_MANAGER,
  ADMIN_OR_MANAGER_RECORD,
  type TDomainMatrix,
  type TExpectation,
  type TSample,
} from './matrix-types';
/** Every company role reads playlists (each sees what its role may); the super administrator has none (403). */
const COMPANY_READERS: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};
const COMPANY_READERS_RECORD: TExpectation = { ...COMPANY_READERS, otherCompany: 'deny' };

/** Company A's published playlist (one published course on level 1) with A's learner enrolled, made once. */
interface TPlaylistFixture {
  playlistId: string;
  courseId: string;
  assetId: string;
}

let standing: Promise<TPlaylistFixture> | undefined;

export function playlistFixture(tenants: TTenants): Promise<TPlaylistFixture> {
  standing ??= (async () => {
    const token = tenants.a.admin.token!;
    const courseId = await freshCourse(tenants);
    await expectOk(call('POST', `/v1/course/publish/${courseId}`, { token }), 'publish');
    const playlistId = (
      await expectOk(
        call('POST', '/v1/channels', {
          token,
          body: { name: 'Matrix playlist', thumbnailOption: 'icon', icon: 'book' },
        }),
        'create playlist',
      )
    ).data.id;
    await expectOk(
      call('POST', `/v1/channel/modules/${playlistId}`, { token, body: { modules: [courseId] } }),
      'modules',
    );
    await expectOk(
      call('POST', `/v1/channel/assign/${playlistId}`, { token, body: { assign_users: [tenants.a.learner.userId!] } }),
      'enrol',
    );
    const s3_url = await uploadFile(token, 'playlist-material', await pdfFile('Matrix.pdf'));
    const assetId = (
      await expectOk(
        call('POST', '/v1/channel/asset', { token, body: { channel_id: playlistId, title: 'Matrix', s3_url } }),
        'asset',
      )
    ).data.id;
    return { playlistId, courseId, assetId };
  })();
  return standing;
}

/** A playlist of company A for a row that deletes one. */
async function freshPlaylist(tenants: TTenants): Promise<string> {
  const created = await expectOk(
    call('POST', '/v1/channels', {
      token: tenants.a.admin.token!,
      body: { name: 'Matrix fresh playlist', thumbnailOption: 'icon', icon: 'star' },
    }),
    'fresh playlist',
  );
  return created.data.id;
}

const onPlaylist: TSample = async ({ tenants }) => ({ params: { id: (await playlistFixture(tenants)).playlistId } });
const onPlaylistList: TSample = async ({ tenants }) => ({
  params: { id: (await playlistFixture(tenants)).playlistId },
  query: { page: '1', limit: '5', search: 'name:a' },
});
const onTeamMember: TSample = ({ tenants }) => ({
  params: { id: tenants.a.learner.userId ?? 'nobody' },
  query: { page: '1', limit: '5', search: 'name:a' },
});

export const playlistsMatrix: TDomainMatrix = {
  expectations: {
    'playlists.list': COMPANY_READERS,
    // A's learner is enrolled on the published fixture and A's manager sees published playlists: B's get 404.
    'playlists.get': COMPANY_READERS_RECORD,
    'playlists.mine': COMPANY_READERS,
    'playlists.create': ADMIN_ONLY,
    'playlists.update': ADMIN_ONLY_RECORD,
    'playlists.delete': ADMIN_ONLY_RECORD,
    'playlists.addCourse': ADMIN_ONLY_RECORD,
    'playlists.saveModules': ADMIN_ONLY_RECORD,
    'playlists.courseOrder': ADMIN_ONLY_RECORD,
    'playlists.assign': ADMIN_ONLY_RECORD,
    'playlists.addAsset': ADMIN_ONLY_RECORD,
    'playlists.removeAsset': ADMIN_ONLY_RECORD,
    'playlists.enrolledUsers': ADMIN_ONLY_RECORD,
    'playlists.unenrolledUsers': ADMIN_ONLY_RECORD,
    'playlists.allUsers': ADMIN_ONLY_RECORD,
    'playlists.enrolledGroups': ADMIN_ONLY_RECORD,
    'playlists.unenrolledGroups': ADMIN_ONLY_RECORD,
    'playlists.userEnrolled': ADMIN_OR_MANAGER_RECORD,
    'playlists.userUnenrolled': ADMIN_OR_MANAGER_RECORD,
    'playlists.enrolUser': ADMIN_OR_MANAGER_RECORD,
    // The users are a body list: another company's are refused with a 422 on `users` (functions/api/playlists tests).
    'playlists.enrolUsers': ADMIN_OR_MANAGER,
  },
  samples: {
    'playlists.list': () => ({ query: { page: '1', limit: '5', search: 'name:matrix', include: 'publishedmodules' } }),
    'playlists.get': async ({ tenants }) => ({
      params: { id: (await playlistFixture(tenants)).playlistId },
      query: { include: 'publishedmodules,supplementalMaterial' },
    }),
    'playlists.mine': () => ({ query: { page: '1', limit: '5' } }),
    // Refused as 422 (no icon): the point is who gets past authorization.
    'playlists.create': () => ({ body: { name: 'Matrix', thumbnailOption: 'icon' } }),
    'playlists.update': async ({ tenants }) => ({
      params: { id: (await playlistFixture(tenants)).playlistId },
      body: { description: '<p>Matrix</p>' },
    }),
    'playlists.delete': async ({ tenants }) => ({ params: { id: await freshPlaylist(tenants) } }),
    // A course the playlist does not hold yet (only company A's administrator may add one: no record for others).
    'playlists.addCourse': async ({ actor, tenants }) => {
      const fixture = await playlistFixture(tenants);
      const course = actor === tenants.a.admin ? await freshPublishedCourse(tenants) : fixture.courseId;
      return { body: { course, channel: fixture.playlistId, level: 0 } };
    },
    // The playlist's course and one more: the new one is added (and its learners enrolled on it).
    'playlists.saveModules': async ({ actor, tenants }) => {
      const fixture = await playlistFixture(tenants);
      const added = actor === tenants.a.admin ? [await freshPublishedCourse(tenants)] : [];
      return { params: { id: fixture.playlistId }, body: { modules: [fixture.courseId, ...added] } };
    },
    'playlists.courseOrder': async ({ tenants }) => {
      const fixture = await playlistFixture(tenants);
      return {
        body: { channel: fixture.playlistId, levels: 1, tree: [{ id: fixture.courseId, level: 1, sort_order: 0 }] },
      };
    },
    // A new learner (A's learner is enrolled already): enrolments to record.
    'playlists.assign': async ({ actor, tenants }) => ({
      params: { id: (await playlistFixture(tenants)).playlistId },
      body: { assign_users: [actor === tenants.a.admin ? await victim(tenants) : tenants.a.learner.userId!] },
    }),
    // Refused as 422 (the key was never uploaded) for an allowed caller; B's administrator gets 404 for the playlist.
    'playlists.addAsset': async ({ tenants }) => ({
      body: { channel_id: (await playlistFixture(tenants)).playlistId, title: 'Matrix', s3_url: 'c/none/never.pdf' },
    }),
    'playlists.removeAsset': async ({ tenants }) => ({ params: { id: (await playlistFixture(tenants)).assetId } }),
    'playlists.enrolledUsers': onPlaylistList,
    'playlists.unenrolledUsers': onPlaylistList,
    'playlists.allUsers': onPlaylistList,
    'playlists.enrolledGroups': onPlaylistList,
    'playlists.unenrolledGroups': onPlaylist,
    'playlists.userEnrolled': onTeamMember,
    'playlists.userUnenrolled': onTeamMember,
    // A playlist the learner does not have yet: an enrolment to record.
    'playlists.enrolUser': async ({ tenants }) => ({
      params: { id: tenants.a.learner.userId ?? 'nobody' },
      body: { assign_playlists: [await freshPlaylist(tenants)] },
    }),
    // Refused as 422 (no playlist chosen), so the matrix assigns nothing.
    'playlists.enrolUsers': ({ tenants }) => ({
      body: { users: [tenants.a.learner.userId ?? 'nobody'], assign_playlists: [] },
    }),
  },
};
