import { useEffect, useRef, useState } from 'react';
import { addPlayerLanguage, mountVideoPlayer } from './video-mount';
import { VideoLoading } from './video-loading';
import type { TMountedVideo, TVideoListeners, TVideoSource, TVideoTrack } from './video-types';
import classes from './video-player.module.css';

interface TLiveVideoProps {
  title: string;
  source?: TVideoSource | null;
  poster?: string | null;
  listeners?: Partial<TVideoListeners>;
  onPlayer?: (player: TMountedVideo | null) => void;
  /** The still frame's button had the focus when pressed: the focus moves on to the player's own controls. */
  focusControls: boolean;
  /** Play `source` once it is loaded (the viewer pressed play and no caller drives the player). */
  playOnLoad: boolean;
}

/**
 * video.js in the player's frame (VideoPlayer loads this module, and video.js with it, when the viewer plays). video.js
 * owns its DOM node, so it is mounted on a node React does not render into, disposed on unmount, and a new source
 * swaps in place.
 */
export default function LiveVideo({
  title,
  source,
  poster,
  listeners,
  onPlayer,
  focusControls,
  playOnLoad,
}: TLiveVideoProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<TMountedVideo | null>(null);
  const playWhenLoaded = useRef(playOnLoad);
  // The still frame's button is gone once video.js mounts, so the focus moves on to the player's own controls
  // rather than fall back to the page (WCAG 2.4.3).
  const moveFocus = useRef(focusControls);
  // The player's events are bound once, at mount; they reach the current handlers through these refs.
  const latest = useRef({ listeners, onPlayer });
  latest.current = { listeners, onPlayer };
  // video.js's controls in the active language, when video.js has it: <html lang> is the active language
  // (activateLocale sets it). Read from the document rather than from Lingui, whose import would add the app's
  // chunks to this lazy chunk's preload list, which ships in the course player's first visit. Read once, at mount.
  const mountLanguage = useRef(document.documentElement.lang);

  useEffect(() => {
    const host = holder.current;
    if (!host) return;
    const forward: TVideoListeners = {
      play: () => {
        // video.js shows its control bar once playing: the focus moves from the big play button to play/pause.
        if (moveFocus.current) {
          moveFocus.current = false;
          holder.current?.querySelector<HTMLElement>('.vjs-play-control')?.focus();
        }
        latest.current.listeners?.play?.();
      },
      pause: () => latest.current.listeners?.pause?.(),
      ended: () => latest.current.listeners?.ended?.(),
    };
    let mounted: TMountedVideo | null = null;
    let gone = false;
    const mount = () => {
      if (gone) return;
      mounted = mountVideoPlayer(host, forward, mountLanguage.current);
      setPlayer(mounted);
      latest.current.onPlayer?.(mounted);
      // Until it plays (a refused autoplay waits for the viewer) video.js shows only its big play button.
      if (moveFocus.current) host.querySelector<HTMLElement>('.vjs-big-play-button')?.focus();
    };
    // Another language's control texts load first (their own small chunk); English mounts at once, as before.
    const adding = addPlayerLanguage(mountLanguage.current);
    if (adding) void adding.catch(() => undefined).then(mount);
    else mount();
    return () => {
      gone = true;
      if (!mounted) return;
      mounted.dispose();
      setPlayer(null);
      latest.current.onPlayer?.(null);
    };
  }, []);

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

  return (
    <>
      <div ref={holder} className={classes.fill} data-vjs-player />
      {!player && <VideoLoading />}
    </>
  );
}
