/**
 * The S3 Object Created worker (AWS only; invoked here with the event EventBridge delivers): an upload is checked as
 * it lands, a refused one deleted with its record, and keys that are not uploads are left alone.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '@skillway/functions/core/platform/config';
import { findUpload } from '@skillway/functions/core/platform/uploads/upload-repository';
import { registerCompany, type TRegistered } from '../../test/factories/accounts';
import { pngFile } from '../../test/factories/courses';
import { call } from '../../test/factories/http';
import { objectExists, polyglotFile, signAndPostAs } from '../../test/factories/upload-attacks';
import { handler } from './verify-upload';

let admin: TRegistered;

function objectCreated(key: string, bucket = config.uploadsBucket): EventBridgeEvent<string, unknown> {
  return {
    id: `evt-${Math.random().toString(36).slice(2)}`,
    version: '0',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    source: 'aws.s3',
    'detail-type': 'Object Created',
    // S3 events URL-encode keys (a space is `+`).
    detail: { bucket: { name: bucket }, object: { key: encodeURIComponent(key).replace(/%2F/g, '/') } },
  };
}

beforeAll(async () => {
  admin = await registerCompany();
});

describe('verify-upload worker', () => {
  it('marks a good upload verified as it lands; the save then adopts it', async () => {
    const key = await signAndPostAs(admin.token, 'thumbnail', await pngFile('My cover.png'));
    await handler(objectCreated(key));
    const record = await findUpload(admin.user.company_id, key);
    expect(record).toMatchObject({ status: 'verified', mime_type: 'image/png' });
    const created = await call('POST', '/v1/courses', {
      token: admin.token,
      body: { name: 'Checked', description: '<p>x</p>', hours: 1, minutes: 0, type: 353359, s3_url: key },
    });
    expect(created.status).toBe(201);
  });

  it('deletes a refused upload and its record; the save then answers 422', async () => {
    const key = await signAndPostAs(admin.token, 'thumbnail', polyglotFile((await pngFile()).bytes));
    await handler(objectCreated(key));
    expect(await objectExists(key)).toBe(false);
    expect(await findUpload(admin.user.company_id, key)).toBeUndefined();
    const created = await call('POST', '/v1/courses', {
      token: admin.token,
      body: { name: 'Refused', description: '<p>x</p>', hours: 1, minutes: 0, type: 353359, s3_url: key },
    });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['s3_url']);
  });

  it('ignores keys that are not uploads and other buckets', async () => {
    const key = await signAndPostAs(admin.token, 'thumbnail', polyglotFile((await pngFile()).bytes));
    await handler(objectCreated(key, 'another-bucket'));
    await handler(objectCreated(`c/${admin.user.company_id}/courses/x/assets/y/video.mp4`));
    expect(await objectExists(key)).toBe(true);
    expect((await findUpload(admin.user.company_id, key))?.status).toBe('pending');
  });
});
