import { describe, expect, it } from 'vitest';
import { asset } from '../../learning/test-fixtures';
import { videoSourceOf } from './video-source';

const file = { url: '/_local/s3/v.mp4', mime_type: 'video/mp4', original_name: 'v.mp4', size: 10 };
const captions = [
  { kind: 'captions' as const, language: 'fr', label: 'Français', url: '/_local/s3/fr.vtt', original_name: 'fr.vtt' },
];

describe('videoSourceOf', () => {
  it("gives the player the video's caption tracks with the MP4 and with the HLS stream", () => {
    const video = asset({ asset_type: 'video', file, captions });
    const track = { kind: 'captions', src: '/_local/s3/fr.vtt', srclang: 'fr', label: 'Français' };
    expect(videoSourceOf(video)).toEqual({ src: file.url, type: 'video/mp4', tracks: [track] });
    const streamed = {
      ...video,
      video: { status: 'ready' as const, hls_url: '/v1/media/hls/x.m3u8', poster_url: null, note: null },
    };
    expect(videoSourceOf(streamed)).toEqual({
      src: '/v1/media/hls/x.m3u8',
      type: 'application/x-mpegURL',
      tracks: [track],
    });
  });
});
