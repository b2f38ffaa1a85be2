import { formatter } from '@lingui/format-po';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VISITOR_FORM_MESSAGES_ES } from '../../../../worker/visitor-requests/schemas/visitor-request-messages-es';

// The catalogues (decision 022): every PO file under web/src/locales, found on disk (no list to keep),
// checked by Lingui's own checks and by ours.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LOCALES = join(ROOT, 'web/src/locales');
const po = formatter({ lineNumbers: false });

/** What a translation must keep of its English: the {values} and the <n> tags of rich text. */
const slots = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort();

/** The reference data's names: many are the same in both languages (Alabama, Medicaid). */
const NAMES = new Set(['places.po', 'terms.po']);
/** Texts Spanish writes as English does. */
const SAME_IN_SPANISH = new Set(['Normal', 'Medicaid', 'Medicare']);

async function catalogue(locale: string, file: string) {
  const path = join(LOCALES, locale, file);
  return po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: 'en', filename: path });
}

const lingui = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), ...args, '--workers', '1'], { cwd: ROOT, encoding: 'utf8' });

describe('the catalogues', () => {
  it('hold what the code says: no message missing, none left over (lingui check sync)', () => {
    const run = lingui('check', 'sync');
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 60_000);

  it('translate every message (lingui check missing)', () => {
    const run = lingui('check', 'missing');
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 60_000);

  it('keep each message’s values and tags, and leave none in English', async () => {
    const problems: string[] = [];
    for (const file of readdirSync(join(LOCALES, 'es'))) {
      for (const [id, entry] of Object.entries(await catalogue('es', file))) {
        const english = entry.message ?? id;
        const spanish = entry.translation ?? '';
        if (JSON.stringify(slots(english)) !== JSON.stringify(slots(spanish))) problems.push(`${file}: “${spanish}” does not keep the values of “${english}”`);
        if (spanish === english && !NAMES.has(file) && !SAME_IN_SPANISH.has(english)) problems.push(`${file}: “${english}” is still English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('say the Worker’s visitor-form messages as the Worker does in Spanish', async () => {
    const forms = await catalogue('es', 'forms.po');
    for (const [english, spanish] of Object.entries(VISITOR_FORM_MESSAGES_ES)) expect(forms[english]?.translation, english).toBe(spanish);
  });
});
