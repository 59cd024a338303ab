import { NestedStack, RemovalPolicy, Stack, type NestedStackProps, type StackProps } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { OPERATION_LIST, routeMethods, type TOperation } from '@skillway/shared';
import { retentionDays } from '../config/log-retention';
import { handlerFunction, type TFunctionContext } from '../constructs/function-context';
import { acknowledgeRule } from '../nag/acknowledge';
import { AWS_CUSTOM_RESOURCE_HANDLER, acknowledgeCdkHandler } from '../web/edge-web-acl';
import { grantsForOperation } from '../permissions/grants';

/**
 * CloudFormation allows 500 resources per stack and each operation costs RESOURCES_PER_OPERATION (role, policy,
 * log group, function, integration, route, invoke permission). A domain with more rows than this is split over
 * several nested stacks, so the limit holds however large the manifest grows.
 */
export const RESOURCES_PER_OPERATION = 7;
/** A row's extra route (HEAD, OPTIONS: route-methods.ts) costs the route and its invoke permission. */
const RESOURCES_PER_EXTRA_ROUTE = 2;
export const MAX_OPERATIONS_PER_NESTED_STACK = 60;
export const CLOUDFORMATION_RESOURCE_LIMIT = 500;
/** What a nested stack may hold: MAX_OPERATIONS_PER_NESTED_STACK plain rows, leaving room under the limit. */
const RESOURCES_PER_NESTED_STACK = MAX_OPERATIONS_PER_NESTED_STACK * RESOURCES_PER_OPERATION;

export interface TApiRoutesStackProps extends StackProps {
  readonly functions: TFunctionContext;
  readonly httpApi: IHttpApi;
  readonly authorizer: IHttpRouteAuthorizer;
  /** Defaults to every row of the operations manifest. */
  readonly operations?: readonly TOperation[];
  /** The stage whose route settings carry the rows' `throttle` (the api stack's `$default`). */
  readonly stageName?: string;
}

/**
 * One Lambda per manifest row and one route per method it is served under (its own; HEAD and OPTIONS too for the
 * LRS's GET rows, route-methods.ts), grouped into nested stacks by the row's tag (its domain).
 * Public rows get no authorizer; every other row requires a valid ID token before its Lambda runs
 * (the handler then checks role and tenant from the manifest and the user record).
 */
export class ApiRoutesStack extends Stack {
  readonly domains: ApiDomainStack[] = [];

  constructor(scope: Construct, id: string, props: TApiRoutesStackProps) {
    super(scope, id, props);
    for (const [name, operations] of groupByDomain(props.operations ?? OPERATION_LIST)) {
      this.domains.push(
        new ApiDomainStack(this, name, {
          operations,
          functions: props.functions,
          httpApi: props.httpApi,
          authorizer: props.authorizer,
        }),
      );
    }
    const operations = props.operations ?? OPERATION_LIST;
    const settings = routeThrottleSettings(operations);
    if (Object.keys(settings).length > 0) {
      this.applyRouteThrottles(props, settings);
    }
  }

  /**
   * The rows' `throttle` as the stage's route settings. The stage lives in the api stack, deployed before these
   * routes exist, and API Gateway refuses route settings for a route key it does not know: so they are set here,
   * after every route (UpdateStage merges route settings by key; the stage's own template never names them).
   */
  private applyRouteThrottles(props: TApiRoutesStackProps, settings: Record<string, TRouteSettings>): void {
    const stageName = props.stageName ?? '$default';
    const { functions } = props;
    const logs = new LogGroup(this, 'RouteThrottleLogs', {
      retention: retentionDays(functions.settings.logRetentionDays),
      removalPolicy: functions.settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const call = {
      service: 'ApiGatewayV2',
      action: 'updateStage',
      parameters: { ApiId: props.httpApi.apiId, StageName: stageName, RouteSettings: settings },
      physicalResourceId: PhysicalResourceId.of(`${props.httpApi.apiId}/${stageName}/route-throttles`),
    };
    const throttles = new AwsCustomResource(this, 'RouteThrottles', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['apigateway:PATCH'],
          resources: [
            this.formatArn({
              service: 'apigateway',
              account: '',
              resource: `/apis/${props.httpApi.apiId}/stages/${stageName}`,
            }),
          ],
        }),
      ]),
      logGroup: logs,
      installLatestAwsSdk: false,
    });
    for (const domain of this.domains) throttles.node.addDependency(domain);
    const handlers = this.node.children.filter((child) => child.node.id.startsWith(AWS_CUSTOM_RESOURCE_HANDLER));
    for (const target of [throttles, ...handlers]) acknowledgeCdkHandler(target);
  }
}

interface TRouteSettings {
  readonly ThrottlingRateLimit: number;
  readonly ThrottlingBurstLimit: number;
}

/** The stage route settings of the rows with a `throttle`, by route key (`POST /v1/register`), on each of its routes. */
export function routeThrottleSettings(operations: readonly TOperation[]): Record<string, TRouteSettings> {
  const settings: Record<string, TRouteSettings> = {};
  for (const operation of operations) {
    if (!operation.throttle) continue;
    for (const method of routeMethods(operation)) {
      settings[`${method} ${routePath(operation.path)}`] = {
        ThrottlingRateLimit: operation.throttle.rateLimit,
        ThrottlingBurstLimit: operation.throttle.burstLimit,
      };
    }
  }
  return settings;
}

interface TApiDomainStackProps extends NestedStackProps {
  readonly operations: readonly TOperation[];
  readonly functions: TFunctionContext;
  readonly httpApi: IHttpApi;
  readonly authorizer: IHttpRouteAuthorizer;
}

export class ApiDomainStack extends NestedStack {
  readonly operations: readonly TOperation[];

  constructor(scope: Construct, id: string, props: TApiDomainStackProps) {
    super(scope, id, { ...props, description: `API operations: ${id} (${props.operations.length})` });
    this.operations = props.operations;

    for (const operation of props.operations) {
      const fn = handlerFunction(this, operation.id, props.functions, {
        root: 'api',
        handler: operation.handler,
        description: `${operation.method} ${operation.path}: ${operation.summary}`,
        grants: grantsForOperation(operation),
        memoryMb: operation.memoryMb,
        timeoutSeconds: operation.timeoutSeconds,
      });
      // One integration for all of the row's routes; the row's own route keeps its construct id.
      const integration = new HttpLambdaIntegration(`${operation.id}-integration`, fn.fn);
      for (const method of routeMethods(operation)) {
        const id = method === operation.method ? `${operation.id}-route` : `${operation.id}-route-${method}`;
        const route = new HttpRoute(this, id, {
          httpApi: props.httpApi,
          routeKey: HttpRouteKey.with(routePath(operation.path), HttpMethod[method]),
          integration,
          ...(operation.access === 'public' ? {} : { authorizer: props.authorizer }),
        });
        if (operation.access === 'public') {
          acknowledgeRule(
            route,
            'AwsSolutions-APIG4',
            `${operation.id} is public in the operations manifest (${operation.summary}); it reads no token and ` +
              'returns nothing tenant-specific without its own proof (password, reset token or URL signature).',
          );
        }
      }
    }
  }
}

/** API Gateway route paths may not end with a slash; CloudFront strips it from requests the same way. */
export function routePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The CloudFormation resources a row costs: its function and route, and its extra routes. */
export function resourcesOf(operation: TOperation): number {
  return RESOURCES_PER_OPERATION + RESOURCES_PER_EXTRA_ROUTE * (routeMethods(operation).length - 1);
}

/**
 * Manifest rows grouped by tag, in manifest order, split into chunks the resource limit allows: at most
 * MAX_OPERATIONS_PER_NESTED_STACK plain rows' worth each, fewer rows where some have extra routes.
 */
export function groupByDomain(operations: readonly TOperation[]): Map<string, TOperation[]> {
  const byTag = new Map<string, TOperation[]>();
  for (const operation of operations) {
    const list = byTag.get(operation.tag) ?? [];
    list.push(operation);
    byTag.set(operation.tag, list);
  }
  const chunks = new Map<string, TOperation[]>();
  for (const [tag, list] of byTag) {
    const name = tag.replace(/[^A-Za-z0-9]/g, '') || 'Misc';
    const parts: TOperation[][] = [[]];
    let resources = 0;
    for (const operation of list) {
      const cost = resourcesOf(operation);
      if (parts.at(-1)!.length > 0 && resources + cost > RESOURCES_PER_NESTED_STACK) {
        parts.push([]);
        resources = 0;
      }
      parts.at(-1)!.push(operation);
      resources += cost;
    }
    parts.forEach((part, i) => chunks.set(i === 0 ? name : `${name}${i + 1}`, part));
  }
  return chunks;
}
