import { Stack } from 'aws-cdk-lib';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { acknowledgeRule } from '../nag/acknowledge';

/**
 * The ARN of the CloudFront web ACL, read at deploy time from the SSM parameter the edge stack writes in us-east-1
 * (CloudFront's region). An SDK call in a custom resource rather than CDK's `crossRegionReferences`, whose
 * reader and writer Lambdas are created too late in synthesis to be given a log group with a retention; this one
 * logs to `logs`. The parameter's name and the ACL's name are in the call, so a renamed ACL is read again.
 */
export function edgeWebAclArn(
  scope: Construct,
  props: { parameterName: string; region: string; logs: ILogGroup; aclName: string },
): string {
  const stack = Stack.of(scope);
  const parameterArn = stack.formatArn({
    service: 'ssm',
    region: props.region,
    resource: 'parameter',
    resourceName: props.parameterName.replace(/^\//, ''),
  });
  const call = {
    service: 'SSM',
    action: 'getParameter',
    parameters: { Name: props.parameterName },
    region: props.region,
    physicalResourceId: PhysicalResourceId.of(`${props.parameterName}#${props.aclName}`),
  };
  const reader = new AwsCustomResource(scope, 'EdgeWebAclArn', {
    onCreate: call,
    onUpdate: call,
    policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [parameterArn] }),
    logGroup: props.logs,
    installLatestAwsSdk: false,
  });
  // The handler is a singleton at the stack's root, beside `scope`.
  const handlers = stack.node.children.filter((child) => child.node.id.startsWith(AWS_CUSTOM_RESOURCE_HANDLER));
  for (const target of [reader, ...handlers]) acknowledgeCdkHandler(target);
  return reader.getResponseField('Parameter.Value');
}

/** The id CDK gives AwsCustomResource's singleton Lambda. */
export const AWS_CUSTOM_RESOURCE_HANDLER = 'AWS679f53fac002430cb0da5b7982bd228';

export function acknowledgeCdkHandler(target: Construct): void {
  acknowledgeRule(
    target,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    "CDK AwsCustomResource handler: CDK attaches AWSLambdaBasicExecutionRole to its own deploy-time Lambda, which makes one SDK call (reading the edge stack's SSM parameter; setting the API stage's route throttles).",
  );
  acknowledgeRule(
    target,
    'AwsSolutions-L1',
    'CDK AwsCustomResource handler: CDK chooses and upgrades the runtime of its own deploy-time Lambda.',
  );
}
