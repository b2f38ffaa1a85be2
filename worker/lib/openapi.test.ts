import { env } from 'cloudflare:workers';
import { METHOD_NAME_ALL } from 'hono/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../app';
import { api } from '../test/fixtures';
import { ERROR_CODES } from './errors';

type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  security?: Array<Record<string, string[]>>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ErrorBody: { properties: { error: { properties: { code: { enum: string[] } } } } } } };
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
        .filter((route) => route.method !== METHOD_NAME_ALL && route.path.startsWith('/api/') && route.path !== '/api/*')
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
});
