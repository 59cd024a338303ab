import { mimeForExtension, type TUploadKindName } from '@skillway/shared';
import { fileTypeFromBuffer } from 'file-type';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedContentProblem } from '../../../platform/uploads/content-check';
import type { TCatalogueMaterial } from './catalogue-types';
import { CATALOGUE_ASSETS_DIR, DEFAULT_COURSES, catalogueAssetPath, catalogueThumbnailFile } from './index';

type TFileKind = Exclude<TCatalogueMaterial['kind'], 'link'> | 'thumbnail';

/** Per kind: the size budget, the signature and where it sits, and the upload kind an admin would have used. */
const RULES: Record<TFileKind, { maxBytes: number; magic: string; offset: number; upload: TUploadKindName }> = {
  document: { maxBytes: 100 * 1024, magic: '%PDF-', offset: 0, upload: 'course-document' },
  powerpoint: { maxBytes: 200 * 1024, magic: 'PK\x03\x04', offset: 0, upload: 'course-powerpoint' },
  video: { maxBytes: 300 * 1024, magic: 'ftyp', offset: 4, upload: 'course-video' },
  thumbnail: { maxBytes: 40 * 1024, magic: '\xFF\xD8\xFF', offset: 0, upload: 'thumbnail' },
};

const referenced = new Map<string, TFileKind>();
for (const course of DEFAULT_COURSES) {
  for (const material of course.materials) {
    if (material.kind !== 'link' && material.file) referenced.set(material.file, material.kind);
  }
  referenced.set(catalogueThumbnailFile(course.slug), 'thumbnail');
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [path.relative(CATALOGUE_ASSETS_DIR, full)];
  });
}

describe('catalogue assets', () => {
  it('include a video, documents and at least two slide decks', () => {
    const kinds = [...referenced.values()];
    expect(kinds).toContain('video');
    expect(kinds.filter((kind) => kind === 'document').length).toBe(DEFAULT_COURSES.length);
    expect(kinds.filter((kind) => kind === 'powerpoint').length).toBeGreaterThanOrEqual(2);
  });

  describe.each([...referenced.entries()])('%s', (file, kind) => {
    const rule = RULES[kind];

    it('exists within its size budget', () => {
      const full = catalogueAssetPath(file);
      expect(existsSync(full), `${file} is missing: run build-assets.ts`).toBe(true);
      expect(statSync(full).size).toBeGreaterThan(0);
      expect(statSync(full).size).toBeLessThanOrEqual(rule.maxBytes);
    });

    it('starts with the right magic bytes', () => {
      const head = readFileSync(catalogueAssetPath(file)).subarray(rule.offset, rule.offset + rule.magic.length);
      expect(head.toString('latin1')).toBe(rule.magic);
    });

    it('passes the server upload check an administrator upload would get', async () => {
      const content = readFileSync(catalogueAssetPath(file));
      const detected = await fileTypeFromBuffer(content.subarray(0, 64 * 1024));
      const declaredType = mimeForExtension(path.extname(file).slice(1)) ?? '';
      const problem = uploadedContentProblem(rule.upload, {
        size: content.length,
        declaredType,
        storedType: declaredType,
        detectedType: detected?.mime,
      });
      expect(problem).toBeNull();
    });
  });

  it('give every course its own 16:9 thumbnail, large enough for the course screens', async () => {
    const seen = new Set<string>();
    for (const course of DEFAULT_COURSES) {
      const bytes = readFileSync(catalogueAssetPath(catalogueThumbnailFile(course.slug)));
      const meta = await sharp(bytes).metadata();
      expect(meta.format, course.slug).toBe('jpeg');
      expect(meta.width, course.slug).toBeGreaterThanOrEqual(500);
      expect((meta.width ?? 0) / (meta.height ?? 1), course.slug).toBeCloseTo(16 / 9, 2);
      seen.add(bytes.toString('base64'));
    }
    expect(seen.size).toBe(DEFAULT_COURSES.length);
  });

  it('holds no files that no course refers to', () => {
    expect(listFiles(CATALOGUE_ASSETS_DIR).sort()).toEqual([...referenced.keys()].sort());
  });

  it('refuses asset paths outside the assets folder', () => {
    expect(() => catalogueAssetPath('../index.ts')).toThrow();
    expect(() => catalogueAssetPath('/etc/passwd')).toThrow();
    expect(() => catalogueAssetPath('shared/../../catalogue-types.ts')).toThrow();
    expect(catalogueAssetPath('shared/course-introduction.mp4')).toBe(
      path.join(CATALOGUE_ASSETS_DIR, 'shared', 'course-introduction.mp4'),
    );
  });
});
