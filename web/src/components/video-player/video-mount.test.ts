import videojs from 'video.js';
import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
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

/** video.js's list of renditions (its bundled videojs-contrib-quality-levels), as http-streaming fills it. */
interface TQualityLevels {
  addQualityLevel: (representation: {
    id: string;
    width: number;
    height: number;
    bitrate: number;
    enabled: (value?: boolean) => boolean;
  }) => unknown;
  length: number;
  selectedIndex_: number;
  trigger: (event: { type: 'change'; selectedIndex: number }) => void;
  [index: number]: { height: number; enabled: boolean };
}

const LADDER = [
  [1920, 1080, 6_000_000],
  [1280, 720, 3_500_000],
  [960, 540, 2_000_000],
  [640, 360, 1_000_000],
] as const;

/** The renditions of the HLS ladder (transcode-job.ts), each with its enabled flag as http-streaming keeps it. */
function addLadder(levels: TQualityLevels, ladder: readonly (readonly [number, number, number])[] = LADDER) {
  for (const [width, height, bitrate] of ladder) {
    let enabled = true;
    levels.addQualityLevel({
      id: `${height}`,
      width,
      height,
      bitrate,
      enabled: (value?: boolean) => (value === undefined ? enabled : (enabled = value)),
    });
  }
}

const KEY_CODES = { Enter: 13, Escape: 27, ArrowDown: 40 } as const;
/** A key pressed on the focused element; Enter on a button clicks it, as a browser does (jsdom does not). */
function press(key: keyof typeof KEY_CODES) {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', {
    key,
    code: key,
    keyCode: KEY_CODES[key],
    bubbles: true,
    cancelable: true,
  });
  if (target.dispatchEvent(event) && key === 'Enter' && target instanceof HTMLButtonElement) target.click();
}
/** The control-bar button; video.js hides it (a class, so jsdom still lists it) while it has no choice to offer. */
const qualityButton = (host: HTMLElement) => within(host).queryByRole('button', { name: 'Quality Levels' });
const isHidden = (button: HTMLElement | null) => !!button?.closest('.vjs-hidden');

/** A player with an HLS source and its (still empty) list of renditions, once the quality button is there. */
async function hlsPlayer(host: HTMLElement): Promise<TQualityLevels> {
  mounted = mountVideoPlayer(host, noop);
  mounted.load({ src: '/v1/media/hls/c/c1/intro.m3u8', type: 'application/x-mpegURL' }, null, 'Induction');
  const player = videojs.getAllPlayers()[0];
  await expect.poll(() => qualityButton(host)).not.toBeNull();
  return (player as unknown as { qualityLevels: () => TQualityLevels }).qualityLevels();
}

describe('mountVideoPlayer quality menu', () => {
  it('offers Auto and each height of an HLS ladder, operable from the keyboard', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const levels = await hlsPlayer(host);
    // No renditions yet (an MP4 has none): nothing to choose, no menu.
    expect(isHidden(qualityButton(host))).toBe(true);

    addLadder(levels);
    // http-streaming says which rendition plays (Auto picked 540p here).
    levels.selectedIndex_ = 2;
    levels.trigger({ type: 'change', selectedIndex: 2 });
    const button = qualityButton(host);
    if (!button) throw new Error('no quality button');
    expect(isHidden(button)).toBe(false);
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    const menu = () => within(button.parentElement as HTMLElement);
    const item = (name: string) => menu().getByRole('menuitemradio', { name });
    // The names are the plugin's: the height, and its HD flag (read with it, no space between).
    for (const name of ['1080pHD', '720pHD', '540p', '360p']) {
      expect(item(name).getAttribute('aria-checked')).toBe('false');
    }
    expect(item('Autoselected').getAttribute('aria-checked')).toBe('true');
    const enabled = () => Array.from({ length: levels.length }, (_, i) => levels[i]?.enabled);

    // Enter on the button opens the menu at its first item, arrow down moves to 720p, Enter plays only that one.
    button.focus();
    press('Enter');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('1080pHD'));
    press('ArrowDown');
    expect(document.activeElement).toBe(item('720pHD'));
    press('Enter');
    expect(enabled()).toEqual([false, true, false, false]);
    expect(item('720pselected,HD').getAttribute('aria-checked')).toBe('true');
    expect(item('Auto').getAttribute('aria-checked')).toBe('false');

    // Auto hands the choice back to adaptive streaming: every rendition again. Escape closes the menu.
    item('Auto').focus();
    press('Enter');
    expect(enabled()).toEqual([true, true, true, true]);
    press('Escape');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists a height once: a 720p upload, whose 1080p rung MediaConvert did not upscale, offers 720p, 540p, 360p', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const levels = await hlsPlayer(host);
    addLadder(levels, [[1280, 720, 6_000_000], ...LADDER.slice(1)]);
    const button = qualityButton(host);
    const names = within(button?.parentElement as HTMLElement)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent);
    expect(names).toEqual(['720pHD', '540p', '360p', 'Auto']);
  });
});
