import { MB } from '@skillway/shared';
import { call } from '../../factories/http';
import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  SIGNED_IN,
  SIGNED_IN_OWN_RECORD,
  type TDomainMatrix,
  type TSample,
} from './matrix-types';

const VIDEO = { type: 'course-video', file_name: 'Induction.mp4', content_type: 'video/mp4', size: 20 * MB };

/**
 * A fresh multipart upload of the owner's company (company A's administrator's for callers who may not start one:
 * their call is refused before it is read), so an abort never finds one an earlier call aborted.
 */
async function multipartOf({ owner, tenants }: Parameters<TSample>[0]): Promise<{ key: string; upload_id: string }> {
  const holder = owner.companyId === tenants.b.admin.companyId ? tenants.b.admin : tenants.a.admin;
  const started = await call('POST', '/v1/sign/multipart', { token: holder.token, body: VIDEO });
  if (started.status !== 200) throw new Error(`multipart create: ${started.status} ${JSON.stringify(started.body)}`);
  return { key: started.body.data.key, upload_id: started.body.data.upload_id };
}

export const uploadsMatrix: TDomainMatrix = {
  expectations: {
    'uploads.sign': SIGNED_IN,
    'uploads.verify': SIGNED_IN_OWN_RECORD,
    'uploads.limits': SIGNED_IN,
    'uploads.multipartCreate': ADMIN_ONLY,
    'uploads.multipartSignParts': ADMIN_ONLY_RECORD,
    'uploads.multipartListParts': ADMIN_ONLY_RECORD,
    'uploads.multipartComplete': ADMIN_ONLY_RECORD,
    'uploads.multipartAbort': ADMIN_ONLY_RECORD,
  },
  samples: {
    'uploads.sign': () => ({ body: { type: 'avatar', file_name: 'me.png', content_type: 'image/png', size: 1000 } }),
    'uploads.verify': ({ owner }) => ({ body: { type: 'avatar', key: owner.uploadKey } }),
    'uploads.limits': () => ({}),
    'uploads.multipartCreate': () => ({ body: VIDEO }),
    'uploads.multipartSignParts': async (input) => ({ body: { ...(await multipartOf(input)), part_numbers: [1, 2] } }),
    'uploads.multipartListParts': async (input) => ({ body: await multipartOf(input) }),
    // No part sent: an allowed caller's completion is a 422 naming the missing parts.
    'uploads.multipartComplete': async (input) => ({
      body: {
        ...(await multipartOf(input)),
        parts: [
          { part_number: 1, etag: '"0"' },
          { part_number: 2, etag: '"0"' },
        ],
      },
    }),
    'uploads.multipartAbort': async (input) => ({ body: await multipartOf(input) }),
  },
};
