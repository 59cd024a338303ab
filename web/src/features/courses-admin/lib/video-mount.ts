import videojs from 'video.js';
import 'video.js/dist/video-js.css';

export interface TVideoSource {
  src: string;
  /** 'video/mp4', or 'application/x-mpegURL' for an HLS ladder. */
  type: string;
}

export interface TMountedPlayer {
  show: (source: TVideoSource, poster: string | null | undefined, title: string) => void;
  dispose: () => void;
}

/**
 * Creates a video.js player (HLS through its bundled http-streaming, MP4 natively) inside `host`. Plain DOM, no
 * React: this module is its own lazy chunk, and one that imports nothing the app's other chunks share keeps the
 * bundler from re-splitting those chunks (which would grow the first route).
 */
export function mountVideoPlayer(host: HTMLElement): TMountedPlayer {
  const element = document.createElement('video-js');
  element.classList.add('vjs-big-play-centered');
  host.appendChild(element);
  const player = videojs(element, {
    controls: true,
    fluid: true,
    preload: 'metadata',
    playbackRates: [0.75, 1, 1.25, 1.5],
    html5: { vhs: { overrideNative: true } },
  });
  return {
    show: (source, poster, title) => {
      player.src({ src: source.src, type: source.type });
      player.poster(poster ?? '');
      player.el()?.setAttribute('aria-label', title);
    },
    dispose: () => player.dispose(),
  };
}
