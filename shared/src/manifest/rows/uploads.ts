import { ZSignBody, ZSignResponse, ZVerifyUploadBody, ZVerifyUploadResponse } from '../../schemas/uploads';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/** Presigned uploads straight to storage, verified by size, type and magic bytes before any save names them. */
export const uploadRows = defineRows({
  'uploads.sign': {
    throttle: ROUTE_THROTTLES.uploads,
    method: 'POST',
    path: '/v1/sign',
    handler: 'api/uploads/sign',
    access: 'authenticated',
    tag: 'Uploads',
    suspendedAccessible: true,
    summary: "A presigned POST for one upload under the caller's company, with size and type conditions.",
    request: { body: ZSignBody },
    response: ZSignResponse,
    audit: NOT_AUDITED.UPLOAD,
  },
  'uploads.verify': {
    method: 'POST',
    path: '/v1/sign/verify',
    handler: 'api/uploads/verify-upload',
    access: 'authenticated',
    tag: 'Uploads',
    suspendedAccessible: true,
    summary: "Check an uploaded object's size, type and magic bytes; refused uploads are deleted.",
    request: { body: ZVerifyUploadBody },
    response: ZVerifyUploadResponse,
    audit: NOT_AUDITED.UPLOAD,
  },
});
