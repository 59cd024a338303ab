/** A WebVTT text track: captions, or a text audio description (`descriptions`). */
export interface TVideoTrack {
  kind: 'captions' | 'descriptions';
  src: string;
  /** BCP 47 language tag. */
  srclang: string;
  label: string;
}

export interface TVideoSource {
  src: string;
  /** 'video/mp4', or 'application/x-mpegURL' for an HLS ladder. */
  type: string;
  /** Text tracks offered in the player's CC menu; the first captions track is on by default. */
  tracks?: readonly TVideoTrack[];
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
