import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CSV_PATH, FILES_PATH, untilOpenDataServed } from './open-data-ready.ts';

// The start script's check that its first scheduled run did its work (issue 41), against a server on
// this machine that answers as the Worker does: the listing first with no build, the CSV "being
// prepared" (503) until the files are written. e2e/open-data-start.spec.ts runs the real start script.

const NAMES = ['facilities.json', 'facilities.csv', 'hsds-services.ndjson', 'hsds-taxonomy-terms.ndjson'];
const PREPARING = JSON.stringify({ error: { code: 'storage_unavailable', message: 'The open-data files are being prepared. Please try again in a few minutes.' } });

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

interface Site {
  origin: string;
  /** Each request, as "<method> <path> <range>". */
  requests: string[];
}

/** A server whose files are written once `builtAfter` looks at the listing have been answered. */
async function serve(builtAfter: number, csv: (req: IncomingMessage, res: ServerResponse) => void = sendCsv): Promise<Site> {
  const requests: string[] = [];
  let looks = 0;
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    requests.push(`${req.method} ${path} ${req.headers.range ?? ''}`.trim());
    const built = looks >= builtAfter;
    if (path === FILES_PATH) {
      looks++;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ built_at: built ? '2026-12-01T10:00:00.000Z' : null, files: NAMES.map((name) => ({ name, size: built ? 1234 : null })) }));
    } else if (path === CSV_PATH && !built) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '300' });
      res.end(PREPARING);
    } else if (path === CSV_PATH) csv(req, res);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, requests };
}

function sendCsv(_req: IncomingMessage, res: ServerResponse) {
  res.writeHead(206, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Range': 'bytes 0-40/5000' });
  res.end('id,name,description,website\n1,Harbor House,');
}

describe('untilOpenDataServed', () => {
  it('looks until the files are listed, then proves the CSV is served with one request for its first bytes', async () => {
    const site = await serve(3);
    const result = await untilOpenDataServed(site.origin, { intervalMs: 10 });
    expect(result).toEqual({ ready: true, files: NAMES });
    // The downloads are rate limited (5 in 10 minutes): one request, not one per look.
    expect(site.requests).toEqual([...Array(4).fill(`GET ${FILES_PATH}`), `GET ${CSV_PATH} bytes=0-4095`]);
  });

  it('is ready at the first look on a server whose files exist', async () => {
    const site = await serve(0);
    expect(await untilOpenDataServed(site.origin, { intervalMs: 10 })).toEqual({ ready: true, files: NAMES });
    expect(site.requests).toHaveLength(2);
  });

  it('looks again while the server is not listening yet', async () => {
    const site = await serve(0);
    const port = new URL(site.origin).port;
    await new Promise((resolve) => server!.close(resolve));
    const later = setTimeout(() => server!.listen(Number(port), '127.0.0.1'), 50);
    try {
      expect(await untilOpenDataServed(site.origin, { intervalMs: 20, timeoutMs: 5_000 })).toEqual({ ready: true, files: NAMES });
    } finally {
      clearTimeout(later);
    }
  });

  it("gives up after its time, naming the listing's state and the CSV's own answer", async () => {
    const site = await serve(Infinity);
    const result = await untilOpenDataServed(site.origin, { intervalMs: 10, timeoutMs: 100 });
    expect(result.ready).toBe(false);
    expect(!result.ready && result.answered).toMatch(
      new RegExp(`^${FILES_PATH} lists no built facilities\\.json, facilities\\.csv, .*; ${CSV_PATH} answered 503 .*being prepared`),
    );
    expect(site.requests.filter((request) => request.startsWith(`GET ${CSV_PATH}`))).toHaveLength(1);
  });

  it('stops at once on a 429 from the CSV (looking again would only keep the limit on), and says so', async () => {
    const site = await serve(0, (_req, res) => {
      res.writeHead(429, { 'Retry-After': '600' });
      res.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Please wait 10 minutes.' } }));
    });
    const result = await untilOpenDataServed(site.origin, { intervalMs: 10, timeoutMs: 5_000 });
    expect(result).toEqual({ ready: false, answered: expect.stringMatching(new RegExp(`^${CSV_PATH} answered 429 .*rate_limited`)) });
    expect(site.requests).toHaveLength(2);
  });

  it('is not ready when the CSV answers 200 without its header row', async () => {
    const site = await serve(0, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Recovery directory</title>');
    });
    const result = await untilOpenDataServed(site.origin, { intervalMs: 10 });
    expect(result).toEqual({ ready: false, answered: expect.stringMatching(/answered 200 <!doctype html>.*\(no header row\)$/) });
  });

  it('ends when the server is stopped, without the last CSV request', async () => {
    const site = await serve(Infinity);
    let looks = 0;
    const result = await untilOpenDataServed(site.origin, { intervalMs: 10, stopped: () => ++looks > 2 });
    expect(result.ready).toBe(false);
    expect(site.requests.every((request) => request.startsWith(`GET ${FILES_PATH}`))).toBe(true);
  });
});
