import * as z from 'zod/mini';
import { ZHealth } from '../../schemas/system';
import { ZObjectKeyParam, ZSignedUrlQuery } from '../../schemas/uploads';
import { IMAGE_PRESETS } from '../../constants/uploads';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/** The platform's own operations: readiness, the OpenAPI document and signed image renditions. */
export const systemRows = defineRows({
  'system.health': {
    method: 'GET',
    path: '/v1/health',
    handler: 'api/system/health',
    access: 'public',
    tag: 'System',
    summary: 'Readiness: 200 once the table, identity and storage answer.',
    response: ZHealth,
    audit: NOT_AUDITED.READ,
  },
  'system.openapi': {
    method: 'GET',
    path: '/v1/openapi.json',
    handler: 'api/system/openapi',
    access: 'public',
    tag: 'System',
    summary: 'The OpenAPI document generated from this manifest.',
    response: z.record(z.string(), z.unknown()),
    audit: NOT_AUDITED.READ,
  },
  'system.image': {
    method: 'GET',
    path: '/v1/images/{preset}/{key+}',
    handler: 'api/system/get-image',
    access: 'public',
    tag: 'Uploads',
    memoryMb: 1024,
    summary: 'A resized image by preset; the URL must carry the signature the API issued for it.',
    request: {
      params: z.object({ preset: z.enum(Object.keys(IMAGE_PRESETS) as [string, ...string[]]), key: ZObjectKeyParam }),
      query: ZSignedUrlQuery,
    },
    response: z.unknown(),
    audit: NOT_AUDITED.READ,
  },
});
