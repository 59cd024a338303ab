export { VideoPlayer } from './video-player';
export type { TMountedVideo, TVideoListeners, TVideoSource } from './video-types';
