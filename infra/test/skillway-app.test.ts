import { beforeAll, describe, expect, it } from 'vitest';
import { type App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { RUN_TIME_SECRETS, type TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';
import { TABLE_INDEXES, TABLE_KEYS } from '@skillway/functions/core/platform/definitions/table';
import { USER_POOL_DEFINITION } from '@skillway/functions/core/platform/definitions/user-pool';
import {
  EDGE_RATE_LIMITS,
  EVENT_ROUTES,
  OPERATION_LIST,
  SCHEDULES,
  UPLOAD_KIND_NAMES,
  USER_POOL_TRIGGERS,
  routeMethods,
} from '@skillway/shared';
import {
  CLOUDFORMATION_RESOURCE_LIMIT,
  MAX_OPERATIONS_PER_NESTED_STACK,
  RESOURCES_PER_OPERATION,
  resourcesOf,
  routePath,
} from '../lib/stacks/api-routes-stack';
import { SkillwayNagChecks } from '../lib/nag/skillway-nag-checks';
import { secretsByBundle } from '../lib/bundling/bundle-locator';
import { NONCURRENT_VERSION_DAYS } from '../lib/constructs/private-bucket';
import { AUTH_RATE_LIMITED_PATHS } from '../lib/stacks/edge-stack';
import { PERMISSIONS_POLICY } from '../lib/web/security-headers';
import { FILES_FORWARDED_QUERY_STRINGS, FILES_PATH_PATTERN } from '../lib/web/files-behavior';
import { synthSkillway, type TSynthesized } from './support/synth-skillway';
import { synthStubApp } from './synth-stub-app';
import type { TSkillwayStacks } from '../lib/skillway-app';

let synth: TSynthesized;
/**
 * A ceiling, not a measurement: the synth builds every handler (about 25 s alone on two cores) and, in `npm test`,
 * shares the CPU at low priority with three local stacks and a browser; a CI run once took over 300 s here.
 */
const SYNTH_TIMEOUT_MS = 900_000;
type TStubSynth = { readonly app: App; readonly stacks: TSkillwayStacks };
function stubSynth(context: Record<string, unknown>): TStubSynth {
  const stacks = synthStubApp(context);
  return { app: stacks.data.node.root as App, stacks };
}
const template = (stack: Parameters<typeof Template.fromStack>[0]) => Template.fromStack(stack);

beforeAll(async () => {
  synth = await synthSkillway();
}, SYNTH_TIMEOUT_MS);

describe('data stack', () => {
  it('has the single table with its keys, GSIs, PITR, TTL, encryption and deletion protection', () => {
    const t = template(synth.stacks.data);
    t.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    t.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    t.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'skillway-dev',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      Replicas: [
        Match.objectLike({
          DeletionProtectionEnabled: true,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });
});

describe('auth stack', () => {
  it('makes the user pool per the definition: password rule, immutable company id, admin-created users', () => {
    const policy = USER_POOL_DEFINITION.passwordPolicy;
    const t = template(synth.stacks.auth);
    t.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: policy.minimumLength,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireSymbols: true,
          RequireNumbers: false,
          TemporaryPasswordValidityDays: policy.temporaryPasswordValidityDays,
        },
      },
      Schema: Match.arrayWith([
        { Name: 'email', Required: true, Mutable: true },
        Match.objectLike({ Name: 'company_id', AttributeDataType: 'String', Mutable: false }),
      ]),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
      DeletionProtection: 'ACTIVE',
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
    });
    // CUSTOM_AUTH's three triggers (SSO sign-ins, issue 30) and nothing else: infra/lib/stacks/auth-stack.test.ts.
    t.resourceCountIs('AWS::Lambda::Function', USER_POOL_TRIGGERS.length);
  });

  it('lets no one try a password against Cognito with the public client id: admin flow, CUSTOM_AUTH and refresh only (issues 27, 30)', () => {
    const clients = template(synth.stacks.auth).findResources('AWS::Cognito::UserPoolClient');
    const flows = Object.values(clients).map(
      (client) => (client as { Properties: { ExplicitAuthFlows: string[] } }).Properties.ExplicitAuthFlows,
    );
    expect(flows).toHaveLength(1);
    expect(flows[0]).toEqual(expect.arrayContaining(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']));
    expect(flows[0]).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(flows[0]).not.toContain('ALLOW_USER_SRP_AUTH');
    expect(flows[0]).not.toContain('ALLOW_USER_AUTH');
    // A browser can start CUSTOM_AUTH with the public id, but only the API's proof finishes it (docs/security.md).
    expect(flows[0]).toContain('ALLOW_CUSTOM_AUTH');
  });

  it('gives the web client ADMIN_USER_PASSWORD_AUTH, CUSTOM_AUTH and refresh only, no secret, no OAuth, read-only attributes', () => {
    template(synth.stacks.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AccessTokenValidity: USER_POOL_DEFINITION.accessTokenMinutes,
      IdTokenValidity: USER_POOL_DEFINITION.idTokenMinutes,
      RefreshTokenValidity: USER_POOL_DEFINITION.refreshTokenDays * 24 * 60,
      ReadAttributes: Match.arrayWith(['custom:company_id', 'email']),
      WriteAttributes: [],
    });
  });
});

describe('api stacks', () => {
  it('verifies ID tokens with a JWT authorizer whose audience is the web client', () => {
    const t = template(synth.stacks.api);
    t.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
  });

  it('makes one Lambda per manifest row and one route per route method of it, the authorizer on non-public rows only', () => {
    const routes = synth.stacks.apiRoutes.domains.flatMap((domain) =>
      Object.values(template(domain).findResources('AWS::ApiGatewayV2::Route')).map(
        (r) => r.Properties as Record<string, unknown>,
      ),
    );
    const functions = synth.stacks.apiRoutes.domains.reduce(
      (sum, domain) => sum + Object.keys(template(domain).findResources('AWS::Lambda::Function')).length,
      0,
    );
    expect(functions).toBe(OPERATION_LIST.length);
    const routeKeys = OPERATION_LIST.flatMap((operation) =>
      routeMethods(operation).map((method) => ({ operation, key: `${method} ${routePath(operation.path)}` })),
    );
    expect(routes).toHaveLength(routeKeys.length);
    // The LRS's GET rows answer HEAD and OPTIONS too (route-methods.ts); nothing else has more than one route.
    expect(routeKeys.length - OPERATION_LIST.length).toBe(
      2 * OPERATION_LIST.filter((operation) => routeMethods(operation).length > 1).length,
    );
    expect(routeKeys.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['HEAD /v1/xapi/statements', 'OPTIONS /v1/xapi/statements', 'HEAD /v1/xapi/about']),
    );

    for (const { operation, key } of routeKeys) {
      const route = routes.find((r) => r.RouteKey === key);
      expect(route, key).toBeDefined();
      if (operation.access === 'public') {
        expect(route?.AuthorizationType, key).toBe('NONE');
        expect(route?.AuthorizerId, key).toBeUndefined();
      } else {
        expect(route?.AuthorizationType, key).toBe('JWT');
        expect(route?.AuthorizerId, key).toBeDefined();
      }
    }
  });

  it('puts each domain (manifest tag) in its own nested stack', () => {
    const tags = new Set(OPERATION_LIST.map((operation) => operation.tag));
    expect(synth.stacks.apiRoutes.domains.length).toBeGreaterThanOrEqual(tags.size);
    for (const domain of synth.stacks.apiRoutes.domains) {
      expect(new Set(domain.operations.map((operation) => operation.tag)).size).toBe(1);
    }
  });

  it('runs every handler on nodejs22.x arm64 from its prebuilt bundle, with JSON logs and the shared environment', () => {
    for (const domain of synth.stacks.apiRoutes.domains) {
      const t = template(domain);
      for (const fn of Object.values(t.findResources('AWS::Lambda::Function'))) {
        expect(fn.Properties).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          LoggingConfig: { LogFormat: 'JSON' },
        });
        const variables = Object.keys(fn.Properties.Environment.Variables as Record<string, unknown>);
        for (const name of [
          ENV.TABLE_NAME,
          ENV.USER_POOL_ID,
          ENV.USER_POOL_CLIENT_ID,
          ENV.UPLOADS_BUCKET,
          ENV.EVENT_BUS_NAME,
          ENV.APP_URL,
          ENV.MAIL_FROM,
          ENV.RUNTIME,
        ]) {
          expect(variables).toContain(name);
        }
        for (const localOnly of [
          ENV.DYNAMODB_ENDPOINT,
          ENV.COGNITO_ENDPOINT,
          ENV.S3_ENDPOINT,
          ENV.MAIL_OUTBOX_DIR,
          ENV.STRIPE_API_URL,
        ]) {
          expect(variables).not.toContain(localOnly);
        }
      }
      t.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    }
  });

  it('grants least privilege: no Scan, no wildcard actions, no managed policies on handler roles', () => {
    for (const stack of [...synth.stacks.apiRoutes.domains, synth.stacks.events, synth.stacks.mediaPipeline]) {
      const t = template(stack);
      const statements = Object.values(t.findResources('AWS::IAM::Policy')).flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[],
      );
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.filter((action) => action.includes('*'))).toEqual([]);
      for (const role of Object.values(t.findResources('AWS::IAM::Role'))) {
        expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      }
    }
  });
});

describe('secrets', () => {
  const allFunctions = () =>
    [
      ...Object.values(synth.stacks).filter((stack): stack is Stack => stack instanceof Stack),
      ...synth.stacks.apiRoutes.domains,
    ].flatMap((stack) => stackFunctions(synth, stack));
  const operationFunction = (id: string) => {
    const operation = OPERATION_LIST.find((row) => row.id === id)!;
    return allFunctions().find((fn) => fn.description.startsWith(`${operation.method} ${operation.path}:`))!;
  };
  const secretIdOf = (fn: TDeployedFunction, name: TRunTimeSecretName) => fn.variables[RUN_TIME_SECRETS[name].idEnv];

  it('puts no secret in any function environment: no value variable, no deploy-time reference', () => {
    const functions = allFunctions();
    expect(functions.length).toBeGreaterThan(OPERATION_LIST.length);
    for (const fn of functions) {
      expect(JSON.stringify(fn.variables)).not.toContain('resolve:secretsmanager');
      for (const name of [
        ENV.IMAGE_SIGNING_SECRET,
        ENV.ORIGIN_VERIFY_SECRET,
        ENV.STRIPE_SECRET_KEY,
        ENV.STRIPE_WEBHOOK_SECRET,
        ENV.STRIPE_PUBLISHABLE_KEY,
        ENV.HUBSPOT_ACCESS_TOKEN,
        ENV.FILES_PRIVATE_KEY,
        ENV.SSO_SEALING_SECRET,
      ]) {
        expect(fn.variables, fn.description).not.toHaveProperty(name);
      }
    }
  });

  it('gives each function the id of, and GetSecretValue on, exactly the secrets its bundle reads', () => {
    const byBundle = secretsByBundle(synth.build.metafile, synth.build.outDir);
    let checked = 0;
    for (const fn of allFunctions()) {
      const named = (Object.keys(RUN_TIME_SECRETS) as TRunTimeSecretName[]).filter((name) => secretIdOf(fn, name));
      // Each named secret is readable, and nothing else in Secrets Manager is.
      expect(fn.secretResources.length, fn.description).toBe(named.length);
      const operation = OPERATION_LIST.find((row) => fn.description.startsWith(`${row.method} ${row.path}:`));
      if (!operation) continue;
      expect(named, fn.description).toEqual(
        (byBundle.get(operation.handler) ?? []).filter((name) => name !== 'hubspot' && name !== 'filesSigning'),
      );
      checked += 1;
    }
    expect(checked).toBe(OPERATION_LIST.length);
  });

  it('keeps billing keys to billing: the OpenAPI document and sign-in never see Stripe, HubSpot or the signing key', () => {
    const openapi = operationFunction('system.openapi');
    expect(secretIdOf(openapi, 'stripe')).toBeUndefined();
    expect(secretIdOf(openapi, 'imageSigning')).toBeUndefined();
    expect(secretIdOf(openapi, 'originVerify')).toBeDefined();
    expect(secretIdOf(operationFunction('auth.login'), 'stripe')).toBeUndefined();
    const stripe = secretIdOf(operationFunction('billing.paymentSecret'), 'stripe');
    expect(JSON.stringify(stripe)).toContain('StripeSecret');
    expect(operationFunction('billing.paymentSecret').secretResources).toContainEqual(
      expect.stringContaining('StripeSecret'),
    );
  });
});

describe('storage and media stacks', () => {
  it('keeps every bucket private, encrypted, TLS-only and logged', () => {
    for (const stack of [synth.stacks.storage, synth.stacks.media, synth.stacks.web]) {
      const t = template(stack);
      t.allResourcesProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      const buckets = Object.keys(t.findResources('AWS::S3::Bucket'));
      const policies = Object.values(t.findResources('AWS::S3::BucketPolicy'));
      for (const bucket of buckets) {
        const policy = policies.find((p) => JSON.stringify(p.Properties.Bucket).includes(bucket));
        expect(JSON.stringify(policy?.Properties.PolicyDocument), bucket).toContain('"aws:SecureTransport":"false"');
      }
    }
  });

  it('versions every bucket and expires old versions after a while', () => {
    for (const stack of [synth.stacks.storage, synth.stacks.media, synth.stacks.web]) {
      const t = template(stack);
      t.allResourcesProperties('AWS::S3::Bucket', {
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Id: 'expire-old-versions',
              Status: 'Enabled',
              NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
            }),
          ]),
        },
      });
    }
  });

  it('accepts presigned POST uploads and multipart parts from the app and aborts abandoned uploads after 2 days', () => {
    const storage = template(synth.stacks.storage);
    storage.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: Match.arrayWith(['POST', 'PUT']),
            AllowedOrigins: ['https://*.cloudfront.net'],
            ExposedHeaders: ['ETag'],
          }),
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'abort-incomplete-uploads',
            Status: 'Enabled',
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 },
          }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
    // One abort rule on the uploads bucket: a second, shorter one would abort a resumable upload first.
    const uploads = Object.values(
      storage.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }),
    ) as { Properties: { LifecycleConfiguration: { Rules: { AbortIncompleteMultipartUpload?: unknown }[] } } }[];
    expect(uploads).toHaveLength(1);
    const aborts = uploads[0]!.Properties.LifecycleConfiguration.Rules.filter(
      (rule) => rule.AbortIncompleteMultipartUpload,
    );
    expect(aborts).toEqual([expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 } })]);
  });

  it('expires report files (tagged retention=report) after 7 days, and the report worker may tag what it writes', () => {
    template(synth.stacks.storage).hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'expire-report-files',
            Status: 'Enabled',
            ExpirationInDays: 7,
            TagFilters: [{ Key: 'retention', Value: 'report' }],
          }),
        ]),
      },
    });
    const events = template(synth.stacks.events);
    events.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: ['s3:PutObject', 's3:PutObjectTagging'], Effect: 'Allow' }),
        ]),
      },
    });
  });

  it("gives MediaConvert a role of its own and catches this stage's job-state changes", () => {
    const t = template(synth.stacks.media);
    t.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'mediaconvert.amazonaws.com' } })],
      },
    });
    const pipeline = template(synth.stacks.mediaPipeline);
    pipeline.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.mediaconvert'],
        'detail-type': ['MediaConvert Job State Change'],
        detail: { userMetadata: { app: ['skillway-dev'] } },
      },
      Targets: [Match.objectLike({ RetryPolicy: Match.anyValue() })],
    });
  });

  it('starts a transcode for course videos only: S3 events to EventBridge, CreateJob and PassRole to MediaConvert', () => {
    template(synth.stacks.storage).hasResourceProperties('AWS::S3::Bucket', {
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
    });
    const t = template(synth.stacks.mediaPipeline);
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: { object: { key: [{ wildcard: 'c/*/courses/*/assets/*/*.mp4' }] } },
      },
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          [ENV.MEDIACONVERT_ROLE_ARN]: Match.anyValue(),
          [ENV.MEDIA_JOB_TAG]: 'skillway-dev',
        }),
      },
    });
    t.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'iam:PassRole',
            Condition: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
          }),
        ]),
      },
    });
  });
});

describe('upload check on AWS', () => {
  it('runs the content check of every presigned upload as it lands (S3 Object Created to the verify-upload worker)', () => {
    const t = template(synth.stacks.mediaPipeline);
    t.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.s3'],
        'detail-type': ['Object Created'],
        detail: {
          object: { key: UPLOAD_KIND_NAMES.map((kind) => ({ wildcard: `c/*/${kind}/*/*` })) },
        },
      },
      Targets: [Match.objectLike({ RetryPolicy: Match.anyValue() })],
    });
    t.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('A presigned upload landed'),
    });
    // The worker reads and deletes upload objects (under c/ only) and writes the upload records.
    t.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: ['s3:DeleteObject', 's3:GetObject'] })]),
      },
    });
  });
});

describe('web stack', () => {
  it('serves the SPA from a private bucket through OAC, with the SPA fallback at the edge', () => {
    const t = template(synth.stacks.web);
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/v1/images/*', AllowedMethods: ['GET', 'HEAD'] }),
          // The LRS uncached and uncompressed (CachingDisabled); the rest of the API compressed, never kept.
          Match.objectLike({ PathPattern: '/v1/xapi/*', CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' }),
          Match.objectLike({ PathPattern: '/v1/*', CachePolicyId: { Ref: Match.stringLikeRegexp('ApiAnswers') } }),
        ],
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
      }),
    });
    // No distribution-wide error pages: they would turn the API's JSON 404s into index.html.
    const distribution = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution?.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
    t.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });

  it('names the viewer address at the edge, and sends the API the secret origin header that makes it believable', () => {
    const t = template(synth.stacks.web);
    t.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.headers\\['x-viewer-address'\\] = \\{ value: event.viewer.ip \\}"),
    });
    const distribution = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0]!;
    const origins = distribution.Properties.DistributionConfig.Origins as {
      DomainName: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const api = origins.find((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
    expect(api?.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: expect.anything() }]);
    // A deploy-time reference to the generated secret, never the value in the template.
    expect(JSON.stringify(api?.OriginCustomHeaders?.[0]?.HeaderValue)).toContain('resolve:secretsmanager');
    template(synth.stacks.storage).hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludePunctuation: true }),
      Description: Match.stringLikeRegexp('x-origin-verify'),
    });
  });

  it('sends strict security headers on every response', () => {
    template(synth.stacks.web).hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            Override: true,
            ContentSecurityPolicy: Match.objectLike({
              'Fn::Join': [
                '',
                Match.arrayWith([
                  Match.stringLikeRegexp("^default-src 'self'; script-src 'self' https://js.stripe.com;"),
                ]),
              ],
            }),
          },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
        }),
        CustomHeadersConfig: {
          Items: Match.arrayWith([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]),
        },
      }),
    });
  });
});

describe('edge stack (WAF)', () => {
  it('is a CloudFront web ACL in us-east-1 with IP reputation, bad inputs and per-address rate rules answering 429', () => {
    expect(synth.stacks.edge.region).toBe('us-east-1');
    const t = template(synth.stacks.edge);
    const block429 = {
      Block: {
        CustomResponse: Match.objectLike({
          ResponseCode: 429,
          ResponseHeaders: [{ Name: 'retry-after', Value: String(EDGE_RATE_LIMITS.windowSeconds) }],
        }),
      },
    };
    t.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesAmazonIpReputationList' },
          },
        }),
        Match.objectLike({
          Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
        }),
        Match.objectLike({
          Name: 'auth-rate-per-address',
          Action: block429,
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              EvaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
              Limit: EDGE_RATE_LIMITS.authRequestsPerAddress,
              ScopeDownStatement: {
                OrStatement: {
                  Statements: AUTH_RATE_LIMITED_PATHS.map((path) =>
                    Match.objectLike({
                      ByteMatchStatement: Match.objectLike({ SearchString: path, PositionalConstraint: 'STARTS_WITH' }),
                    }),
                  ),
                },
              },
            }),
          },
        }),
        Match.objectLike({
          Name: 'rate-per-address',
          Action: block429,
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              Limit: EDGE_RATE_LIMITS.requestsPerAddress,
            }),
          },
        }),
      ],
    });
    expect(AUTH_RATE_LIMITED_PATHS).toContain('/v1/clients/web/admin/login');
    expect(AUTH_RATE_LIMITED_PATHS).toContain('/v1/register');
    expect(AUTH_RATE_LIMITED_PATHS).toContain('/v1/password/forgot');
    t.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
    });
    // WAF's required prefix, then a suffix from the stack's own id: a retry after a failed first deploy (which
    // leaves the retained group behind) creates a new stack, so a new name.
    const wafLogs = Object.values(t.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 } }));
    const name = JSON.stringify(wafLogs.map((group) => group.Properties.LogGroupName));
    expect(name).toContain('aws-waf-logs-skillway-dev-');
    expect(name).toContain('AWS::StackId');
  });

  it('is attached to the distribution, which fronts the SPA and the API alike', () => {
    template(synth.stacks.edge).hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/skillway-dev/edge/web-acl-arn',
      Value: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
    });
    const web = template(synth.stacks.web);
    // Read in us-east-1 at deploy time; the distribution takes the value.
    const readers = Object.entries(web.findResources('Custom::AWS'));
    expect(readers).toHaveLength(1);
    const [readerId, reader] = readers[0]!;
    expect(JSON.stringify(reader.Properties.Create)).toContain('\\"action\\":\\"getParameter\\"');
    expect(JSON.stringify(reader.Properties.Create)).toContain('us-east-1');
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [readerId, 'Parameter.Value'] } }),
    });
    expect(synth.stacks.web.dependencies).toContain(synth.stacks.edge);
  });
});

describe('logs', () => {
  const everyStack = () => [...Object.values(synth.stacks), ...synth.stacks.apiRoutes.domains];

  it('gives every log group a retention', () => {
    for (const stack of everyStack()) {
      for (const [id, group] of Object.entries(template(stack).findResources('AWS::Logs::LogGroup'))) {
        expect(group.Properties?.RetentionInDays, `${stack.node.path}/${id}`).toBe(30);
      }
    }
  });

  it("sends every Lambda function's logs to a log group the stack creates (none made implicitly, kept forever)", () => {
    let functions = 0;
    for (const stack of everyStack()) {
      for (const [id, fn] of Object.entries(template(stack).findResources('AWS::Lambda::Function'))) {
        functions++;
        expect(fn.Properties?.LoggingConfig?.LogGroup, `${stack.node.path}/${id}`).toBeDefined();
      }
    }
    expect(functions).toBeGreaterThan(OPERATION_LIST.length);
  });
});

describe('events stack', () => {
  it('routes each event to its handler with retries and a dead-letter queue', () => {
    const t = template(synth.stacks.events);
    for (const route of EVENT_ROUTES) {
      t.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: ['skillway.app'], 'detail-type': [route.detailType] },
        Targets: [
          Match.objectLike({
            DeadLetterConfig: { Arn: Match.anyValue() },
            RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 },
          }),
        ],
      });
    }
    t.resourceCountIs('AWS::Events::Rule', EVENT_ROUTES.length);
    t.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    t.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
  });

  it('runs the slide converter as an arm64 container image with LibreOffice, 2 GB and 5 minutes', () => {
    const t = template(synth.stacks.events);
    const images = Object.values(t.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.PackageType === 'Image',
    );
    expect(images).toHaveLength(1);
    expect(images[0]?.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 2048, Timeout: 300 });
    expect(images[0]?.Properties.Description).toContain('slide');
  });

  it('runs each schedule with EventBridge Scheduler, retries and the dead-letter queue', () => {
    const t = template(synth.stacks.events);
    t.resourceCountIs('AWS::Scheduler::Schedule', SCHEDULES.length);
    const schedules = Object.values(t.findResources('AWS::Scheduler::Schedule')).map((r) => r.Properties);
    for (const schedule of SCHEDULES) {
      const found = schedules.find(
        (p) =>
          p.ScheduleExpression === schedule.expression &&
          JSON.stringify(p.Target.Input).includes(`\\"schedule\\":\\"${schedule.id}\\"`),
      );
      expect(found, schedule.id).toBeDefined();
      expect(found?.Target).toMatchObject({
        DeadLetterConfig: { Arn: expect.anything() },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 },
      });
      // Handlers receive the shape of an EventBridge scheduled event on both runtimes.
      expect(JSON.stringify(found?.Target.Input)).toContain('\\"detail-type\\":\\"Scheduled Event\\"');
      // A row's cron reads in its time zone (the reminders at 07:00 London time); UTC otherwise.
      if (schedule.timeZone) expect(found?.ScheduleExpressionTimezone).toBe(schedule.timeZone);
      else expect(['UTC', 'Etc/UTC']).toContain(found?.ScheduleExpressionTimezone ?? 'UTC');
    }
  });
});

describe('resource limits', () => {
  const LIMIT_WITH_HEADROOM = CLOUDFORMATION_RESOURCE_LIMIT * 0.9;

  it('keeps every stack and nested stack under the CloudFormation limit', () => {
    const counts: Record<string, number> = {};
    const stacks = [...Object.values(synth.stacks), ...synth.stacks.apiRoutes.domains];
    for (const stack of stacks) {
      counts[stack.node.path] = Object.keys(template(stack).toJSON().Resources ?? {}).length;
    }
    console.log('resources per stack:', counts);
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThan(LIMIT_WITH_HEADROOM);
  });

  it('costs the expected resources per operation and extra route, so a full nested stack still fits', () => {
    for (const domain of synth.stacks.apiRoutes.domains) {
      const count = Object.keys(template(domain).toJSON().Resources ?? {}).length;
      const expected = domain.operations.reduce((sum, operation) => sum + resourcesOf(operation), 0);
      expect(expected, domain.node.id).toBeGreaterThanOrEqual(domain.operations.length * RESOURCES_PER_OPERATION);
      expect(count, domain.node.id).toBe(expected);
    }
    expect(MAX_OPERATIONS_PER_NESTED_STACK * RESOURCES_PER_OPERATION).toBeLessThan(LIMIT_WITH_HEADROOM);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding on any stack', () => {
    const report = new SkillwayNagChecks(synth.app).validateScope(synth.app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a specific reason', () => {
    const acknowledgements = synth.app.node
      .findAll()
      .flatMap((node) => node.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [rule, reason] of acknowledgements) {
      expect(String(reason).length, rule).toBeGreaterThan(40);
    }
  });
});

describe('cdk-nag Serverless', () => {
  it('reports no unacknowledged finding on any stack', () => {
    const report = new SkillwayNagChecks(synth.app, undefined, 'Serverless').validateScope(synth.app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('acknowledges its rules only with a reason, and only where the code does not meet them', () => {
    const acknowledged = synth.app.node
      .findAll()
      .flatMap((node) => node.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([rule]) => rule.includes('Serverless-'));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [rule, reason] of acknowledged) expect(String(reason).length, rule).toBeGreaterThan(40);
    // A function with active tracing carries no tracing acknowledgement.
    for (const node of synth.app.node.findAll()) {
      if (!(node instanceof CfnFunction)) continue;
      const tracing = Stack.of(node).resolve(node.tracingConfig) as { mode?: string } | undefined;
      if (tracing?.mode !== 'Active') continue;
      const rules = node.node.metadata
        .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
        .flatMap((entry) => Object.keys(entry.data as Record<string, string>));
      expect(rules.join(' '), node.node.path).not.toContain('Serverless-LambdaTracing');
    }
  });
});

describe('with a custom domain', () => {
  // The wiring a context changes is read on stub handlers (the real bundles are the default synth's above).
  let custom: TStubSynth;

  beforeAll(() => {
    custom = stubSynth({
      'skillway:stage': 'prod',
      'skillway:domainName': 'learn.example.org',
      'skillway:certificateArn': 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
      'skillway:apiOriginCertificateArn':
        'arn:aws:acm:eu-west-2:123456789012:certificate/1a2b3c4d-aaaa-bbbb-cccc-123456789abc',
    });
  }, SYNTH_TIMEOUT_MS);

  it('switches the execute-api endpoint off: CloudFront reaches the API at its own origin name, nobody else can', () => {
    const api = template(custom.stacks.api);
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    api.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origin.learn.example.org',
      DomainNameConfigurations: [Match.objectLike({ EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' })],
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', { Stage: Match.anyValue() });
    expect(Object.keys(api.findOutputs('ApiOriginDnsTarget'))).toHaveLength(1);
    const origins = Object.values(template(custom.stacks.web).findResources('AWS::CloudFront::Distribution')).flatMap(
      (resource) => (resource.Properties.DistributionConfig as { Origins: { DomainName: unknown }[] }).Origins,
    );
    expect(origins.map((origin) => origin.DomainName)).toContain('api-origin.learn.example.org');
    expect(JSON.stringify(origins)).not.toContain('execute-api');
  });

  it('serves the app on the domain with TLS 1.2+, and sends mail as the domain', () => {
    template(custom.stacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['learn.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    template(custom.stacks.storage).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://learn.example.org'] })] },
    });
    const mail = template(custom.stacks.mail);
    mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'learn.example.org' });
    expect(Object.keys(mail.findOutputs('*'))).toEqual(
      expect.arrayContaining(['DkimCname1', 'DkimCname2', 'DkimCname3']),
    );
    const env = Object.values(template(custom.stacks.apiRoutes.domains[0]!).findResources('AWS::Lambda::Function'))[0]
      ?.Properties.Environment.Variables as Record<string, unknown>;
    expect(env[ENV.APP_URL]).toBe('https://learn.example.org');
    expect(env[ENV.MAIL_FROM]).toBe('no-reply@learn.example.org');
  });

  it('still passes cdk-nag, without the default-certificate acknowledgement', () => {
    expect(new SkillwayNagChecks(custom.app).validateScope(custom.app).violations).toEqual([]);
    const rules = custom.stacks.web.node
      .findAll()
      .flatMap((node) => node.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));
    expect(rules).not.toContain('AwsSolutions-CFR4');
  });
});

/** The app as deployed with skillway:filesSigningSecretName (docs/security.md "Downloads"). */
const FILES_SECRET = 'skillway-dev/files-signing';

type TResources = Record<string, { Properties: Record<string, unknown> }>;

function onlyId(resources: TResources): string {
  const ids = Object.keys(resources);
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

describe('files through CloudFront (signed URLs, origin access control, security headers)', () => {
  // A second synth on the real bundles (which handlers read the signing secret is the build's answer); the bundles
  // are built once per file (synth-skillway.ts), not again.
  let withFiles: TSynthesized;
  beforeAll(async () => {
    withFiles = await synthSkillway({ 'skillway:filesSigningSecretName': FILES_SECRET });
  }, SYNTH_TIMEOUT_MS);
  it('serves /c/* from the uploads bucket through OAC, signed URLs of the trusted key group only, GET/HEAD', () => {
    const t = Template.fromStack(withFiles.stacks.web);
    t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    t.hasResourceProperties('AWS::CloudFront::PublicKey', {
      PublicKeyConfig: Match.objectLike({
        Name: 'skillway-dev-files',
        EncodedKey: `{{resolve:secretsmanager:${FILES_SECRET}:SecretString:public_key::}}`,
      }),
    });
    const publicKeyId = onlyId(t.findResources('AWS::CloudFront::PublicKey') as TResources);
    t.hasResourceProperties('AWS::CloudFront::KeyGroup', {
      KeyGroupConfig: Match.objectLike({ Name: 'skillway-dev-files', Items: [{ Ref: publicKeyId }] }),
    });
    const keyGroupId = onlyId(t.findResources('AWS::CloudFront::KeyGroup') as TResources);
    const headersId = onlyId(
      t.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
        Properties: { ResponseHeadersPolicyConfig: Match.objectLike({ Name: 'skillway-dev-security-headers' }) },
      }) as TResources,
    );
    const filesCacheId = onlyId(
      t.findResources('AWS::CloudFront::CachePolicy', {
        Properties: { CachePolicyConfig: Match.objectLike({ Name: 'skillway-dev-signed-files' }) },
      }) as TResources,
    );
    const oacIds = Object.keys(t.findResources('AWS::CloudFront::OriginAccessControl'));

    const distribution = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: Record<string, unknown>[];
          Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
        };
      };
    };
    const { CacheBehaviors, Origins } = distribution.Properties.DistributionConfig;
    // E-learning package content is not on the app's distribution: the content distribution serves it
    // (infra/lib/stacks/web-stack.test.ts).
    expect(CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual([
      '/v1/images/*',
      '/v1/xapi/*',
      '/v1/*',
      FILES_PATH_PATTERN,
    ]);
    const files = CacheBehaviors.find((behavior) => behavior.PathPattern === FILES_PATH_PATTERN);
    expect(files).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      TrustedKeyGroups: [{ Ref: keyGroupId }],
      ResponseHeadersPolicyId: { Ref: headersId },
      CachePolicyId: { Ref: filesCacheId },
      Compress: false,
    });
    // No function rewrites the path: the signed path is the object key.
    expect(files?.FunctionAssociations).toBeUndefined();
    const origin = Origins.find((candidate) => candidate.Id === files?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toMatch(/Uploads.*RegionalDomainName/);
    expect(oacIds.map((id) => ({ 'Fn::GetAtt': [id, 'Id'] }))).toContainEqual(origin?.OriginAccessControlId);
  });

  it('keys the cache on (and forwards to S3) only the signed response-content-* overrides', () => {
    Template.fromStack(withFiles.stacks.web).hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        Name: 'skillway-dev-signed-files',
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [...FILES_FORWARDED_QUERY_STRINGS] },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
  });

  it('answers files with the security headers (nosniff), and the CSP reads images and media from our own origin', () => {
    const t = Template.fromStack(withFiles.stacks.web);
    t.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
    const policy = JSON.stringify(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy).toContain("img-src 'self' data: blob:; media-src 'self' blob:; font-src");
    // Uploads (presigned POST) still go to the bucket.
    expect(policy).toMatch(/connect-src 'self' https:\/\/",\{"Fn::ImportValue":"[^"]*Uploads[^"]*RegionalDomainName/);
  });

  it('lets CloudFront of this account read (only read) c/* and content/* in the uploads bucket', () => {
    Template.fromStack(withFiles.stacks.storage).hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'CloudFrontFilesRead',
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: ['/c/*', '/content/*'].map((objects) => ({
              'Fn::Join': [
                '',
                [Match.objectLike({ 'Fn::GetAtt': [Match.stringLikeRegexp('^Uploads'), 'Arn'] }), objects],
              ],
            })),
            Condition: {
              StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
              ArnLike: Match.objectLike({ 'AWS:SourceArn': Match.anyValue() }),
            },
          }),
        ]),
      },
    });
  });

  it('gives the handlers the key pair id, and the private key as a secret they read at run time (those that sign only)', () => {
    const functions = stackFunctions(withFiles, withFiles.stacks.events);
    const handlers = functions.filter((fn) => ENV.UPLOADS_BUCKET in fn.variables);
    expect(handlers.length).toBeGreaterThan(0);
    for (const fn of handlers) {
      expect(JSON.stringify(fn.variables[ENV.FILES_KEY_PAIR_ID])).toMatch(/Fn::ImportValue.*FilesPublicKey/);
      expect(fn.variables).not.toHaveProperty(ENV.FILES_PRIVATE_KEY);
    }
    // The report worker hands out signed links; the slide converter signs none.
    const reports = handlers.find((fn) => fn.description.startsWith(eventSummary('handlers/build-report')));
    expect(reports?.variables[ENV.FILES_SIGNING_SECRET_ID]).toBe(FILES_SECRET);
    expect(reports?.secretResources).toContainEqual(expect.stringContaining(`:secret:${FILES_SECRET}-??????`));
    const slides = handlers.find((fn) => fn.description.startsWith(eventSummary('handlers/convert-slides')));
    expect(slides?.variables).not.toHaveProperty(ENV.FILES_SIGNING_SECRET_ID);
    expect(slides?.secretResources).toEqual([]);
  });
});

describe('direct calls, route throttles and monitoring', () => {
  const allTemplates = () =>
    [...Object.values(synth.stacks).filter((stack) => stack !== undefined), ...synth.stacks.apiRoutes.domains].map(
      (stack) => template(stack),
    );

  it('keeps the execute-api endpoint (CloudFront origin) and every handler refuses calls without the origin secret', () => {
    // Without a custom domain, disabling the default endpoint would cut CloudFront off: it is the API origin.
    const api = template(synth.stacks.api).findResources('AWS::ApiGatewayV2::Api');
    for (const resource of Object.values(api)) expect(resource.Properties.DisableExecuteApiEndpoint).not.toBe(true);
    // ...so every handler reads the secret CloudFront sends, and defineHandler's fromEdge refuses requests without it.
    for (const domain of synth.stacks.apiRoutes.domains) {
      for (const fn of stackFunctions(synth, domain)) {
        expect(fn.variables[ENV.ORIGIN_VERIFY_SECRET_ID]).toBeDefined();
      }
    }
  });

  it('sets the route throttle of every manifest row that has one, after the routes exist', () => {
    const throttled = OPERATION_LIST.filter((operation) => operation.throttle);
    expect(throttled.map((operation) => operation.id)).toEqual(
      expect.arrayContaining(['auth.login', 'auth.register', 'auth.forgotPassword', 'uploads.sign', 'imports.users']),
    );
    const custom = Object.values(template(synth.stacks.apiRoutes).findResources('Custom::AWS'));
    const throttles = custom.find((resource) => JSON.stringify(resource.Properties.Create).includes('updateStage'));
    expect(throttles).toBeDefined();
    // The SDK call is a JSON string joined around the API id: put a stand-in in for the id and read it back.
    const parts = (throttles?.Properties.Create as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    const call = JSON.parse(parts.map((part) => (typeof part === 'string' ? part : 'API')).join('')) as {
      parameters: { ApiId: string; StageName: string; RouteSettings: Record<string, unknown> };
    };
    expect(call.parameters.StageName).toBe('$default');
    expect(call.parameters.RouteSettings).toEqual(
      Object.fromEntries(
        throttled.map((operation) => [
          `${operation.method} ${routePath(operation.path)}`,
          {
            ThrottlingRateLimit: operation.throttle?.rateLimit,
            ThrottlingBurstLimit: operation.throttle?.burstLimit,
          },
        ]),
      ),
    );
    // After every domain stack (the routes): API Gateway refuses settings for a route key it does not know.
    expect(throttles?.DependsOn).toEqual(
      expect.arrayContaining(synth.stacks.apiRoutes.domains.map(() => expect.any(String))),
    );
    expect((throttles?.DependsOn as string[]).length).toBeGreaterThanOrEqual(synth.stacks.apiRoutes.domains.length);
  });

  it('traces every function of ours with X-Ray (only CDK deploy-time helpers go without)', () => {
    const untraced: string[] = [];
    let traced = 0;
    for (const t of allTemplates()) {
      for (const [id, fn] of Object.entries(t.findResources('AWS::Lambda::Function'))) {
        if (fn.Properties.TracingConfig?.Mode === 'Active') traced += 1;
        else if (
          !/^(AWS679f53fac002430cb0da5b7982bd228|CustomCDKBucketDeployment|CustomS3AutoDeleteObjects|LogRetention)/.test(
            id,
          )
        )
          untraced.push(id);
      }
    }
    expect(untraced).toEqual([]);
    expect(traced).toBeGreaterThanOrEqual(OPERATION_LIST.length);
  });

  it('sends the dead-letter queue alarms to the alarm topic', () => {
    for (const stack of [synth.stacks.events, synth.stacks.mediaPipeline]) {
      const alarms = Object.values(template(stack).findResources('AWS::CloudWatch::Alarm'));
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms) {
        expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain(':skillway-dev-alarms');
      }
    }
  });

  it('has the alarm topic, every alarm kind on it and the stage dashboard', () => {
    const t = template(synth.stacks.monitoring);
    t.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'skillway-dev-alarms' });
    t.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'skillway-dev' });
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm'));
    const names = alarms.map((alarm) => String(alarm.Properties.AlarmName));
    for (const kind of [
      'lambda-errors-events',
      'lambda-errors-media',
      'lambda-throttles-all',
      'api-5xx',
      'api-latency-p99',
      'dynamodb-throttles',
      'dynamodb-system-errors',
      'ses-bounce-rate',
      'ses-complaint-rate',
      'mediaconvert-job-errors',
    ]) {
      expect(
        names.some((name) => name.startsWith(`skillway-dev-${kind}`)),
        kind,
      ).toBe(true);
    }
    for (const schedule of SCHEDULES) expect(names).toContain(`skillway-dev-schedule-not-run-${schedule.id}`);
    for (const alarm of alarms)
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^Alarms/) }]);
  });
});

interface TDeployedFunction {
  readonly description: string;
  readonly variables: Record<string, unknown>;
  /** The resources of the Secrets Manager statements in its role's policies (as JSON). */
  readonly secretResources: string[];
}

/** Each Lambda function of a stack with its environment and the secrets its role may read. */
function stackFunctions(_synth: TSynthesized, stack: Stack): TDeployedFunction[] {
  const t = Template.fromStack(stack);
  const policies = Object.values(t.findResources('AWS::IAM::Policy'));
  return Object.values(t.findResources('AWS::Lambda::Function')).map((fn) => {
    const properties = fn.Properties as {
      Description?: string;
      Environment?: { Variables?: Record<string, unknown> };
      Role: { 'Fn::GetAtt': [string, string] } | string;
    };
    const role = typeof properties.Role === 'string' ? properties.Role : properties.Role['Fn::GetAtt'][0];
    const statements = policies
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
      .flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );
    return {
      description: properties.Description ?? '',
      variables: properties.Environment?.Variables ?? {},
      secretResources: statements
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')))
        .flatMap((statement) => [statement.Resource].flat().map((resource) => JSON.stringify(resource))),
    };
  });
}

/** The description an event handler's function has (its route's or schedule's summary). */
function eventSummary(handler: string): string {
  const route = [...EVENT_ROUTES, ...SCHEDULES].find((candidate) => candidate.handler === handler);
  if (!route) throw new Error(`no event route or schedule runs ${handler}`);
  return route.summary.slice(0, 60);
}
