import { describe, expect, it } from 'vitest';
import { signRequestProblems, uploadedContentProblem } from './content-check';

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
