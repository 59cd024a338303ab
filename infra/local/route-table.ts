import { routeMethods, type TOperation } from '@skillway/shared';

type TSegment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

/** Lower ranks are more specific: API Gateway prefers literal segments, then `{param}`, then `{proxy+}`. */
const RANK = { literal: 0, param: 1, greedy: 2 } as const;

interface TCompiledRoute {
  operation: TOperation;
  routeKey: string;
  segments: TSegment[];
}

export interface TRouteMatch {
  operation: TOperation;
  /** `METHOD /path/{param}` exactly as the manifest writes it, like API Gateway's routeKey. */
  routeKey: string;
  /** Decoded values; absent when the route has no parameters (as in API Gateway events). */
  pathParameters?: Record<string, string>;
}

/** Splits a path into segments, ignoring one trailing slash so `/v1/groups/` and `/v1/groups` are the same. */
function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

function compileSegment(raw: string, path: string, isLast: boolean): TSegment {
  const param = /^\{([A-Za-z_][\w-]*)(\+?)\}$/.exec(raw);
  if (!param) {
    if (raw.includes('{') || raw.includes('}')) throw new Error(`route ${path}: a parameter must fill a whole segment`);
    return { kind: 'literal', value: raw };
  }
  const [, name = '', greedy] = param;
  if (greedy && !isLast) throw new Error(`route ${path}: a greedy parameter {${name}+} must be the last segment`);
  return greedy ? { kind: 'greedy', name } : { kind: 'param', name };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchSegments(route: TSegment[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < route.length; i += 1) {
    const segment = route[i];
    const value = actual[i];
    if (!segment || value === undefined) return undefined;
    if (segment.kind === 'greedy') {
      const rest = actual.slice(i);
      if (rest.every((part) => part === '')) return undefined;
      params[segment.name] = rest.map(safeDecode).join('/');
      return params;
    }
    if (segment.kind === 'literal') {
      if (segment.value !== value) return undefined;
    } else {
      if (value === '') return undefined;
      params[segment.name] = safeDecode(value);
    }
  }
  return route.length === actual.length ? params : undefined;
}

function moreSpecific(a: TCompiledRoute, b: TCompiledRoute): boolean {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const rankA = a.segments[i] ? RANK[a.segments[i]!.kind] : -1;
    const rankB = b.segments[i] ? RANK[b.segments[i]!.kind] : -1;
    if (rankA !== rankB) return rankA < rankB;
  }
  return false;
}

/**
 * The manifest's rows as HTTP routes, matched the way API Gateway HTTP APIs match them: exact method, the
 * most specific path wins, `{name}` takes one segment and `{name+}` the rest. A row's extra route methods (HEAD and
 * OPTIONS of the LRS's GET rows) match with their own route key, as on API Gateway, and run the row's handler.
 */
export function createRouteTable(operations: readonly TOperation[]) {
  const byMethod = new Map<string, TCompiledRoute[]>();
  const seen = new Set<string>();
  for (const operation of operations) {
    const parts = splitPath(operation.path);
    const segments = parts.map((raw, i) => compileSegment(raw, operation.path, i === parts.length - 1));
    // A row may be routed under more than its own method (route-methods.ts: HEAD and OPTIONS of the LRS's GETs).
    for (const method of routeMethods(operation)) {
      const routeKey = `${method} ${operation.path}`;
      const shape = `${method} /${segments.map((s) => (s.kind === 'literal' ? s.value : `{${s.kind}}`)).join('/')}`;
      if (seen.has(shape)) throw new Error(`two manifest rows share the route ${routeKey}`);
      seen.add(shape);
      const routes = byMethod.get(method) ?? [];
      routes.push({ operation, routeKey, segments });
      byMethod.set(method, routes);
    }
  }

  return {
    match(method: string, rawPath: string): TRouteMatch | undefined {
      const actual = splitPath(rawPath);
      let best: { route: TCompiledRoute; params: Record<string, string> } | undefined;
      for (const route of byMethod.get(method.toUpperCase()) ?? []) {
        const params = matchSegments(route.segments, actual);
        if (params && (!best || moreSpecific(route, best.route))) best = { route, params };
      }
      if (!best) return undefined;
      const hasParams = Object.keys(best.params).length > 0;
      return {
        operation: best.route.operation,
        routeKey: best.route.routeKey,
        ...(hasParams ? { pathParameters: best.params } : {}),
      };
    },
  };
}
