import { describe, expect, it } from 'vitest';
import { MB } from '@skillway/shared';
import { acceptFor, checkCourseUpload } from './upload-checks';

function file(name: string, size: number) {
  return { name, size };
}

describe('course upload checks', () => {
  it('takes an MP4 video up to 150 MB and nothing else', () => {
    expect(checkCourseUpload('course-video', file('intro.MP4', 149 * MB))).toBeNull();
    expect(checkCourseUpload('course-video', file('intro.mov', MB))).toBe('The file must be an MP4 file.');
    expect(checkCourseUpload('course-video', file('intro.mp4', 151 * MB))).toBe(
      'The file may not be larger than 150 MB.',
    );
  });

  it('takes office documents and pdf up to 20 MB as documents, and only ppt or pptx as a powerpoint', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx']) {
      expect(checkCourseUpload('course-document', file(name, MB))).toBeNull();
    }
    expect(checkCourseUpload('course-document', file('a.exe', MB))).toBe(
      'The file must be a pdf, doc, docx, xls, xlsx, ppt or pptx file.',
    );
    expect(checkCourseUpload('course-document', file('a.pdf', 21 * MB))).toBe('The file may not be larger than 20 MB.');
    expect(checkCourseUpload('course-powerpoint', file('deck.pdf', MB))).toBe('The file must be a ppt or pptx file.');
    expect(checkCourseUpload('course-powerpoint', file('deck.pptx', MB))).toBeNull();
  });

  it('takes a png or jpg thumbnail up to 10 MB and refuses an empty file', () => {
    expect(checkCourseUpload('thumbnail', file('cover.jpeg', MB))).toBeNull();
    expect(checkCourseUpload('thumbnail', file('cover.gif', MB))).toBe('The file must be a png or jpg file.');
    expect(checkCourseUpload('thumbnail', file('cover.png', 11 * MB))).toBe('The file may not be larger than 10 MB.');
    expect(checkCourseUpload('thumbnail', file('cover.png', 0))).toBe('The file is empty.');
  });

  it('gives the file chooser each format with its extensions', () => {
    expect(acceptFor('course-powerpoint')).toEqual({
      'application/vnd.ms-powerpoint': ['.ppt'],
      'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
    });
    expect(acceptFor('thumbnail')['image/jpeg']).toEqual(['.jpg', '.jpeg']);
  });
});
