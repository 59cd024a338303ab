import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TMountedVideo, TVideoListeners, TVideoSource } from './video-types';
import { VideoLoading } from './video-loading';
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

const loadLiveVideo = () => import('./live-video');
const LiveVideo = lazy(loadLiveVideo);

/**
 * The app's one video player. video.js is large (≈ 200 KB gzip, a long task to start), so until the viewer plays
 * the video it is a still frame: the poster and a play button where video.js has its own (video.js shows no controls
 * before the first play either). Pointing at or focusing the button fetches the live player (`live-video.tsx`, with
 * video.js); pressing it mounts the player and plays. The 16:9 frame is there from the first paint.
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
  const { t } = useLingui();
  // Pressed on the still frame: whether its button had the focus (the focus then moves on to the player's controls).
  const [pressed, setPressed] = useState<{ focused: boolean } | null>(null);
  const mount = !!pressed || !!started;

  const press = (event: { currentTarget: HTMLButtonElement }) => {
    onStart?.();
    setPressed({ focused: document.activeElement === event.currentTarget });
  };

  return (
    <div>
      <div className={classes.frame}>
        {mount ? (
          <Suspense fallback={<VideoLoading />}>
            <LiveVideo
              title={title}
              source={source}
              poster={poster}
              listeners={listeners}
              onPlayer={onPlayer}
              focusControls={!!pressed?.focused}
              playOnLoad={!!pressed && !onStart}
            />
          </Suspense>
        ) : (
          <div className={classes.fill}>
            {poster && <img className={`${classes.fill} ${classes.poster}`} src={poster} alt="" />}
            <button
              type="button"
              className={`${classes.play} mantine-focus-auto`}
              aria-label={t`Play Video: ${title}`}
              title={t`Play Video`}
              onClick={press}
              onPointerEnter={() => void loadLiveVideo()}
              onFocus={() => void loadLiveVideo()}
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden>
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </button>
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
