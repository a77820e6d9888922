import type { FunctionDef, HttpMethod, RouteDef } from '../../../functions/routes';

/** One manifest route compiled for matching, as API Gateway HTTP API matches them. */
export interface CompiledRoute {
  route: RouteDef;
  fn: FunctionDef;
  routeKey: string;
  /** Number of literal segments; API Gateway prefers the most specific route. */
  literalSegments: number;
  match(path: string): Record<string, string> | null;
}

export function compileRoutes(functions: FunctionDef[]): CompiledRoute[] {
  const compiled = functions.flatMap((fn) => fn.routes.map((route) => compileRoute(fn, route)));
  return compiled.sort((a, b) => b.literalSegments - a.literalSegments);
}

function compileRoute(fn: FunctionDef, route: RouteDef): CompiledRoute {
  const segments = route.path.split('/').filter(Boolean);
  const names: string[] = [];
  const pattern = segments
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)\}$/.exec(segment);
      if (!param) return escapeRegExp(segment);
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^/${pattern}/?$`);
  return {
    route,
    fn,
    routeKey: `${route.method} ${route.path}`,
    literalSegments: segments.filter((s) => !s.startsWith('{')).length,
    match(path) {
      const found = regex.exec(path);
      if (!found) return null;
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
    },
  };
}

export type RouteLookup =
  | { kind: 'found'; compiled: CompiledRoute; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' }
  | { kind: 'malformed' };

export function findRoute(routes: CompiledRoute[], method: string, path: string): RouteLookup {
  // A broken escape (`%zz`, a cut UTF-8 sequence) can name no resource. Checking the whole path once
  // also covers every segment: a literal `/` never sits inside a valid escape sequence.
  if (!isWellFormedPath(path)) return { kind: 'malformed' };
  const allowed: HttpMethod[] = [];
  for (const compiled of routes) {
    const params = compiled.match(path);
    if (!params) continue;
    if (compiled.route.method === method) return { kind: 'found', compiled, pathParameters: params };
    allowed.push(compiled.route.method);
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}

function isWellFormedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
