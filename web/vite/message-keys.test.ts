import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashKey, keyedCatalogue, KEY_MODULE_SOURCE } from './message-keys';

// The build's short keys for the Spanish catalogues: each exported catalogue keyed by the hash the
// browser's `messageKey` computes, and no two of our texts with one key.

const MESSAGES = join(import.meta.dirname, '../src/lib/i18n/messages');

describe('keyedCatalogue', () => {
  it('keys each message by the hash of its English text, and leaves the texts and a plural’s forms as they are', () => {
    const source = `import type { SpanishMessages } from '../translator';
export const es = {
  'Skip to content': 'Saltar al contenido',
  Medicaid: 'Medicaid',
  "Call {number}": 'Llamar al {number}',
  '# reviews': { one: '# opinión', other: '# opiniones' },
} satisfies SpanishMessages;`;
    const keyed = keyedCatalogue(source, 'es.ts', new Map());
    expect(keyed).toContain(`${JSON.stringify(hashKey('Skip to content'))}: 'Saltar al contenido'`);
    expect(keyed).toContain(`${JSON.stringify(hashKey('Medicaid'))}: 'Medicaid'`);
    expect(keyed).toContain(`${JSON.stringify(hashKey('Call {number}'))}: 'Llamar al {number}'`);
    expect(keyed).toContain(`${JSON.stringify(hashKey('# reviews'))}: { one: '# opinión', other: '# opiniones' }`);
    expect(keyed).not.toContain('Skip to content');
    expect(keyed).toContain('} satisfies SpanishMessages;');
  });

  it('keys a catalogue spread into another as it is read', () => {
    const keyed = keyedCatalogue(`export const forms = { 'Send': 'Enviar', ...WORKER_MESSAGES };`, 'es-forms.ts', new Map());
    expect(keyed).toContain('...__keyed(WORKER_MESSAGES)');
    expect(keyed).toContain(`import { messageKey as __messageKey } from '../message-key';`);
  });

  it('refuses two texts with one key', () => {
    const seen = new Map([[hashKey('Send'), 'Something else']]);
    expect(() => keyedCatalogue(`export const forms = { 'Send': 'Enviar' };`, 'es-forms.ts', seen)).toThrow(/have one key/);
  });

  it('gives every text of our catalogues a key of its own', () => {
    const seen = new Map<string, string>();
    for (const file of readdirSync(MESSAGES).filter((name) => name.endsWith('.ts'))) {
      expect(() => keyedCatalogue(readFileSync(join(MESSAGES, file), 'utf8'), file, seen)).not.toThrow();
    }
    expect(seen.size).toBeGreaterThan(1000);
  });
});

describe('the browser’s messageKey', () => {
  it('is the hash the catalogues were keyed by', () => {
    const messageKey = new Function(`${KEY_MODULE_SOURCE.replace('export const messageKey =', 'return')}`)() as (text: string) => string;
    for (const text of ['Skip to content', '# reviews', 'Búsqueda ñ', '']) expect(messageKey(text)).toBe(hashKey(text));
  });
});
