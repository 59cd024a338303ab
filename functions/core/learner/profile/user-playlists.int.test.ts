/**
 * Profile Playlists (GET /v1/user/channels) against the running local stack: a learner sees only the playlists
 * they can open (published: at least one published course), counted by their published courses, and every row's
 * View leads to a playlist the details call shows; an administrator or manager looking at that learner's summary
 * sees every enrolment, each marked published or not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../../test/factories/accounts';
import { addSignedInUser, type TAddedUser } from '../../../../test/factories/added-users';
import { addLink, createCourse } from '../../../../test/factories/courses';
import { call } from '../../../../test/factories/http';

let admin: TRegistered;
let learner: { token: string; user: TAddedUser };
let manager: { token: string; user: TAddedUser };
const playlist = { live: '', draft: '' };

async function course(name: string, published: boolean): Promise<string> {
  const { id } = await createCourse(admin.token, { name });
  await addLink(admin.token, id);
  if (published) expect((await call('POST', `/v1/course/publish/${id}`, { token: admin.token })).status).toBe(200);
  return id;
}

async function playlistOf(name: string, courseIds: string[]): Promise<string> {
  const created = await call('POST', '/v1/channels', {
    token: admin.token,
    body: { name, thumbnailOption: 'icon', icon: 'book' },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const saved = await call('POST', `/v1/channel/modules/${id}`, { token: admin.token, body: { modules: courseIds } });
  expect(saved.status).toBe(200);
  return id;
}

const rows = async (token: string, query = '') => {
  const response = await call('GET', `/v1/user/channels${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.data as { id: string; name: string; total_modules: number; published: boolean }[];
};

beforeAll(async () => {
  admin = await registerCompany();
  learner = await addSignedInUser(admin.token, { first_name: 'Lena', last_name: 'Learner' });
  manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  const team = await call('PUT', `/v1/users/${manager.user.id}`, {
    token: admin.token,
    body: {
      first_name: 'Mona',
      last_name: 'Ager',
      email: manager.user.email,
      role_id: ROLE.MANAGER,
      assigned_users: [learner.user.id],
    },
  });
  expect(team.status).toBe(200);

  const published = await course('Fire Safety', true);
  const draftA = await course('Draft A', false);
  const draftB = await course('Draft B', false);
  playlist.live = await playlistOf('Live playlist', [published, draftA]);
  playlist.draft = await playlistOf('Draft playlist', [draftB]);
  for (const id of Object.values(playlist)) {
    const assigned = await call('POST', `/v1/channel/assign/${id}`, {
      token: admin.token,
      body: { assign_users: [learner.user.id] },
    });
    expect(assigned.status).toBe(200);
  }
});

describe('profile playlists', () => {
  it('show a learner only the published playlists, counting their published courses', async () => {
    const own = await rows(learner.token);
    expect(own).toEqual([
      expect.objectContaining({ id: playlist.live, name: 'Live playlist', total_modules: 1, published: true }),
    ]);
    // Every row's View opens: the details call finds the playlist; the unpublished one stays not found.
    expect((await call('GET', `/v1/channels/${playlist.live}`, { token: learner.token })).status).toBe(200);
    expect((await call('GET', `/v1/channels/${playlist.draft}`, { token: learner.token })).status).toBe(404);
  });

  it('show an administrator or the manager every enrolment of the user, marked', async () => {
    const expected = [
      expect.objectContaining({ id: playlist.draft, total_modules: 0, published: false }),
      expect.objectContaining({ id: playlist.live, total_modules: 1, published: true }),
    ];
    expect(await rows(admin.token, `?id=${learner.user.id}`)).toEqual(expected);
    expect(await rows(manager.token, `?id=${learner.user.id}`)).toEqual(expected);
    // Sorting by modules uses the published count.
    expect(
      (await rows(admin.token, `?id=${learner.user.id}&orderBy=total_modules&sortedBy=desc`)).map((r) => r.id),
    ).toEqual([playlist.live, playlist.draft]);
  });

  it("follow a course being published: the playlist appears on the learner's list", async () => {
    const details = await call('GET', `/v1/channels/${playlist.draft}?include=modules`, { token: admin.token });
    const draftCourse = (details.body.data.modules as { id: string }[])[0]!.id;
    expect((await call('POST', `/v1/course/publish/${draftCourse}`, { token: admin.token })).status).toBe(200);
    expect((await rows(learner.token)).map((row) => row.id).sort()).toEqual([playlist.draft, playlist.live].sort());
  });
});
