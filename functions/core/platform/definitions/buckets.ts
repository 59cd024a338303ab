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

/**
 * The tag report files are written with and the days they are kept: the uploads bucket's lifecycle rule (infra)
 * expires objects carrying it; locally the clean-report-files schedule deletes them.
 */
export const REPORT_FILE_RETENTION = { tagKey: 'retention', tagValue: 'report', days: 7 } as const;
