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
 * A video.js player (HLS through its bundled http-streaming, MP4 natively) inside `host`, reporting play, pause and
 * end. An HLS ladder plays adaptively (Auto); the control bar's "Quality Levels" menu (videojs-contrib-quality-menu,
 * on video.js's qualityLevels) lets the viewer pin a height, and hides itself for a single rendition or an MP4.
 * Plain DOM, no React, and nothing the app's other chunks share: this module is its own lazy chunk, and one that
 * imports nothing else keeps the bundler from re-splitting those chunks (which would grow the first route).
 */
export function mountVideoPlayer(host: HTMLElement, listeners: TVideoListeners): TMountedVideo {
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
