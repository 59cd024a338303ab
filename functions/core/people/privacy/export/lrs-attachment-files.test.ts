import { describe, expect, it } from 'vitest';
import { extensionForType, planAttachmentFiles } from './lrs-attachment-files';

const sha = (c: string) => c.repeat(64);

describe('extensionForType', () => {
  it('gives the usual extension of a media type, its parameters and case aside', () => {
    expect(extensionForType('text/plain')).toBe('.txt');
    expect(extensionForType('Text/Plain; charset=UTF-8')).toBe('.txt');
    expect(extensionForType('image/jpeg')).toBe('.jpg');
    expect(extensionForType('application/pdf')).toBe('.pdf');
  });

  it('gives none for a type without a usual extension, or no type', () => {
    expect(extensionForType('application/octet-stream')).toBe('');
    expect(extensionForType('x-unknown/thing')).toBe('');
    expect(extensionForType(undefined)).toBe('');
  });
});

describe('planAttachmentFiles', () => {
  const bounds = { fileBytes: 100, totalBytes: 150 };

  it('puts held content in the zip under lrs-attachments/, in order, while it fits', () => {
    const plan = planAttachmentFiles(
      'c1',
      [
        { sha2: sha('a'), contentType: 'text/plain', bytes: 60 },
        { sha2: sha('b'), contentType: 'application/octet-stream', bytes: 80 },
        { sha2: sha('c'), contentType: 'image/png', bytes: 10 },
      ],
      bounds,
    );
    expect(plan.files).toEqual([
      { sha2: sha('a'), key: `c/c1/xapi/attachments/${sha('a')}`, path: `lrs-attachments/${sha('a')}.txt` },
      { sha2: sha('b'), key: `c/c1/xapi/attachments/${sha('b')}`, path: `lrs-attachments/${sha('b')}` },
      // 60 + 80 + 10 = 150: the third still fits.
      { sha2: sha('c'), key: `c/c1/xapi/attachments/${sha('c')}`, path: `lrs-attachments/${sha('c')}.png` },
    ]);
    expect(plan.leftOut).toEqual([]);
  });

  it('leaves out a file over the per-file bound and what passes the total, listing their sizes', () => {
    const plan = planAttachmentFiles(
      'c1',
      [
        { sha2: sha('a'), contentType: 'text/plain', bytes: 101 },
        { sha2: sha('b'), contentType: 'text/plain', bytes: 100 },
        { sha2: sha('c'), contentType: 'text/plain', bytes: 51 },
        { sha2: sha('d'), contentType: 'text/plain', bytes: 50 },
      ],
      bounds,
    );
    expect(plan.files.map((file) => file.sha2)).toEqual([sha('b'), sha('d')]);
    expect(plan.leftOut).toEqual([
      { sha2: sha('a'), bytes: 101 },
      { sha2: sha('c'), bytes: 51 },
    ]);
  });
});
