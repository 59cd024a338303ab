import { describe, expect, it } from 'vitest';
import { OPERATION_LIST } from '@skillway/shared';
import { generateOpenApi, openApiPath } from './generate-openapi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a generated JSON document
type TAny = any;

describe('OpenAPI from the manifest', () => {
  const doc = generateOpenApi(OPERATION_LIST, { version: '1.2.3' }) as {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, Record<string, TAny>>>;
  };

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
  });

  it('covers every manifest row exactly once', () => {
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids.sort()).toEqual(OPERATION_LIST.map((op) => op.id).sort());
    for (const op of OPERATION_LIST) {
      const described = doc.paths[openApiPath(op.path)]?.[op.method.toLowerCase()];
      expect(described, op.id).toBeDefined();
      expect(described!.responses[String(op.status ?? 200)], op.id).toBeDefined();
      expect(described!.responses['500'], op.id).toBeDefined();
      if (op.access === 'public') expect(described!.security).toEqual([]);
      else expect(described!.security).toEqual([{ bearerAuth: [] }]);
      if (op.request?.body) expect(described!.requestBody.content['application/json'].schema.type).toBe('object');
    }
  });

  it('lists path and query parameters from the schemas', () => {
    const image = doc.paths['/v1/images/{preset}/{key}']!.get!;
    expect(image.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'path:preset',
      'path:key',
      'query:exp',
      'query:sig',
    ]);
    const list = doc.paths['/v1/get-notifications']!.get!;
    expect(list.parameters.every((p: { required: boolean }) => p.required === false)).toBe(true);
  });

  it('documents request fields with their constraints and the error body', () => {
    const register = doc.paths['/v1/register']!.post!;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'banding']));
    expect(register.responses['201']).toBeDefined();
    expect(register.responses['422'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorBody');
  });

  it('turns greedy parameters into plain ones', () => {
    expect(openApiPath('/v1/images/{preset}/{key+}')).toBe('/v1/images/{preset}/{key}');
  });
});
