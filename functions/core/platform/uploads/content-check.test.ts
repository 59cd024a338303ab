import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import {
  isTextType,
  signRequestProblems,
  textContentProblem,
  uploadedContentProblem,
  webVttProblem,
} from './content-check';

describe('signing request checks', () => {
  it('accepts a file the kind allows', () => {
    expect(signRequestProblems('avatar', { file_name: 'me.JPG', content_type: 'image/jpeg', size: 1000 })).toEqual({});
  });
  it('names the wrong extension, content type and size', () => {
    expect(
      signRequestProblems('avatar', { file_name: 'me.gif', content_type: 'image/gif', size: 1 }).file_name,
    ).toEqual(['The file must be a file of type: png, jpg, jpeg.']);
    expect(
      signRequestProblems('avatar', { file_name: 'me.png', content_type: 'image/jpeg', size: 1 }).content_type,
    ).toBeDefined();
    expect(
      signRequestProblems('course-video', { file_name: 'v.mp4', content_type: 'video/mp4', size: 151 * 1024 * 1024 })
        .size,
    ).toEqual(['The file may not be greater than 150 MB.']);
  });
  it("holds a course video to the company's limit when one is given", () => {
    const video = { file_name: 'v.mp4', content_type: 'video/mp4', size: 900 * 1024 * 1024 };
    expect(signRequestProblems('course-video', video, 1024 * 1024 * 1024)).toEqual({});
    expect(signRequestProblems('course-video', video, 500 * 1024 * 1024).size).toEqual([
      'The file may not be greater than 500 MB.',
    ]);
    const stored = { size: video.size, declaredType: 'video/mp4', storedType: 'video/mp4', detectedType: 'video/mp4' };
    expect(uploadedContentProblem('course-video', stored)).toBe('The file may not be greater than 150 MB.');
    expect(uploadedContentProblem('course-video', { ...stored, maxBytes: 1024 * 1024 * 1024 })).toBeNull();
  });
});

describe('uploaded content checks', () => {
  const ok = { size: 100, declaredType: 'image/png', storedType: 'image/png', detectedType: 'image/png' };
  it('accepts matching magic bytes', () => {
    expect(uploadedContentProblem('avatar', ok)).toBeNull();
  });
  it('refuses text pretending to be an image', () => {
    expect(uploadedContentProblem('avatar', { ...ok, detectedType: undefined })).toMatch(/not a recognised/);
    expect(uploadedContentProblem('avatar', { ...ok, detectedType: 'application/pdf' })).toMatch(/does not match/);
  });
  it('refuses empty, oversized and re-typed uploads', () => {
    expect(uploadedContentProblem('avatar', { ...ok, size: 0 })).toBe('The file is empty.');
    expect(uploadedContentProblem('avatar', { ...ok, size: 11 * 1024 * 1024 })).toMatch(/greater than 10 MB/);
    expect(uploadedContentProblem('avatar', { ...ok, storedType: 'text/html' })).toMatch(/different content type/);
  });
  it('accepts Office documents recognised only by their container', () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(
      uploadedContentProblem('certificate', {
        size: 100,
        declaredType: docx,
        storedType: docx,
        detectedType: 'application/zip',
      }),
    ).toBeNull();
    expect(
      uploadedContentProblem('certificate', {
        size: 100,
        declaredType: 'application/msword',
        storedType: 'application/msword',
        detectedType: 'application/x-cfb',
      }),
    ).toBeNull();
    expect(
      uploadedContentProblem('certificate', {
        size: 100,
        declaredType: 'application/pdf',
        storedType: 'application/pdf',
        detectedType: 'application/zip',
      }),
    ).toMatch(/does not match/);
  });
});

describe('WebVTT check (upload kind captions)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('accepts a WebVTT file, with or without a byte order mark or a header text', () => {
    expect(webVttProblem(bytes('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n'))).toBeNull();
    expect(webVttProblem(bytes('\uFEFFWEBVTT - Induction\r\n\r\n00:00.000 --> 00:01.000\nHi'))).toBeNull();
    expect(webVttProblem(bytes('WEBVTT'))).toBeNull();
    expect(textContentProblem('text/vtt', bytes('WEBVTT\n'))).toBeNull();
  });
  it('refuses SubRip, other text, a near miss and invalid UTF-8', () => {
    expect(webVttProblem(bytes('1\n00:00:00,000 --> 00:00:02,000\nHello\n'))).toBe(MSG.CAPTIONS_NOT_WEBVTT);
    expect(webVttProblem(bytes('WEBVTTX\n'))).toBe(MSG.CAPTIONS_NOT_WEBVTT);
    expect(webVttProblem(bytes(' WEBVTT\n'))).toBe(MSG.CAPTIONS_NOT_WEBVTT);
    expect(webVttProblem(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toBe(
      MSG.CAPTIONS_NOT_WEBVTT,
    );
  });
  it('treats text/vtt as a text type: size and declared type first, no magic bytes needed', () => {
    expect(isTextType('text/vtt')).toBe(true);
    expect(isTextType('image/png')).toBe(false);
    const vtt = { size: 10, declaredType: 'text/vtt', storedType: 'text/vtt', detectedType: 'text/vtt' };
    expect(uploadedContentProblem('captions', vtt)).toBeNull();
    expect(uploadedContentProblem('captions', { ...vtt, size: 2 * 1024 * 1024 })).toBe(
      'The file may not be greater than 1 MB.',
    );
    expect(
      signRequestProblems('captions', { file_name: 'subs.srt', content_type: 'text/plain', size: 10 }).file_name,
    ).toEqual(['The file must be a file of type: vtt.']);
    expect(signRequestProblems('captions', { file_name: 'en.vtt', content_type: 'text/vtt', size: 10 })).toEqual({});
  });
});
