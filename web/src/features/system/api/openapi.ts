import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { systemKeys } from './query-keys';

/** The parts of an OpenAPI 3 document the reference page shows. */
interface TOpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, unknown>[];
  [extension: `x-${string}`]: unknown;
}

export interface TOpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, TOpenApiOperation>>;
  security?: Record<string, unknown>[];
  components?: { schemas?: Record<string, unknown> };
}

export interface TOperationView {
  method: string;
  path: string;
  operation: TOpenApiOperation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations grouped by their first tag, in document order (untagged ones under Other, in the active language). */
export function groupByTag(doc: TOpenApiDocument): [string, TOperationView[]][] {
  const groups = new Map<string, TOperationView[]>();
  const other = t`Other`;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? other;
      const list = groups.get(tag) ?? [];
      list.push({ method, path, operation });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()];
}

export function useOpenApiDocument() {
  return useQuery({
    queryKey: systemKeys.openapi(),
    queryFn: async ({ signal }) => (await api('system.openapi', undefined, { signal })) as TOpenApiDocument,
    staleTime: Infinity,
  });
}
