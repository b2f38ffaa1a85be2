import { parseAst, type Plugin } from 'vite';

// Short keys for the Spanish catalogues in what the browser downloads (issue 29: the Spanish home
// page's JavaScript within 120 KB). In the source a catalogue is keyed by each message's English text
// (decision 022), which a component's code already carries: shipped as written, every English text a
// Spanish page shows would travel twice. The build keys each catalogue by a hash of the English text
// instead, and makes `messageKey` (web/src/lib/i18n/message-key.ts, the one function the translator
// looks messages up with) that same hash. Unbuilt (the web unit tests) both stay as written.

const CATALOGUE = /[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/]messages[\\/][^\\/]+\.ts$/;
const KEY_MODULE = /[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/]message-key\.ts$/;

/** FNV-1a (32 bits) of `text`, in base 36 (at most 7 characters): the build's key of a message. */
export function hashKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** What the browser's `messageKey` module becomes: `hashKey`, and nothing else. */
export const KEY_MODULE_SOURCE = `export const messageKey = ${hashKey.toString()};\n`;

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/**
 * The catalogue module `code` (TypeScript) with each exported object's keys hashed. A spread of
 * another module's catalogue (the Worker's form messages) is keyed the same way as it is read.
 * `seen` (hash → English) finds two texts with one hash, which the build then refuses.
 */
export function keyedCatalogue(code: string, file: string, seen: Map<string, string>): string {
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let spreads = false;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      let init = declarator.init as Node | null;
      while (init && (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression')) init = init.expression as Node;
      if (init?.type !== 'ObjectExpression') continue;
      for (const property of init.properties as Node[]) {
        if (property.type === 'SpreadElement') {
          const argument = property.argument as Node;
          edits.push({ start: argument.start, end: argument.end, text: `__keyed(${code.slice(argument.start, argument.end)})` });
          spreads = true;
          continue;
        }
        const key = property.key as Node & { value?: unknown; name?: string };
        if (property.computed) throw new Error(`${file}: a computed key in a catalogue cannot be keyed at build time`);
        const english = key.type === 'Identifier' ? key.name! : String(key.value);
        const hash = hashKey(english);
        const other = seen.get(hash);
        if (other !== undefined && other !== english) throw new Error(`${file}: ${JSON.stringify(english)} and ${JSON.stringify(other)} have one key (${hash})`);
        seen.set(hash, english);
        edits.push({ start: key.start, end: key.end, text: JSON.stringify(hash) });
      }
    }
  }
  let keyed = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) keyed = keyed.slice(0, edit.start) + edit.text + keyed.slice(edit.end);
  if (spreads) {
    keyed += `\nimport { messageKey as __messageKey } from '../message-key';\nfunction __keyed(catalogue: Record<string, unknown>) {\n  return Object.fromEntries(Object.entries(catalogue).map(([english, text]) => [__messageKey(english), text]));\n}\n`;
  }
  return keyed;
}

export function messageKeys(): Plugin {
  const seen = new Map<string, string>();
  return {
    name: 'message-keys',
    // On the TypeScript as written, before it is compiled.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (KEY_MODULE.test(file)) return { code: KEY_MODULE_SOURCE, map: null };
      if (CATALOGUE.test(file)) return { code: keyedCatalogue(code, file, seen), map: null };
      return null;
    },
  };
}
