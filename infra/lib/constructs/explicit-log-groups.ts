import { CfnResource, RemovalPolicy, type IAspect } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

const LAMBDA = 'AWS::Lambda::Function';

function hasLogGroup(node: CfnResource): boolean {
  if (node instanceof CfnFunction) {
    const config = node.loggingConfig as { logGroup?: unknown } | undefined;
    return Boolean(config?.logGroup);
  }
  // CDK's own custom resource providers are plain CfnResources.
  const properties = (node as unknown as { _cfnProperties?: { LoggingConfig?: { LogGroup?: unknown } } })
    ._cfnProperties;
  return Boolean(properties?.LoggingConfig?.LogGroup);
}

/**
 * Every Lambda function logs to a log group the stack creates, with the stage's retention: otherwise Lambda creates
 * `/aws/lambda/<name>` on first run, kept forever and left behind when the stack goes. Our handlers make theirs
 * (constructs/skillway-function.ts) and the web stack passes one to its deploy-time helpers; this aspect gives one to
 * any other function a CDK construct adds for itself without offering the setting. (Aspects run before CDK resolves
 * cross-region references, so the helpers `crossRegionReferences` would add are out of its reach: hence
 * web/edge-web-acl.ts.)
 */
export class ExplicitLogGroups implements IAspect {
  constructor(private readonly options: { retention: RetentionDays; retain: boolean }) {}

  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || node.cfnResourceType !== LAMBDA || hasLogGroup(node)) return;
    const logs = new LogGroup(node.node.scope ?? node, `${node.node.id}Logs`, {
      retention: this.options.retention,
      removalPolicy: this.options.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    node.addPropertyOverride('LoggingConfig.LogGroup', logs.logGroupName);
  }
}
