import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  ApiMapping,
  DomainName,
  EndpointType,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
  type HttpRouteAuthorizerConfig,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPoolClient, UserPool } from 'aws-cdk-lib/aws-cognito';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { appPrefix, type TSettings } from '../config/settings';
import { retentionDays } from '../config/log-retention';

export interface TApiStackProps extends StackProps {
  readonly settings: TSettings;
  readonly userPool: UserPool;
  readonly client: IUserPoolClient;
}

/**
 * The HTTP API's front door: the API itself, its `$default` stage (throttling, JSON access logs) and the JWT
 * authorizer that verifies the user pool's ID tokens (audience = the web client). The routes and their Lambdas
 * live in the api-routes stack, which is deployed after the web stack so handlers know the app's URL.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly jwtAuthorizer: HttpAuthorizer;
  readonly accessLogs: LogGroup;
  /**
   * The host CloudFront reaches the API at: the custom API origin name (settings.apiOriginDomainName) when configured,
   * with the execute-api endpoint switched off; else the execute-api domain.
   */
  readonly originDomainName: string;
  /** With the API origin name: the regional target its DNS record (CNAME) must point at. */
  readonly originDnsTarget?: string;

  constructor(scope: Construct, id: string, props: TApiStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${appPrefix(settings)}-api`,
      description: 'Skillway REST API (/v1): one route and one Lambda per operations-manifest row.',
      // The stage is made below with throttling and access logs; the API is served same-origin through CloudFront, so no CORS.
      createDefaultStage: false,
      // Only CloudFront may call the API: with an origin name of its own, API Gateway's default endpoint is off.
      disableExecuteApiEndpoint: settings.apiOriginCertificateArn !== undefined,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: retentionDays(settings.logRetentionDays),
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: settings.apiRateLimit, burstLimit: settings.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    if (settings.apiOriginDomainName && settings.apiOriginCertificateArn) {
      const domain = new DomainName(this, 'OriginDomain', {
        domainName: settings.apiOriginDomainName,
        certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', settings.apiOriginCertificateArn),
        endpointType: EndpointType.REGIONAL,
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      new ApiMapping(this, 'OriginMapping', { api: this.httpApi, domainName: domain, stage: this.stage });
      this.originDomainName = settings.apiOriginDomainName;
      this.originDnsTarget = domain.regionalDomainName;
      new CfnOutput(this, 'ApiOriginDnsTarget', {
        description: `Point ${settings.apiOriginDomainName} (CNAME) at this: CloudFront reaches the API there.`,
        value: domain.regionalDomainName,
      });
    } else {
      this.originDomainName = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    }

    this.jwtAuthorizer = new HttpAuthorizer(this, 'JwtAuthorizer', {
      httpApi: this.httpApi,
      authorizerName: 'cognito-id-token',
      type: HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.userPool.userPoolProviderUrl,
      jwtAudience: [props.client.userPoolClientId],
    });
  }

  /** The authorizer as routes in other stacks attach it (by id; it is created once, here). */
  routeAuthorizer(): IHttpRouteAuthorizer {
    const authorizerId = this.jwtAuthorizer.authorizerId;
    return { bind: (): HttpRouteAuthorizerConfig => ({ authorizerId, authorizationType: 'JWT' }) };
  }
}

/** One JSON line per request; the caller is named by token subject (our user id), never by email or token. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  sub: '$context.authorizer.claims.sub',
  userAgent: '$context.identity.userAgent',
};
