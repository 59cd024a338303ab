import { defineHandler } from '../../core/platform/http/define-handler';
import { rawResponse } from '../../core/platform/http/responses';
import { serveHlsPlaylist } from '../../core/content/courses/media/serve-hls-playlist';

/** Public (a video player cannot send a token): the URL's signature is the permission. 403 if wrong or expired. */
export const handler = defineHandler('courses.hlsPlaylist', async ({ params, query }) => {
  const playlist = await serveHlsPlaylist({ key: params.key, exp: query.exp, sig: query.sig });
  return rawResponse({
    statusCode: 200,
    headers: {
      'content-type': 'application/vnd.apple.mpegurl',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    },
    body: playlist,
  });
});
