/** Presigned uploads, the content check and signed image URLs, over HTTP against the running local stack. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { stackUrl } from '../../../test/factories/stack-context';
import { call } from '../../../test/factories/http';

async function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

async function signAndUpload(
  account: TRegistered,
  file: { name: string; type: string; bytes: Buffer },
  kind = 'avatar',
) {
  const signed = await call('POST', '/v1/sign', {
    token: account.token,
    body: { type: kind, file_name: file.name, content_type: file.type, size: file.bytes.length },
  });
  expect(signed.status).toBe(200);
  const { url, fields, key } = signed.body.data as { url: string; fields: Record<string, string>; key: string };
  expect(key.startsWith(`c/${account.user.company_id}/${kind}/`)).toBe(true);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const upload = await fetch(url, { method: 'POST', body: form });
  expect(upload.status).toBeLessThan(300);
  return key;
}

function apiPath(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

describe('uploads', () => {
  it('signs an avatar under the caller company, verifies a real PNG and serves it resized by a signed URL', async () => {
    const account = await registerCompany();
    const bytes = await png();
    const key = await signAndUpload(account, { name: 'Me at work.PNG', type: 'image/png', bytes });
    expect(key).toMatch(/\/Me-at-work\.png$/);

    const verified = await call('POST', '/v1/sign/verify', { token: account.token, body: { type: 'avatar', key } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({
      key,
      size: bytes.length,
      mime_type: 'image/png',
      original_name: 'Me at work.PNG',
    });

    const profile = await call('PUT', '/v1/user/profile', {
      token: account.token,
      body: { first_name: 'Ada', last_name: 'Factory', email: account.email, s3_url: key },
    });
    expect(profile.status).toBe(200);
    const thumbnail = profile.body.data.thumbnail as { key: string; medium: string; thumb: string };
    expect(thumbnail.key).toBe(key);

    const medium = await fetch(new URL(apiPath(thumbnail.medium), stackUrl()));
    expect(medium.status).toBe(200);
    expect(medium.headers.get('content-type')).toBe('image/png');
    expect(medium.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const meta = await sharp(Buffer.from(await medium.arrayBuffer())).metadata();
    expect(meta.width).toBe(300);

    const thumb = await fetch(new URL(apiPath(thumbnail.thumb), stackUrl()));
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([120, 120]);

    // A signature for one preset does not open another, and a tampered or expired one is refused.
    const otherPreset = apiPath(thumbnail.medium).replace('/medium/', '/large/');
    expect((await fetch(new URL(otherPreset, stackUrl()))).status).toBe(403);
    const tampered = apiPath(thumbnail.medium).replace(/sig=[^&]+/, 'sig=forged');
    expect((await fetch(new URL(tampered, stackUrl()))).status).toBe(403);
    const expired = apiPath(thumbnail.medium).replace(/exp=\d+/, 'exp=1000');
    expect((await fetch(new URL(expired, stackUrl()))).status).toBe(403);
  });

  it('refuses and deletes a text file named .png', async () => {
    const account = await registerCompany();
    const bytes = Buffer.from('just some text pretending to be an image\n'.repeat(20));
    const key = await signAndUpload(account, { name: 'fake.png', type: 'image/png', bytes });
    const verified = await call('POST', '/v1/sign/verify', { token: account.token, body: { type: 'avatar', key } });
    expect(verified.status).toBe(422);
    expect(verified.body.errors.key[0]).toMatch(/not a recognised file type|does not match/);
    // Deleted: the key is no longer known (and the object is gone).
    const again = await call('POST', '/v1/sign/verify', { token: account.token, body: { type: 'avatar', key } });
    expect(again.status).toBe(404);
    const profile = await call('PUT', '/v1/user/profile', {
      token: account.token,
      body: { first_name: 'Ada', last_name: 'Factory', email: account.email, s3_url: key },
    });
    expect(profile.status).toBe(422);
    expect(profile.body.errors.s3_url).toBeDefined();
  });

  it("answers 404 for another company's key", async () => {
    const owner = await registerCompany();
    const stranger = await registerCompany();
    const key = await signAndUpload(owner, { name: 'logo.png', type: 'image/png', bytes: await png(64, 64) });
    const verified = await call('POST', '/v1/sign/verify', { token: stranger.token, body: { type: 'avatar', key } });
    expect(verified.status).toBe(404);
    const profile = await call('PUT', '/v1/user/profile', {
      token: stranger.token,
      body: { first_name: 'X', last_name: 'Y', email: stranger.email, s3_url: key },
    });
    expect(profile.status).toBe(422);
  });

  it('refuses to sign a file of the wrong type or size', async () => {
    const account = await registerCompany();
    const wrongType = await call('POST', '/v1/sign', {
      token: account.token,
      body: { type: 'company-logo', file_name: 'logo.pdf', content_type: 'application/pdf', size: 1000 },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.file_name[0]).toContain('png, jpg, jpeg');
    const tooBig = await call('POST', '/v1/sign', {
      token: account.token,
      body: { type: 'thumbnail', file_name: 'big.jpg', content_type: 'image/jpeg', size: 11 * 1024 * 1024 },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.size).toEqual(['The file may not be greater than 10 MB.']);
  });
});
