import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiJson, asApiError, isAbortError, NO_ANSWER, toApiRequestError } from './api-error';

/** A response as the typed client gives it. */
function response(status: number, body: unknown, statusText = '') {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)),
  };
}

const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({ error: { code, message, requestId: 'r1', ...(fields && { fields }) } });

describe('toApiRequestError', () => {
  it("carries the Worker's message, code and field errors", async () => {
    const error = await toApiRequestError(response(400, errorBody('invalid_input', 'Check the form.', { email: 'Enter an email address.' })));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Check the form.', status: 400, code: 'invalid_input', fields: { email: 'Enter an email address.' } });
  });

  it('has no fields when the body names none', async () => {
    const error = await toApiRequestError(response(429, errorBody('rate_limited', 'Wait a minute.')));
    expect(error.fields).toEqual({});
    expect(error.code).toBe('rate_limited');
  });

  it('says the status when the answer is not our error body', async () => {
    for (const body of [null, 'Bad Gateway', { error: 'nope' }, { error: { message: 42 } }, new SyntaxError('not JSON')]) {
      const error = await toApiRequestError(response(502, body, 'Bad Gateway'));
      expect(error.message).toBe('API call failed: 502 Bad Gateway');
      expect(error.code).toBeNull();
      expect(error.fields).toEqual({});
    }
  });
});

describe('apiJson', () => {
  it('gives the body of a 2xx answer', async () => {
    await expect(apiJson(Promise.resolve(response(201, { id: 7 })))).resolves.toEqual({ id: 7 });
  });

  it('gives nothing for a 204 without reading a body', async () => {
    await expect(apiJson(Promise.resolve(response(204, new SyntaxError('empty'))))).resolves.toBeUndefined();
  });

  it('throws the error of a non-2xx answer', async () => {
    const failed = apiJson(Promise.resolve(response(409, errorBody('conflict', 'That email is taken.'))));
    await expect(failed).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failed).rejects.toMatchObject({ status: 409, code: 'conflict', message: 'That email is taken.' });
  });

  it('turns a request that got no answer into status 0', async () => {
    await expect(apiJson(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({ status: 0, message: NO_ANSWER });
  });

  it('passes an abort on as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(apiJson(Promise.reject(abort))).rejects.toBe(abort);
  });
});

describe('asApiError and isAbortError', () => {
  it('keeps an ApiRequestError and wraps anything else as no answer', () => {
    const known = new ApiRequestError('Gone', 404, 'not_found');
    expect(asApiError(known)).toBe(known);
    expect(asApiError(new Error('boom'))).toMatchObject({ status: 0, message: NO_ANSWER });
    expect(asApiError('a string')).toMatchObject({ status: 0 });
  });

  it('knows an abort from other errors', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('x', 'TimeoutError'))).toBe(false);
    expect(isAbortError(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(false);
  });
});
