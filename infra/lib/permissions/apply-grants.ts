import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { acknowledgeWildcards } from '../nag/acknowledge';
import { TABLE_INDEXES } from '@skillway/functions/core/platform/definitions/table';
import type { TGrants, TUploadsAccess } from './grants';

/** The resources a grant can name, passed in by whichever stack owns the function. */
export interface TGrantTargets {
  readonly tableArn: string;
  readonly uploadsBucketArn: string;
  readonly userPoolArn: string;
  readonly eventBusArn: string;
  readonly mail: { readonly identityArn: string; readonly configurationSetArn: string; readonly fromAddress: string };
}

// Listed by hand rather than CDK's grantReadData: that one includes Scan, which no request path may use (DESIGN.md).
const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

type TBucketAccess = 'list' | 'list-uploads';
const UPLOADS_OBJECT_ACTIONS: Record<Exclude<TUploadsAccess, TBucketAccess>, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  tag: 's3:PutObjectTagging',
  delete: 's3:DeleteObject',
  abort: 's3:AbortMultipartUpload',
  'list-parts': 's3:ListMultipartUploadParts',
};

/** Every tenant's objects live under `c/{companyId}/`; nothing outside that prefix is reachable. */
export const UPLOADS_OBJECT_PREFIX = 'c/';
/** Unpacked e-learning packages live under `content/{companyId}/{assetId}/` (the `content` grant). */
const CONTENT_OBJECT_PREFIX = 'content/';

/** Turns a TGrants line into identity-policy statements on the function's own role. */
export function applyGrants(role: IRole, grants: TGrants, targets: TGrantTargets): void {
  if (grants.table) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: grants.table === 'readwrite' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ,
        // Named indexes, not `index/*`: a new index is a deliberate change here too.
        resources: [targets.tableArn, ...TABLE_INDEXES.map((index) => `${targets.tableArn}/index/${index.name}`)],
      }),
    );
  }

  const uploads = grants.uploads ?? [];
  const objectActions = uploads
    .filter((a): a is Exclude<TUploadsAccess, TBucketAccess> => a !== 'list' && a !== 'list-uploads')
    .map((a) => UPLOADS_OBJECT_ACTIONS[a]);
  if (objectActions.length > 0) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: objectActions,
        resources: [`${targets.uploadsBucketArn}/${UPLOADS_OBJECT_PREFIX}*`],
      }),
    );
    acknowledgeWildcards(role, {
      matches: isTenantPrefixWildcard,
      reason:
        'Upload keys are generated per tenant at run time (c/{companyId}/...); the object wildcard is limited to that ' +
        "prefix, and the handler checks the caller's company before it touches a key.",
    });
  }
  const content = grants.content ?? [];
  if (content.length > 0) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: content.map((a) => UPLOADS_OBJECT_ACTIONS[a]),
        resources: [`${targets.uploadsBucketArn}/${CONTENT_OBJECT_PREFIX}*`],
      }),
    );
    acknowledgeWildcards(role, {
      matches: isTenantPrefixWildcard,
      reason:
        'Unpacked package keys are made per tenant and material at run time (content/{companyId}/{assetId}/...); the ' +
        'object wildcard is limited to that prefix, and the worker writes only under the material it unpacks.',
    });
  }
  if (uploads.includes('list')) {
    // HeadBucket for readiness, and a missing key reads as 404 rather than 403.
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [targets.uploadsBucketArn] }),
    );
  }
  if (uploads.includes('list-uploads')) {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucketMultipartUploads'], resources: [targets.uploadsBucketArn] }),
    );
  }

  if (grants.cognito && grants.cognito.length > 0) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...new Set(grants.cognito)].map((action) => `cognito-idp:${action}`),
        resources: [targets.userPoolArn],
      }),
    );
  }

  if (grants.publishEvents) {
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['events:PutEvents'], resources: [targets.eventBusArn] }));
  }

  if (grants.sendMail) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [targets.mail.identityArn, targets.mail.configurationSetArn],
        // Only as our sender address, whatever else the identity could send as.
        conditions: { StringEquals: { 'ses:FromAddress': targets.mail.fromAddress } },
      }),
    );
  }
}

/** `Resource::<...>/c/*` or `…/content/*`: a per-tenant object prefix of a bucket, and nothing broader. */
export function isTenantPrefixWildcard(finding: string): boolean {
  return (
    finding.startsWith('Resource::') &&
    (finding.endsWith(`/${UPLOADS_OBJECT_PREFIX}*`) || finding.endsWith(`/${CONTENT_OBJECT_PREFIX}*`)) &&
    finding.indexOf('*') === finding.length - 1
  );
}
