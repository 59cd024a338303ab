import videojs from 'video.js';
import { afterEach, describe, expect, it } from 'vitest';
import { mountVideoPlayer } from './video-mount';
import type { TMountedVideo } from './video-types';

// jsdom plays no media (video.js logs MEDIA_ERR_SRC_NOT_SUPPORTED); its text tracks are emulated and load over XHR.
const noop = { play: () => {}, pause: () => {}, ended: () => {} };
let mounted: TMountedVideo | null = null;

afterEach(() => {
  mounted?.dispose();
  mounted = null;
  document.body.innerHTML = '';
});

const vtt = (text: string) =>
  `data:text/vtt;charset=utf-8,${encodeURIComponent(`WEBVTT\n\n00:00.000 --> 00:02.000\n${text}\n`)}`;

function remoteTracks() {
  const player = videojs.getAllPlayers()[0];
  const list = player?.remoteTextTracks() as unknown as ArrayLike<TextTrack & { src?: string }>;
  return Array.from(list ?? []);
}

describe('mountVideoPlayer text tracks', () => {
  it('adds a text track per caption and description track, the captions showing by default', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    mounted = mountVideoPlayer(host, noop);
    const captions = vtt('Welcome to the course.');
    const described = vtt('A presenter stands by a fire exit.');
    mounted.load(
      {
        src: '/_local/s3/video.mp4',
        type: 'video/mp4',
        tracks: [
          { kind: 'captions', src: captions, srclang: 'en', label: 'English' },
          { kind: 'descriptions', src: described, srclang: 'en', label: 'English (described)' },
        ],
      },
      null,
      'Induction',
    );
    expect(
      remoteTracks().map((track) => ({
        kind: track.kind,
        language: track.language,
        label: track.label,
        src: track.src,
      })),
    ).toEqual([
      { kind: 'captions', language: 'en', label: 'English', src: captions },
      { kind: 'descriptions', language: 'en', label: 'English (described)', src: described },
    ]);
    expect(remoteTracks().map((track) => track.mode)).toEqual(['showing', 'disabled']);
    // The tracks ask with CORS: on AWS they come from the uploads bucket, another origin.
    expect(host.querySelector('video')?.getAttribute('crossorigin')).toBe('anonymous');
    // video.js's CC button is offered (not hidden) once there are caption tracks, and it reads the cues.
    const button = host.querySelector('.vjs-subs-caps-button');
    expect(button?.classList.contains('vjs-hidden')).toBe(false);
    await expect.poll(() => remoteTracks()[0]?.cues?.length ?? 0).toBe(1);

    // A new source replaces the tracks: none here, so none stay, and no CORS is asked for.
    mounted.load({ src: '/_local/s3/other.mp4', type: 'video/mp4' }, null, 'Other');
    expect(remoteTracks()).toHaveLength(0);
    expect(host.querySelector('video')?.hasAttribute('crossorigin')).toBe(false);
  });
});
