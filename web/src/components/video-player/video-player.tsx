import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import type { TMountedVideo, TVideoListeners, TVideoSource, TVideoTrack } from './video-types';
import classes from './video-player.module.css';

interface TVideoPlayerProps {
  /** Accessible name of the player. */
  title: string;
  /** What to show; a player driven through `onPlayer` may leave it out and load sources itself. */
  source?: TVideoSource | null;
  poster?: string | null;
  /** Play, pause and end; the latest handlers are called, so they may change on every render. */
  listeners?: Partial<TVideoListeners>;
  /** Told of the mounted player (and of null once it is gone), for callers that drive it. */
  onPlayer?: (player: TMountedVideo | null) => void;
  /** Mount the real player now (a caller that drives it asks for it when something else starts the video). */
  started?: boolean;
  /**
   * The viewer pressed play on the still frame. Without it the player mounts, loads `source` and plays; a caller
   * that drives the player sets `started` and plays what it loads.
   */
  onStart?: () => void;
  /** Shown with the player (a resume question, a note that the file is missing). */
  children?: ReactNode;
}

const loadVideoMount = () => import('./video-mount');

/**
 * The app's one video player. video.js is large (≈ 200 KB gzip, a long task to start), so until the viewer plays
 * the video it is a still frame: the poster and a play button where video.js has its own (video.js shows no controls
 * before the first play either). Pointing at or focusing the button fetches video.js; pressing it mounts the player
 * and plays. video.js owns its DOM node, so it is mounted on a node React does not render into, disposed on
 * unmount, and a new source swaps in place. The 16:9 frame is there from the first paint.
 */
export function VideoPlayer({
  title,
  source,
  poster,
  listeners,
  onPlayer,
  started,
  onStart,
  children,
}: TVideoPlayerProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<TMountedVideo | null>(null);
  const [pressed, setPressed] = useState(false);
  const playWhenLoaded = useRef(false);
  // The still frame's button had the focus when pressed: it is gone once video.js mounts, so the focus moves on to
  // the player's own controls rather than fall back to the page (WCAG 2.4.3).
  const focusControls = useRef(false);
  const mount = pressed || !!started;
  // The player's events are bound once, at mount; they reach the current handlers through these refs.
  const latest = useRef({ listeners, onPlayer });
  latest.current = { listeners, onPlayer };

  useEffect(() => {
    if (!mount) return;
    let mounted: TMountedVideo | null = null;
    let cancelled = false;
    const forward: TVideoListeners = {
      play: () => {
        // video.js shows its control bar once playing: the focus moves from the big play button to play/pause.
        if (focusControls.current) {
          focusControls.current = false;
          holder.current?.querySelector<HTMLElement>('.vjs-play-control')?.focus();
        }
        latest.current.listeners?.play?.();
      },
      pause: () => latest.current.listeners?.pause?.(),
      ended: () => latest.current.listeners?.ended?.(),
    };
    void loadVideoMount().then(({ mountVideoPlayer }) => {
      if (cancelled || !holder.current) return;
      mounted = mountVideoPlayer(holder.current, forward);
      setPlayer(mounted);
      latest.current.onPlayer?.(mounted);
      // Until it plays (a refused autoplay waits for the viewer) video.js shows only its big play button.
      if (focusControls.current) holder.current.querySelector<HTMLElement>('.vjs-big-play-button')?.focus();
    });
    return () => {
      cancelled = true;
      mounted?.dispose();
      setPlayer(null);
      latest.current.onPlayer?.(null);
    };
  }, [mount]);

  // By value: callers build a new source object on every render, and re-setting it would restart playback.
  const src = source?.src;
  const type = source?.type;
  const tracks = JSON.stringify(source?.tracks ?? []);
  useEffect(() => {
    if (!player || !src || !type) return;
    player.load({ src, type, tracks: JSON.parse(tracks) as TVideoTrack[] }, poster, title);
    if (playWhenLoaded.current) {
      playWhenLoaded.current = false;
      player.play();
    }
  }, [player, src, type, tracks, poster, title]);

  const press = (event: { currentTarget: HTMLButtonElement }) => {
    focusControls.current = document.activeElement === event.currentTarget;
    if (onStart) onStart();
    else playWhenLoaded.current = true;
    setPressed(true);
  };

  return (
    <div>
      <div className={classes.frame}>
        <div ref={holder} className={classes.fill} data-vjs-player />
        {!mount && (
          <div className={classes.fill}>
            {poster && <img className={`${classes.fill} ${classes.poster}`} src={poster} alt="" />}
            <button
              type="button"
              className={`${classes.play} mantine-focus-auto`}
              aria-label={`Play Video: ${title}`}
              title="Play Video"
              onClick={press}
              onPointerEnter={() => void loadVideoMount()}
              onFocus={() => void loadVideoMount()}
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden>
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </button>
          </div>
        )}
        {mount && !player && (
          <div className={`${classes.fill} ${classes.loading}`}>
            <Loader color="gray" aria-label="Loading the video player" />
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
