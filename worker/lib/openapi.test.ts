import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app } from '../app';
import { api } from '../test/fixtures';
import { MAX_BLOG_POST_BYTES, MAX_BODY_BYTES, MAX_CSV_IMPORT_BYTES } from './body-limit';
import { ApiError, ERROR_CODES } from './errors';
import { apiDocument, route } from './openapi';
import { newRouter } from './router';

type ErrorSchema = { $ref?: string; allOf?: [{ $ref: string }, { properties: { error: { properties: { code: { enum: string[] } } } } }] };
type Response = { description: string; $ref?: string; content?: Record<string, { schema: ErrorSchema }> };
type Operation = {
  operationId: string;
  summary?: string;
  responses: Record<string, Response>;
  'x-body-limit'?: number;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  security?: Array<Record<string, string[]>>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: { ErrorBody: { properties: { error: { properties: { code: { enum: string[] } } } } } };
    responses: Record<string, Response>;
  };
};

const openApiPath = (path: string) => path.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})+\})?/g, '{$1}');
const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ path, method, op })));

let doc: Document;
beforeAll(async () => {
  const res = await api('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  doc = await res.json();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document by the OpenAPI Initiative\'s own schemas', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const res = await env.VALIDATE_OPENAPI.fetch('http://validate/', { method: 'POST', body: JSON.stringify(doc) });
    const result = (await res.json()) as { valid: boolean; errors?: unknown };
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every /api route the app answers, and only those', () => {
    const answered = new Set(
      app.routes
        // Middleware is registered for every method (ALL): no route of its own.
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && route.path !== '/api/*')
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    const described = new Set(operations(doc).map(({ path, method }) => `${method} ${path}`));
    expect(answered.size).toBeGreaterThan(80);
    expect([...described].sort()).toEqual([...answered].sort());
    expect(new Set(operations(doc).map(({ op }) => op.operationId)).size).toBe(described.size);
  });

  it('names ?location= on every route that reads one of the account\'s locations, and on no other', () => {
    const withLocation = operations(doc)
      .filter(({ op }) => op.parameters?.some((p) => p.in === 'query' && p.name === 'location' && !p.required))
      .map(({ path, method }) => `${method} ${path}`);
    expect(withLocation.sort()).toEqual(
      [
        'get /api/facility/me',
        'get /api/facility/me/activity',
        'post /api/facility/me/resubmission',
        'get /api/facility/me/analytics',
        'get /api/facility/me/inquiries',
        'get /api/facility/me/inquiries/{id}',
        'patch /api/facility/me/inquiries/{id}',
        'put /api/facility/me/listing',
        'get /api/facility/me/preview',
        'get /api/facility/me/contact',
        'put /api/facility/me/contact',
        'get /api/facility/me/availability',
        'put /api/facility/me/availability',
        'post /api/facility/me/availability/confirmation',
        'get /api/facility/me/reviews',
        'post /api/facility/me/reviews/{id}/response',
        'post /api/facility/me/review-invitations',
      ].sort(),
    );
  });

  it('gives each input the schema its route validates with', () => {
    const signIn = doc.paths['/api/facility/session']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(signIn.properties)).toEqual(['email', 'password', 'remember']);
    expect(signIn.required).toEqual(expect.arrayContaining(['email', 'password']));

    const search = doc.paths['/api/facility/public/search']!.get!.parameters!;
    expect(search.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:q', 'query:state', 'query:zip', 'query:page']));
    expect(search.every((p) => p.in === 'query')).toBe(true);

    const listing = doc.paths['/api/facility/public/{id}']!.get!.parameters!;
    expect(listing).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });

  it('names the session every guarded route needs, and none where a visitor may call', () => {
    for (const { path, method, op } of operations(doc)) {
      const where = `${method} ${path}`;
      const cookies = (op.security ?? []).flatMap(Object.keys);
      if (path.startsWith('/api/admin/') && !path.startsWith('/api/admin/session')) expect(cookies, where).toEqual(['rd_admin']);
      if (path.startsWith('/api/facility/me')) expect(cookies, where).toEqual(['rd_facility']);
      if (/^\/api\/(health|leads|contact|facility\/public|search|states|taxonomy|blog|open-data)\b/.test(path)) expect(cookies, where).toEqual([]);
    }
  });

  it('describes the one error shape with every code it may carry', () => {
    expect(doc.components.schemas.ErrorBody.properties.error.properties.code.enum).toEqual(ERROR_CODES);
    const lead = doc.paths['/api/leads']!.post! as unknown as { responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }> };
    expect(lead.responses.default!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/ErrorBody');
  });

  it('gives every route a summary, the success statuses it answers with, and its errors in the error shape', () => {
    for (const { path, method, op } of operations(doc)) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toMatch(/\S/);
      const successes = Object.keys(op.responses).filter((status) => /^[23]\d\d$/.test(status));
      expect(successes.length, where).toBeGreaterThan(0);
      for (const status of successes) expect(op.responses[status]!.description, where).toMatch(/\S/);
      for (const [status, { $ref }] of Object.entries(op.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const response = doc.components.responses[$ref!.replace('#/components/responses/', '')]!;
        const [ref, narrowed] = response.content!['application/json']!.schema.allOf!;
        expect(ref.$ref, where).toBe('#/components/schemas/ErrorBody');
        const codes = narrowed.properties.error.properties.code.enum;
        expect(codes.length, where).toBeGreaterThan(0);
        for (const code of codes) expect(new ApiError(code as (typeof ERROR_CODES)[number], '').status, `${where} ${code}`).toBe(Number(status));
        for (const code of codes) expect(response.description, where).toContain(code);
      }
    }
  });

  it('names the errors its chain may answer with: a validator\'s, a guard\'s, a JSON body\'s, a rate limit\'s', () => {
    const errorsOf = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses).sort();
    expect(errorsOf('/api/leads', 'post')).toEqual(['201', '400', '403', '413', '415', '429', 'default']);
    expect(errorsOf('/api/admin/blog/posts/{id}', 'get')).toEqual(['200', '400', '401', '404', 'default']);
    expect(errorsOf('/api/health', 'get')).toEqual(['200', 'default']);
  });

  it('states each route\'s body limit: the default, or the larger one its chain declares', () => {
    expect(doc.paths['/api/leads']!.post!['x-body-limit']).toBe(MAX_BODY_BYTES);
    expect(doc.paths['/api/admin/crm/prospects/import']!.post!['x-body-limit']).toBe(MAX_CSV_IMPORT_BYTES);
    expect(doc.paths['/api/admin/blog/posts']!.post!['x-body-limit']).toBe(MAX_BLOG_POST_BYTES);
    expect(doc.paths['/api/admin/blog/posts/{id}']!.patch!['x-body-limit']).toBe(MAX_BLOG_POST_BYTES);
    expect(doc.paths['/api/admin/blog/posts/{id}']!.get!['x-body-limit']).toBeUndefined();
  });
});

describe('route()', () => {
  it('puts an answer\'s zod schema in the document, as the answer\'s output (a default is always there)', async () => {
    const answer = z.object({ ok: z.literal(true), count: z.number().default(0) });
    const app = newRouter().get('/api/thing', route({ summary: 'A thing', 200: { description: 'The thing.', schema: answer } }), (c) =>
      c.json({ ok: true as const, count: 1 }, 200),
    );
    const document = await apiDocument(app, { prefix: '/api', title: 't', version: '1', sessionCookies: {}, defaultBodyLimit: 1 });
    const ok = (document.paths['/api/thing']!.get!.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['200']!;
    expect(ok.content['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { ok: { const: true }, count: { type: 'number' } },
      required: ['ok', 'count'],
    });
  });
});
