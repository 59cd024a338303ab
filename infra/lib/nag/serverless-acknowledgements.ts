import type { CfnResource } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { acknowledgeWhere } from './acknowledge';

/**
 * cdk-nag's Serverless pack on the app's functions: the findings that are design choices, each acknowledged only on
 * the functions that do not meet the rule (so an acknowledgement lapses by itself once the code meets it). Findings
 * on one construct (the dead-letter queues) are acknowledged where that construct is made.
 */
export function acknowledgeServerlessFindings(app: IConstruct): void {
  const fnOf = (resource: CfnResource) => (resource instanceof CfnFunction ? resource : undefined);

  acknowledgeWhere(app, 'Serverless-LambdaDLQ', (resource) => {
    const fn = fnOf(resource);
    if (!fn) return undefined;
    if (isCdkProvided(fn)) return CDK_PROVIDED;
    if (fn.node.scope?.node.tryFindChild('EventInvokeConfig')) {
      return (
        'Asynchronously invoked (event rules, schedules, S3 events): after its retries a failed event goes to the ' +
        "dead-letter queue through the function's on-failure destination (EventInvokeConfig), which records the " +
        'error too and replaces the older DeadLetterConfig.'
      );
    }
    if (fn.node.path.startsWith('ApiRoutes/')) {
      return (
        'Invoked synchronously by the HTTP API only: a DLQ receives only failed asynchronous invocations, so it ' +
        'would never get anything; a failure is the HTTP response, the logs and the API error alarms.'
      );
    }
    return undefined;
  });

  // The app's functions run with X-Ray active tracing (skillway-function.ts): only CDK's own are acknowledged.
  acknowledgeWhere(app, 'Serverless-LambdaTracing', (resource) => {
    const fn = fnOf(resource);
    return fn && isCdkProvided(fn) ? CDK_PROVIDED : undefined;
  });

  acknowledgeWhere(app, 'Serverless-LambdaLatestVersion', (resource) => {
    const fn = fnOf(resource);
    if (!fn) return undefined;
    if (isCdkProvided(fn)) return CDK_PROVIDED;
    if (fn.runtime !== 'nodejs22.x') return undefined;
    return (
      'Pinned to Node.js 22 (an LTS line Lambda supports): the handlers are bundled and tested for it (esbuild ' +
      'target node22, the local stack); moving runtime is a deliberate change with its own full test run.'
    );
  });

  acknowledgeWhere(app, 'Serverless-LambdaDefaultMemorySize', (resource) => {
    const fn = fnOf(resource);
    return fn && isCdkProvided(fn) ? CDK_PROVIDED : undefined;
  });
}

const CDK_PROVIDED =
  "CDK's own deploy-time custom resource function (SPA deployment, custom resource calls): it runs only while " +
  'CloudFormation deploys, its settings are CDK-managed, and its failures fail the deployment itself.';

/** The singleton Lambdas aws-cdk-lib adds for BucketDeployment and AwsCustomResource (fixed ids, one per stack). */
function isCdkProvided(fn: CfnFunction): boolean {
  const id = fn.node.scope?.node.id ?? '';
  return id.startsWith('AWS679f53fac002430cb0da5b7982bd2287') || id.startsWith('Custom::CDKBucketDeployment');
}
