import { describe, expect, it } from 'vitest';
import {
  XAPI_RESOURCE_PARAMS,
  ZXapiActivitiesQuery,
  ZXapiActivityProfileQuery,
  ZXapiAgentProfileQuery,
  ZXapiAgentsQuery,
  ZXapiStateQuery,
  ZXapiStatementsQuery,
} from '@skillway/shared';
import { isAppError } from '../../platform/http/app-error';
import { checkParams, lrsRoute, paramsFor } from './lrs-params';

const event = (routeKey: string, rawPath = routeKey.split(' ')[1]!) => ({
  routeKey,
  rawPath,
  requestContext: { http: { method: routeKey.split(' ')[0]! } },
});

function refusal(run: () => void): { status?: number; message?: string; errors?: Record<string, string[]> } {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  return {};
}

describe('lrsRoute', () => {
  it('names the resource and method from the route key, HEAD and OPTIONS included', () => {
    expect(lrsRoute(event('GET /v1/xapi/statements') as never)).toEqual({ resource: 'statements', method: 'GET' });
    expect(lrsRoute(event('HEAD /v1/xapi/activities/state') as never)).toEqual({
      resource: 'activities/state',
      method: 'HEAD',
    });
    expect(lrsRoute(event('OPTIONS /v1/xapi/about') as never)).toEqual({ resource: 'about', method: 'OPTIONS' });
  });

  it('falls back on the path, without a trailing slash, and knows nothing outside the LRS', () => {
    expect(
      lrsRoute({
        ...event('PUT /v1/xapi/agents/profile'),
        routeKey: '$default',
        rawPath: '/v1/xapi/agents/profile/',
      } as never),
    ).toEqual({
      resource: 'agents/profile',
      method: 'PUT',
    });
    expect(lrsRoute(event('POST /v1/xapi/cmi5/fetch/{id}', '/v1/xapi/cmi5/fetch/x') as never)).toBeUndefined();
    expect(lrsRoute(event('GET /v1/courses') as never)).toBeUndefined();
    expect(lrsRoute(event('GET /v1/xapi/') as never)).toBeUndefined();
  });
});

describe('paramsFor', () => {
  it("gives HEAD GET's parameters and nothing for a method the resource does not take", () => {
    expect(paramsFor('statements', 'HEAD')).toBe(XAPI_RESOURCE_PARAMS.statements.GET);
    expect(paramsFor('statements', 'POST')).toEqual([]);
    expect(paramsFor('statements', 'PUT')).toEqual(['statementId']);
    expect(paramsFor('statements', 'DELETE')).toBeUndefined();
    expect(paramsFor('about', 'PUT')).toBeUndefined();
    expect(paramsFor('agents', 'toString')).toBeUndefined();
  });
});

describe('checkParams', () => {
  it('lets through the parameters of the resource and method', () => {
    expect(() => checkParams('statements', 'GET', { agent: '{}', verb: 'x', since: 's', more: 'm' })).not.toThrow();
    expect(() => checkParams('statements', 'GET', undefined)).not.toThrow();
    expect(() => checkParams('activities/state', 'HEAD', { activityId: 'a', since: 's' })).not.toThrow();
    expect(() => checkParams('statements', 'POST', {})).not.toThrow();
  });

  it('refuses an unknown or wrong-case parameter with 400 naming it', () => {
    expect(refusal(() => checkParams('statements', 'GET', { foo: 'bar' }))).toEqual({
      status: 400,
      message: 'The parameter "foo" is not one this resource takes (parameter names are case-sensitive).',
      errors: { foo: ['The parameter "foo" is not one this resource takes (parameter names are case-sensitive).'] },
    });
    expect(refusal(() => checkParams('statements', 'PUT', { StatementId: 'x' })).errors).toHaveProperty('StatementId');
    expect(refusal(() => checkParams('statements', 'GET', { Agent: '{}' })).errors).toHaveProperty('Agent');
    // A parameter of another method of the same resource.
    expect(refusal(() => checkParams('activities/state', 'PUT', { since: 's' })).errors).toHaveProperty('since');
    expect(refusal(() => checkParams('statements', 'POST', { statementId: 'x' })).errors).toHaveProperty('statementId');
    expect(refusal(() => checkParams('statements', 'PUT', { method: 'POST' })).errors).toHaveProperty('method');
    expect(refusal(() => checkParams('about', 'GET', { x: '' })).errors).toHaveProperty('x');
  });

  it('refuses a method the resource does not take', () => {
    expect(refusal(() => checkParams('statements', 'DELETE', {})).status).toBe(400);
  });
});

describe('the query schemas and XAPI_RESOURCE_PARAMS', () => {
  it("name the same parameters: each resource's schema holds what any of its methods takes", () => {
    const schemas = {
      statements: ZXapiStatementsQuery,
      'activities/state': ZXapiStateQuery,
      'activities/profile': ZXapiActivityProfileQuery,
      'agents/profile': ZXapiAgentProfileQuery,
      activities: ZXapiActivitiesQuery,
      agents: ZXapiAgentsQuery,
    } as const;
    for (const [resource, schema] of Object.entries(schemas)) {
      const names = new Set(Object.values(XAPI_RESOURCE_PARAMS[resource as keyof typeof schemas]).flat());
      expect(Object.keys(schema.def.shape).sort(), resource).toEqual([...names].sort());
    }
  });
});
