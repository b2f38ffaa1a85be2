import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The Nu HTML Checker (vnu.jar, the W3C validator's engine, shipped in the vnu-jar npm package) run on
// Debian's Java (e2e/global-setup.ts installs it when missing), never vnu-jar's own Java download.

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors in `documents` (name → HTML), as "name:line: message (extract)"; [] when valid. */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const names = new Map<string, string>();
    await Promise.all(
      Object.entries(documents).map(async ([name, html], i) => {
        const file = join(dir, `${i}.html`);
        names.set(`file:${file}`, name);
        await writeFile(file, html);
      }),
    );
    // One JVM for every document: its start is most of the cost.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...[...names.keys()].map((url) => url.slice('file:'.length))], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error')
      .map((m) => `${names.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 120)})` : ''}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
