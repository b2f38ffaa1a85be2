import type { Hono } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { toJSONSchema, z, type ZodType } from 'zod';
import { ERROR_CODES } from './errors';

// The API's OpenAPI document, generated from the route table itself: the zod schemas the routes validate
// with (validate.ts) and the sessions their guards require (auth/guards.ts) are recorded on the
// middleware, so the document cannot describe an input the route does not check, or miss a route.

type Input = { target: string; schema: ZodType };
type Described = { input?: Input; session?: string };

const described = new WeakMap<object, Described>();

/** Records what a middleware checks, for the document; returns the middleware unchanged. */
export function describe<Middleware extends object>(middleware: Middleware, what: Described): Middleware {
  described.set(middleware, what);
  return middleware;
}

type RouteEntry = { method: string; path: string; handler: object };

/** A route's own handler: `app.route()` wraps a sub-app's handlers when the error handlers differ. */
const unwrap = (handler: object): object => (handler as Record<string, object>)[COMPOSED_HANDLER] ?? handler;

/** Hono's `/a/:id{[0-9]+}` as OpenAPI's `/a/{id}`, with each parameter's pattern. */
function openApiPath(path: string): { path: string; params: Array<{ name: string; pattern?: string }> } {
  const params: Array<{ name: string; pattern?: string }> = [];
  const converted = path.replace(/:(\w+)(?:\{((?:[^{}]|\{[^{}]*\})+)\})?/g, (_, name: string, pattern?: string) => {
    params.push(pattern ? { name, pattern: `^${pattern}$` } : { name });
    return `{${name}}`;
  });
  return { path: converted, params };
}

/** Middleware registered for every method under a prefix (`/api/admin/staff/*`) covers its routes. */
const covers = (middlewarePath: string, path: string) =>
  middlewarePath === path ||
  (middlewarePath.endsWith('/*') && (path === middlewarePath.slice(0, -2) || path.startsWith(middlewarePath.slice(0, -1))));

const jsonSchema = (schema: ZodType) => toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

const MEDIA_TYPES: Record<string, string> = { json: 'application/json', form: 'multipart/form-data' };

const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string().describe('What went wrong, in words a visitor can read.'),
    fields: z.record(z.string(), z.string()).optional().describe('The first message for each invalid field.'),
    version: z.number().int().optional().describe('With version_changed: the record\'s version now.'),
    requestId: z.string(),
  }),
});

function operation(method: string, path: string, entries: Described[], sessionCookies: Record<string, string>) {
  const { path: openPath, params } = openApiPath(path);
  const parameters: Array<Record<string, unknown>> = params.map(({ name, pattern }) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', ...(pattern ? { pattern } : {}) },
  }));
  let requestBody: Record<string, unknown> | undefined;
  let session: string | undefined;
  for (const entry of entries) {
    session ??= entry.session;
    if (!entry.input) continue;
    const { target, schema } = entry.input;
    const shape = jsonSchema(schema);
    if (target in MEDIA_TYPES) {
      requestBody = { required: true, content: { [MEDIA_TYPES[target]!]: { schema: shape } } };
      continue;
    }
    const where = target === 'param' ? 'path' : target;
    const properties = (shape.properties ?? {}) as Record<string, unknown>;
    const required = new Set((shape.required ?? []) as string[]);
    for (const [name, schemaOfName] of Object.entries(properties)) {
      const existing = parameters.find((parameter) => parameter.in === where && parameter.name === name);
      if (existing) existing.schema = schemaOfName;
      else parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: schemaOfName });
    }
  }
  return {
    path: openPath,
    method: method.toLowerCase(),
    operation: {
      operationId: `${method.toLowerCase()}${openPath.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      ...(session ? { security: [{ [sessionCookies[session] ?? session]: [] }] } : {}),
      responses: {
        '200': { description: 'Success.' },
        default: { description: 'An error, in the one error shape of every /api response.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every route `app` answers under `prefix`. */
export function openApiDocument(app: Pick<Hono, 'routes'>, options: { prefix: string; title: string; version: string; sessionCookies: Record<string, string> }) {
  const routes = app.routes as RouteEntry[];
  const apiRoutes = routes.filter(
    (route) => (route.path === options.prefix || route.path.startsWith(`${options.prefix}/`)) && route.path !== `${options.prefix}/*`,
  );
  const middleware = apiRoutes.filter((route) => route.method === METHOD_NAME_ALL);
  const grouped = new Map<string, { method: string; path: string; entries: Described[] }>();
  for (const route of apiRoutes) {
    if (route.method === METHOD_NAME_ALL) continue;
    const key = `${route.method} ${route.path}`;
    const group = grouped.get(key) ?? { method: route.method, path: route.path, entries: [] };
    const what = described.get(unwrap(route.handler));
    if (what) group.entries.push(what);
    grouped.set(key, group);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, entries } of grouped.values()) {
    const guards = middleware.filter((entry) => covers(entry.path, path)).map((entry) => described.get(unwrap(entry.handler)));
    const all = [...guards.filter((what): what is Described => what !== undefined), ...entries];
    const op = operation(method, path, all, options.sessionCookies);
    (paths[op.path] ??= {})[op.method] = op.operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema) },
      securitySchemes: Object.fromEntries(
        Object.entries(options.sessionCookies).map(([role, cookie]) => [cookie, { type: 'apiKey', in: 'cookie', name: cookie, description: `A ${role} session.` }]),
      ),
    },
  };
}
