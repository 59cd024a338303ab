/** Private buckets; every object key starts with `c/{companyId}/` (see functions/core/platform/uploads). */
export const BUCKETS = {
  uploads: { localName: 'skillway-uploads', env: 'UPLOADS_BUCKET' },
} as const;

/** Browsers upload straight to the uploads bucket with presigned POST. */
export const UPLOADS_CORS = {
  allowedMethods: ['POST', 'GET', 'HEAD'],
  allowedHeaders: ['*'],
  maxAgeSeconds: 3000,
} as const;
