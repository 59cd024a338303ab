import { describe, expect, it } from 'vitest';
import { orderSlideFiles } from './slide-converter';
import { isHlsPlaylistKey } from './sign-media-url';
import { parseCourseAssetKey } from '../../../platform/storage/course-files';

describe('slide files', () => {
  it('orders pdftoppm pages numerically and ignores anything else', () => {
    expect(orderSlideFiles(['slide-10.png', 'deck.pdf', 'slide-2.png', 'slide-1.png', 'slide-x.png'])).toEqual([
      'slide-1.png',
      'slide-2.png',
      'slide-10.png',
    ]);
    expect(orderSlideFiles(['slide-002.png', 'slide-001.png'])).toEqual(['slide-001.png', 'slide-002.png']);
  });
});

describe('course media keys', () => {
  it('reads the company, course and material from a course file key', () => {
    expect(parseCourseAssetKey('c/c1/courses/k-1/assets/A1/Intro-video.mp4')).toEqual({
      companyId: 'c1',
      courseId: 'k-1',
      assetId: 'A1',
      fileName: 'Intro-video.mp4',
    });
    expect(parseCourseAssetKey('c/c1/course-video/u/x.mp4')).toBeUndefined();
    expect(parseCourseAssetKey('c/c1/courses/k1/assets/a1/hls/x.ts')).toBeUndefined();
    expect(parseCourseAssetKey('c/c1/courses/k1/assets/a1/../x.mp4')).toBeUndefined();
  });
  it('serves only the HLS playlists of course videos', () => {
    expect(isHlsPlaylistKey('c/c1/courses/k1/assets/a1/hls/intro.m3u8')).toBe(true);
    expect(isHlsPlaylistKey('c/c1/courses/k1/assets/a1/hls/seg.ts')).toBe(false);
    expect(isHlsPlaylistKey('c/c1/courses/k1/assets/a1/intro.mp4')).toBe(false);
    expect(isHlsPlaylistKey('c/c1/avatar/u/x.m3u8')).toBe(false);
  });
});
