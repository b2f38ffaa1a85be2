import { expect } from 'vitest';
import { errorOf } from './client';
import { api } from './fixtures';
import { insertRow } from './factories';

/** Queues an email as the outbox holds it, at a chosen time; returns its id. */
export async function addOutboxEmail(input: {
  to: string;
  subject: string;
  template?: string;
  status?: 'queued' | 'sent' | 'failed';
  createdAt?: string;
  body?: string;
}): Promise<number> {
  const status = input.status ?? 'queued';
  const createdAt = input.createdAt ?? new Date().toISOString();
  const row = await insertRow('email_outbox', {
    to_email: input.to,
    template: input.template ?? 'test_template',
    subject: input.subject,
    body_text: input.body ?? `Body of ${input.subject}`,
    status,
    created_at: createdAt,
    sent_at: status === 'sent' ? createdAt : null,
  });
  return row.id;
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
  const row = await insertRow('audit_log', {
    actor_id: input.actorId ?? null,
    actor_email: input.actorEmail ?? null,
    action: input.action,
    target: input.target ?? null,
    detail: input.detail ?? null,
    at: input.at ?? new Date().toISOString(),
  });
  return row.id;
}

/** `path?query` as a signed-in admin must be a 400 naming `field` with `message`. */
export async function expectQueryRefused(cookie: string, path: string, query: string, field: string, message: string) {
  const res = await api(`${path}?${query}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(400);
  const body = await errorOf(res);
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.fields?.[field]).toBe(message);
}
