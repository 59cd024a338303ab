import { describe, expect, it } from 'vitest';
import { rewritePlaylist } from './hls-playlist';

const KEY = 'c/c1/courses/k1/assets/a1/hls/intro.m3u8';

describe('HLS playlist rewrite', () => {
  it('signs every rendition, segment and URI attribute, resolved in the playlist folder', async () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      'intro_360p.m3u8',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",URI="intro_audio.m3u8"',
      '#EXT-X-MAP:URI="init.mp4"',
      'seg_00001.ts?x=1',
      '',
    ].join('\n');
    const out = await rewritePlaylist(master, KEY, async (key) => `signed:${key}`);
    expect(out.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      'signed:c/c1/courses/k1/assets/a1/hls/intro_360p.m3u8',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",URI="signed:c/c1/courses/k1/assets/a1/hls/intro_audio.m3u8"',
      '#EXT-X-MAP:URI="signed:c/c1/courses/k1/assets/a1/hls/init.mp4"',
      'signed:c/c1/courses/k1/assets/a1/hls/seg_00001.ts',
      '',
    ]);
  });

  it('refuses URIs that leave the folder or point elsewhere', async () => {
    for (const uri of ['../../other/x.ts', '/c/c2/x.ts', 'https://evil.test/x.ts']) {
      await expect(rewritePlaylist(`#EXTM3U\n${uri}\n`, KEY, async (key) => key)).rejects.toThrow(/outside/);
    }
  });
});
