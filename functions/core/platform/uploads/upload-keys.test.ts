import { describe, expect, it } from 'vitest';
import { buildUploadKey, fileExtension, isCompanyUploadKey, parseUploadKey, safeFileName } from './upload-keys';

const ID = '0b0c5e4e-1111-2222-3333-444455556666';

describe('upload keys', () => {
  it('makes file names safe and keeps a lower-case extension', () => {
    expect(safeFileName('Café au lait.PNG')).toBe('Cafe-au-lait.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\photo.jpeg')).toBe('photo.jpeg');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('<script>.jpg')).toBe('script.jpg');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(94);
  });

  it('builds keys under the company and kind', () => {
    expect(buildUploadKey('c1', 'avatar', 'me.png', ID)).toBe(`c/c1/avatar/${ID}/me.png`);
    expect(fileExtension('a.b.JPG')).toBe('jpg');
  });

  it('recognises only keys of this company and kind, in the generated shape', () => {
    const key = buildUploadKey('c1', 'avatar', 'me.png', ID);
    expect(isCompanyUploadKey(key, 'c1', 'avatar')).toBe(true);
    expect(isCompanyUploadKey(key, 'c2', 'avatar')).toBe(false);
    expect(isCompanyUploadKey(key, 'c1', 'thumbnail')).toBe(false);
    expect(isCompanyUploadKey(`c/c1/avatar/${ID}/../../c2/x.png`, 'c1', 'avatar')).toBe(false);
    expect(isCompanyUploadKey(`c/c1/avatar/not-a-uuid/me.png`, 'c1', 'avatar')).toBe(false);
    expect(isCompanyUploadKey(`c/c1/avatar/${ID}/sub/me.png`, 'c1', 'avatar')).toBe(false);
  });
});

describe('parseUploadKey', () => {
  it('reads the company and kind of a key buildUploadKey made, and nothing else', () => {
    const key = buildUploadKey('acme-1', 'thumbnail', '../../Cover photo.PNG');
    expect(parseUploadKey(key)).toEqual({ companyId: 'acme-1', kind: 'thumbnail' });
    expect(parseUploadKey('c/acme-1/courses/x/assets/y/v.mp4')).toBeUndefined();
    expect(parseUploadKey(`${key.split('/').slice(0, 4).join('/')}/../x.png`)).toBeUndefined();
    expect(parseUploadKey(`/${key}`)).toBeUndefined();
  });
});
