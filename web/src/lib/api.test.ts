import { describe, expect, it } from 'vitest';
import { loadedOnCall } from './api';

/** A stand-in of Hono's client: a method that answers with what it was called with, and on what. */
function clientLoading() {
  const loads: number[] = [];
  const client = {
    facility: {
      name: 'facility',
      $get(this: { name: string }, args: unknown) {
        return Promise.resolve({ owner: this.name, args });
      },
    },
  };
  const load = () => {
    loads.push(loads.length + 1);
    return Promise.resolve(client);
  };
  return { loads, load };
}

describe('loadedOnCall', () => {
  it('loads nothing until a call, then makes the call on the loaded client, on its owner, with its arguments', async () => {
    const { loads, load } = clientLoading();
    const api = loadedOnCall<{ facility: { $get(args: unknown): Promise<unknown> } }>(load);
    const method = api.facility.$get;
    expect(loads).toEqual([]);
    await expect(method({ query: { limit: '3' } })).resolves.toEqual({ owner: 'facility', args: { query: { limit: '3' } } });
    expect(loads).toEqual([1]);
  });

  it('is not a promise itself, and answers nothing for a symbol', async () => {
    const { load } = clientLoading();
    const api = loadedOnCall<Record<string | symbol, unknown>>(load);
    expect(api.then).toBeUndefined();
    expect(api[Symbol.iterator]).toBeUndefined();
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });

  it('refuses an address ($url, $path), which a client still loading cannot give at once', () => {
    const { loads, load } = clientLoading();
    const api = loadedOnCall<{ facility: { $path(): string; $url(): URL } }>(load);
    expect(() => api.facility.$path()).toThrow('$path() needs a loaded client (lib/api-client)');
    expect(() => api.facility.$url()).toThrow('$url() needs a loaded client');
    expect(loads).toEqual([]);
  });
});
