/** Playlist fixtures for API and browser tests, made through the API the way the playlist screens make them. */
import { call } from './http';

/** POST /channels with an icon, then its courses (a playlist is published while at least one of them is). */
export async function createPlaylist(token: string, name: string, courseIds: readonly string[] = []): Promise<string> {
  const created = await call('POST', '/v1/channels', { token, body: { name, thumbnailOption: 'icon', icon: 'book' } });
  if (created.status !== 201)
    throw new Error(`playlist not created: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as string;
  if (courseIds.length === 0) return id;
  const saved = await call('POST', `/v1/channel/modules/${id}`, { token, body: { modules: courseIds } });
  if (saved.status !== 200)
    throw new Error(`playlist courses not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  return id;
}
