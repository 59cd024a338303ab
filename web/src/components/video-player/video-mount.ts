import videojs from 'video.js';
import 'video.js/dist/video-js.css';
// Registers `qualityMenu` on video.js: a control-bar menu of the HLS renditions (by height) and Auto.
import 'videojs-contrib-quality-menu';
import 'videojs-contrib-quality-menu/dist/videojs-contrib-quality-menu.css';
import type { TMountedVideo, TVideoListeners } from './video-types';

/** What the quality menu plugin adds to a player (the package has no types). */
interface TQualityMenuPlayer {
  qualityMenu: () => void;
}

/**
 * video.js's own translations of its controls (issue 34), fetched only for the language a player opens in. English
 * is video.js's own text.
 */
const LANGUAGES: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  pl: () => import('video.js/dist/lang/pl.json'),
  es: () => import('video.js/dist/lang/es.json'),
};
const added = new Map<string, Promise<void>>();

/**
 * Adds `language`'s control texts to video.js, when it has them; null when there is nothing to wait for (English, the
 * test locale, or a language already added), so an English player mounts at once as before.
 */
export function addPlayerLanguage(language: string): Promise<void> | null {
  const load = LANGUAGES[language];
  if (!load) return null;
  let adding = added.get(language);
  if (!adding) {
    adding = load().then(
      ({ default: texts }) => void videojs.addLanguage(language, texts),
      (error: unknown) => {
        // A failed chunk (a network blip) is tried again by the next player; this one stays English.
        added.delete(language);
        throw error;
      },
    );
    added.set(language, adding);
  }
  return adding;
}

/** A language addPlayerLanguage has added: a player mounted in it shows its controls in it. */
function playerLanguage(language: string | undefined): string | undefined {
  return language && LANGUAGES[language] ? language : undefined;
}

/**
 * A video.js player (HLS through its bundled http-streaming, MP4 natively) inside `host`, reporting play, pause and
 * end. An HLS ladder plays adaptively (Auto); the control bar's "Quality Levels" menu (videojs-contrib-quality-menu,
 * on video.js's qualityLevels) lets the viewer pin a height, and hides itself for a single rendition or an MP4.
 * Plain DOM, no React, and nothing the app's other chunks share: this module is its own lazy chunk, and one that
 * imports nothing else keeps the bundler from re-splitting those chunks (which would grow the first route).
 */
export function mountVideoPlayer(host: HTMLElement, listeners: TVideoListeners, language?: string): TMountedVideo {
  const element = document.createElement('video-js');
  element.classList.add('vjs-big-play-centered');
  host.appendChild(element);
  const player = videojs(element, {
    controls: true,
    // It fills the 16:9 frame video-player.tsx reserves, so the page does not shift when a video's size is known.
    fill: true,
    preload: 'metadata',
    playbackRates: [0.75, 1, 1.25, 1.5],
    html5: { vhs: { overrideNative: true } },
    // Without it video.js reads <html lang>; English keeps video.js's defaults exactly as before.
    ...(playerLanguage(language) ? { language } : {}),
  });
  (player as unknown as TQualityMenuPlayer).qualityMenu();
  player.on('play', () => listeners.play());
  player.on('pause', () => listeners.pause());
  player.on('ended', () => listeners.ended());
  const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    load: (source, poster, title) => {
      // Tracks come from the uploads bucket (another origin on AWS): the video asks with CORS so they may load.
      player.crossOrigin(source.tracks?.length ? 'anonymous' : null);
      player.src({ src: source.src, type: source.type });
      for (const track of Array.from(player.remoteTextTracks() as unknown as ArrayLike<TextTrack>)) {
        player.removeRemoteTextTrack(track as never);
      }
      const defaultTrack = source.tracks?.find((track) => track.kind === 'captions');
      for (const track of source.tracks ?? []) {
        const element = player.addRemoteTextTrack({ ...track, default: track === defaultTrack }, false);
        // `default` is applied at the next loadstart; shown now too, so captions are on from the first frame.
        if (track === defaultTrack) (element as unknown as { track: TextTrack }).track.mode = 'showing';
      }
      player.poster(poster ?? '');
      player.el()?.setAttribute('aria-label', title);
    },
    play: () => {
      // A refused autoplay (no user gesture) leaves the big play button: nothing to report.
      void player.play()?.catch(() => undefined);
    },
    pause: () => player.pause(),
    seek: (value) => {
      player.currentTime(value);
    },
    currentTime: () => seconds(player.currentTime()),
    duration: () => seconds(player.duration()),
    ended: () => player.ended() === true,
    dispose: () => player.dispose(),
  };
}
