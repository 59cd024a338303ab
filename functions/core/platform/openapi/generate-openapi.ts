import * as z from 'zod/mini';
import { ROLE_NAME, ZErrorBody, type TOperation, type TRoleId } from '@skillway/shared';

type TJson = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): TJson {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as TJson;
  delete out.$schema;
  return out;
}

/** `{key+}` (a greedy API Gateway parameter) is `{key}` in OpenAPI, and may contain slashes. */
export function openApiPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\+\}/g, '{$1}');
}

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query', greedy: Set<string>): TJson[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, TJson>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' ? true : required.has(name),
    schema: property,
    ...(greedy.has(name) ? { description: 'May contain slashes.' } : {}),
  }));
}

function accessText(operation: TOperation): string {
  if (operation.access === 'public') return 'Public.';
  if (operation.access === 'authenticated') return 'Any signed-in role.';
  return `Roles: ${operation.access.map((role) => ROLE_NAME[role as TRoleId] ?? String(role)).join(', ')}.`;
}

/** Rows that check a password and share the sign-in throttle. */
const THROTTLED = new Set(['auth.login', 'profile.updatePassword']);

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function successResponse(operation: TOperation): TJson {
  const status = operation.status ?? 200;
  if (status >= 300 && status < 400)
    return { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } };
  if (operation.id === 'system.image') {
    return {
      description: 'The resized image',
      content: {
        'image/png': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      },
    };
  }
  return {
    description: 'Success',
    content: { 'application/json': { schema: jsonSchema(operation.response, 'output') } },
  };
}

function describeOperation(operation: TOperation): TJson {
  const greedy = new Set([...operation.path.matchAll(/\{([A-Za-z0-9_]+)\+\}/g)].map((m) => m[1] as string));
  const request = operation.request ?? {};
  const isPublic = operation.access === 'public';
  const responses: TJson = { [String(operation.status ?? 200)]: successResponse(operation) };
  if (!isPublic) {
    responses['401'] = error('Not signed in, or the token was revoked');
    responses['403'] = error('The role may not call this, or the company is suspended');
  }
  if (operation.request?.params || !isPublic)
    responses['404'] = error("Not found (also for another company's records)");
  if (operation.request) responses['422'] = error('Invalid input: `errors` maps each field to its messages');
  if (THROTTLED.has(operation.id)) responses['429'] = error('Too many failed sign-in attempts');
  responses['500'] = error('Unexpected error: the body carries only a request id');
  return {
    operationId: operation.id,
    summary: operation.summary,
    description:
      accessText(operation) +
      (operation.suspendedAccessible === true
        ? ' Available while the company is suspended.'
        : operation.suspendedAccessible === 'administrators'
          ? ' Available to the administrator while the company is suspended.'
          : ''),
    tags: [operation.tag],
    'x-access': operation.access,
    security: isPublic ? [] : [{ bearerAuth: [] }],
    parameters: [...parameters(request.params, 'path', greedy), ...parameters(request.query, 'query', greedy)],
    ...(request.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(request.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document for the manifest (JSON Schema 2020-12, which 3.1 uses, from zod's toJSONSchema). */
export function generateOpenApi(
  operations: readonly TOperation[],
  info: { version: string; serverUrl?: string },
): TJson {
  const paths: Record<string, Record<string, TJson>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    (paths[path] ??= {})[operation.method.toLowerCase()] = describeOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Skillway API',
      version: info.version,
      description: 'Every operation of the Skillway API, generated from the operations manifest.',
    },
    servers: [{ url: info.serverUrl ?? '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The Cognito ID token (`access_token` from login).',
        },
      },
      schemas: { ErrorBody: jsonSchema(ZErrorBody, 'output') },
    },
  };
}
