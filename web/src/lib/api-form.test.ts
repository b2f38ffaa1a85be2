import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { attemptFor, emptyAsUndefined, failureMessage, fieldsNamedIn } from './api-form';

describe('attemptFor', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('starts an attempt with a fresh key', () => {
    expect(attemptFor(null, '{"a":1}', keys())).toEqual({ key: 'key-1', body: '{"a":1}' });
  });

  it('reuses the key while the values are the same (a retry is stored once)', () => {
    const newKey = keys();
    const first = attemptFor(null, '{"a":1}', newKey);
    const retry = attemptFor(first, '{"a":1}', newKey);
    expect(retry).toBe(first);
    expect(retry.key).toBe('key-1');
  });

  it('takes a new key when the values changed', () => {
    const newKey = keys();
    const first = attemptFor(null, '{"a":1}', newKey);
    expect(attemptFor(first, '{"a":2}', newKey)).toEqual({ key: 'key-2', body: '{"a":2}' });
  });
});

describe('fieldsNamedIn', () => {
  it("gives the form's fields that have an error, in the form's order", () => {
    expect(fieldsNamedIn(['name', 'email', 'phone'], { phone: 'Too short.', name: 'Required.' })).toEqual(['name', 'phone']);
  });

  it("ignores errors for fields this form does not have, and empty messages", () => {
    expect(fieldsNamedIn(['email'], { password: 'Too short.', email: '' })).toEqual([]);
  });

  it('has none without errors', () => {
    expect(fieldsNamedIn(['email'], null)).toEqual([]);
    expect(fieldsNamedIn(['email'], {})).toEqual([]);
  });

  it("is not fooled by a field named like an object's own properties", () => {
    expect(fieldsNamedIn(['constructor', 'toString'], {})).toEqual([]);
  });
});

describe('failureMessage', () => {
  it("says the Worker's own message when it answered with our error body", () => {
    expect(failureMessage(new ApiRequestError('Wait 5 minutes and try again.', 429, 'rate_limited'))).toBe('Wait 5 minutes and try again.');
  });

  it('says the request got no answer', () => {
    expect(failureMessage(new ApiRequestError('We could not reach our server.', 0))).toBe('We could not reach our server.');
  });

  it('says the status for an answer without our error body', () => {
    expect(failureMessage(new ApiRequestError('API call failed: 502 Bad Gateway', 502))).toBe(
      'Our server did not answer properly (error 502). Please try again.',
    );
  });
});

describe('emptyAsUndefined', () => {
  it("reads a select's empty choice as not answered, and keeps anything else", () => {
    expect(emptyAsUndefined.setValueAs('')).toBeUndefined();
    expect(emptyAsUndefined.setValueAs('medicaid')).toBe('medicaid');
    expect(emptyAsUndefined.setValueAs(0)).toBe(0);
  });
});
