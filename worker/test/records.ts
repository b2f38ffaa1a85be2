import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { errorOf } from './client';
import { api } from './fixtures';

/** Queues an email as the outbox holds it, at a chosen time; returns its id. */
export async function addOutboxEmail(input: {
  to: string;
  subject: string;
  template?: string;
  status?: 'queued' | 'sent' | 'failed';
  createdAt?: string;
  body?: string;
}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO email_outbox (to_email, template, subject, body_text, status, created_at, sent_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, CASE ?5 WHEN 'sent' THEN ?6 END) RETURNING id`,
  )
    .bind(
      input.to,
      input.template ?? 'test_template',
      input.subject,
      input.body ?? `Body of ${input.subject}`,
      input.status ?? 'queued',
      input.createdAt ?? new Date().toISOString(),
    )
    .first<{ id: number }>();
  return row!.id;
}

/** An audit line at a chosen time; returns its id. */
export async function addAuditLine(input: {
  action: string;
  target?: string | null;
  actorId?: number | null;
  actorEmail?: string | null;
  at?: string;
  detail?: string | null;
}): Promise<number> {
  const row = await env.DB.prepare(
    'INSERT INTO audit_log (actor_id, actor_email, action, target, detail, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id',
  )
    .bind(input.actorId ?? null, input.actorEmail ?? null, input.action, input.target ?? null, input.detail ?? null, input.at ?? new Date().toISOString())
    .first<{ id: number }>();
  return row!.id;
}

/** `path?query` as a signed-in admin must be a 400 naming `field` with `message`. */
export async function expectQueryRefused(cookie: string, path: string, query: string, field: string, message: string) {
  const res = await api(`${path}?${query}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(400);
  const body = await errorOf(res);
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.fields?.[field]).toBe(message);
}
