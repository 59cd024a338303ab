/**
 * Rewrites an HLS playlist so each URI it names (rendition playlists, segments, init sections, alternative
 * renditions in URI="..." attributes) becomes an absolute, signed URL. `resolve` gets the object key the relative
 * URI points at (resolved against the playlist's folder); URIs that leave the playlist's folder are refused.
 */
export async function rewritePlaylist(
  text: string,
  playlistKey: string,
  resolve: (key: string) => Promise<string>,
): Promise<string> {
  const folder = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1);
  const target = (uri: string): string => {
    if (/^[a-z]+:/i.test(uri) || uri.startsWith('/') || uri.split('/').includes('..')) {
      throw new Error(`playlist URI outside its folder: ${uri}`);
    }
    return folder + uri.split('?')[0];
  };
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') {
      out.push(line);
    } else if (trimmed.startsWith('#')) {
      const uri = /URI="([^"]+)"/.exec(trimmed)?.[1];
      out.push(uri ? trimmed.replace(`URI="${uri}"`, `URI="${await resolve(target(uri))}"`) : trimmed);
    } else {
      out.push(await resolve(target(trimmed)));
    }
  }
  return out.join('\n');
}
