export interface TVideoSource {
  src: string;
  /** 'video/mp4', or 'application/x-mpegURL' for an HLS ladder. */
  type: string;
}

/** What a player reports: the viewer's play, pause and the video's end. */
export interface TVideoListeners {
  play: () => void;
  pause: () => void;
  ended: () => void;
}

/** A mounted player, driven from outside React. */
export interface TMountedVideo {
  load: (source: TVideoSource, poster: string | null | undefined, title: string) => void;
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  currentTime: () => number;
  /** Seconds, or 0 while unknown. */
  duration: () => number;
  ended: () => boolean;
  dispose: () => void;
}
