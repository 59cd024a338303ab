import { Aws, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { EDGE_RATE_LIMITS, operations } from '@skillway/shared';
import { appPrefix, type TSettings } from '../config/settings';
import { retentionDays } from '../config/log-retention';

export interface TEdgeStackProps extends StackProps {
  readonly settings: TSettings;
}

export const webAclName = (settings: TSettings): string => `${appPrefix(settings)}-edge`;

/** The SSM parameter (in us-east-1) that holds the web ACL's ARN for the web stack to read. */
export function webAclArnParameterName(settings: TSettings): string {
  return `/${appPrefix(settings)}/edge/web-acl-arn`;
}

/** The public calls a caller could hammer without a token: sign in, register, password reset, signup. */
export const AUTH_RATE_LIMITED_PATHS = [
  operations['auth.login'].path,
  // The sign-in's second step (two-step verification): codes are guessed here.
  operations['auth.loginVerify'].path,
  operations['auth.loginSetup'].path,
  operations['auth.loginSetupConfirm'].path,
  operations['auth.register'].path,
  operations['auth.forgotPassword'].path,
  operations['auth.resetPassword'].path,
  operations['auth.hubSpot'].path,
] as const;

const TOO_MANY = 'too-many-requests';

/**
 * The WAF web ACL of the CloudFront distribution. A CloudFront web ACL must live in us-east-1, so this stack is
 * deployed there and publishes the ACL's ARN as an SSM parameter, which the web stack reads at deploy time
 * (web/edge-web-acl.ts). HTTP APIs cannot take a web ACL themselves; the API is served through the same
 * distribution (/v1/*), so this covers it too.
 *
 * Rules, first match wins: AWS's IP reputation list and known-bad-inputs rule groups (few false positives: no body
 * size rules, which would refuse long course descriptions), then two rate-based rules per caller address
 * (EDGE_RATE_LIMITS): one on the public auth calls, one on everything. Refusals are 429 with Retry-After, like the
 * app's own throttles. Sampled requests and metrics on; full logs to CloudWatch with the stage's retention.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly webAclArnParameter: StringParameter;

  constructor(scope: Construct, id: string, props: TEdgeStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const prefix = appPrefix(settings);
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${prefix}-${name}`,
      sampledRequestsEnabled: true,
    });
    const block429: CfnWebACL.RuleActionProperty = {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: TOO_MANY,
          responseHeaders: [{ name: 'retry-after', value: String(EDGE_RATE_LIMITS.windowSeconds) }],
        },
      },
    };
    const managed = (priority: number, name: string): CfnWebACL.RuleProperty => ({
      name: `aws-${name}`,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });
    // STARTS_WITH: WAF sees the path before the edge function strips a trailing slash (`/v1/register/`).
    const pathIs = (path: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: webAclName(settings),
      description: 'Skillway CloudFront: IP reputation, known bad inputs, per-address rate limits.',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('edge'),
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: 'Too many requests. Please wait a few minutes and try again.' }),
        },
      },
      rules: [
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        managed(1, 'AWSManagedRulesKnownBadInputsRuleSet'),
        {
          name: 'auth-rate-per-address',
          priority: 2,
          action: block429,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
              limit: EDGE_RATE_LIMITS.authRequestsPerAddress,
              scopeDownStatement: { orStatement: { statements: AUTH_RATE_LIMITED_PATHS.map(pathIs) } },
            },
          },
          visibilityConfig: visibility('auth-rate'),
        },
        {
          name: 'rate-per-address',
          priority: 3,
          action: block429,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
              limit: EDGE_RATE_LIMITS.requestsPerAddress,
            },
          },
          visibilityConfig: visibility('rate'),
        },
      ],
    });

    this.webAclArnParameter = new StringParameter(this, 'WebAclArn', {
      parameterName: webAclArnParameterName(settings),
      description: 'The ARN of the CloudFront web ACL, read by the web stack in its own region.',
      stringValue: this.webAcl.attrArn,
    });

    // WAF delivers only to log groups whose names start with aws-waf-logs-, so CloudFormation cannot generate the
    // name. It ends with this stack's own id (its UUID's first block), which is new for every stack created: a
    // retained group left by a failed first deploy never blocks the retry.
    const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    const logs = new LogGroup(this, 'WafLogs', {
      logGroupName: `aws-waf-logs-${prefix}-${Fn.select(0, Fn.split('-', stackUuid))}`,
      retention: retentionDays(settings.logRetentionDays),
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [logs.logGroupArn],
      // Never log credentials or tokens. (`singleHeader` is untyped in CDK and passed as is: CloudFormation's `Name`.)
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
    });
  }
}
