export { VideoPlayer } from './video-player';
export type { TMountedVideo, TVideoListeners, TVideoSource, TVideoTrack } from './video-types';
