/** Private buckets; every object key starts with `c/{companyId}/` (see functions/core/platform/uploads). */
export const BUCKETS = {
  uploads: { localName: 'skillway-uploads', env: 'UPLOADS_BUCKET' },
} as const;

/**
 * Browsers upload straight to the uploads bucket with presigned POST, and a large file's parts with presigned
 * UploadPart PUTs (the ETag each answers is exposed: the browser completes the upload with them).
 */
export const UPLOADS_CORS = {
  allowedMethods: ['POST', 'PUT', 'GET', 'HEAD'],
  allowedHeaders: ['*'],
  maxAgeSeconds: 3000,
} as const;

/**
 * The tag report files are written with and the days they are kept: the uploads bucket's lifecycle rule (infra)
 * expires objects carrying it; locally the clean-report-files schedule deletes them.
 */
export const REPORT_FILE_RETENTION = { tagKey: 'retention', tagValue: 'report', days: 7 } as const;

/**
 * The days after which a multipart upload not completed is aborted and its parts deleted (an abandoned large upload):
 * on AWS the uploads bucket's lifecycle rule; locally the abort-stale-uploads schedule. Long enough to resume an upload
 * the next day.
 */
export const INCOMPLETE_UPLOAD_DAYS = 2;
