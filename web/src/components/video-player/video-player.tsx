import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import type { TMountedVideo, TVideoListeners, TVideoSource } from './video-types';
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
  /** Shown with the player (a resume question, a note that the file is missing). */
  children?: ReactNode;
}

/**
 * The app's one video player. video.js is large, so it loads only when a player is shown; it owns its DOM node, so
 * it is mounted on a node React does not render into, disposed on unmount, and a new source swaps in place.
 */
export function VideoPlayer({ title, source, poster, listeners, onPlayer, children }: TVideoPlayerProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<TMountedVideo | null>(null);
  // The player's events are bound once, at mount; they reach the current handlers through these refs.
  const latest = useRef({ listeners, onPlayer });
  latest.current = { listeners, onPlayer };

  useEffect(() => {
    let mounted: TMountedVideo | null = null;
    let cancelled = false;
    const forward: TVideoListeners = {
      play: () => latest.current.listeners?.play?.(),
      pause: () => latest.current.listeners?.pause?.(),
      ended: () => latest.current.listeners?.ended?.(),
    };
    void import('./video-mount').then(({ mountVideoPlayer }) => {
      if (cancelled || !holder.current) return;
      mounted = mountVideoPlayer(holder.current, forward);
      setPlayer(mounted);
      latest.current.onPlayer?.(mounted);
    });
    return () => {
      cancelled = true;
      mounted?.dispose();
      setPlayer(null);
      latest.current.onPlayer?.(null);
    };
  }, []);

  // By value: callers build a new source object on every render, and re-setting it would restart playback.
  const src = source?.src;
  const type = source?.type;
  useEffect(() => {
    if (player && src && type) player.load({ src, type }, poster, title);
  }, [player, src, type, poster, title]);

  return (
    <div>
      <div className={classes.frame}>
        {!player && (
          <div className={`${classes.fill} ${classes.loading}`}>
            <Loader color="gray" aria-label="Loading the video player" />
          </div>
        )}
        <div ref={holder} className={classes.fill} data-vjs-player />
      </div>
      {children}
    </div>
  );
}
