import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, unescapeFormula } from './csv';

// Papa Parse inside workerd (these tests run there): what the CRM's import and export rely on.

/** Wide enough for every file here: the limits have tests of their own (worker/crm/routes/csv.security.test.ts). */
const LIMITS = { columns: 50, records: 100 };

const parsed = (text: string) => {
  const result = parseCsv(text, LIMITS);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('parseCsv', () => {
  it('reads quotes, commas and line breaks inside cells, a BOM and CRLF line ends', () => {
    const text = '\uFEFFname,notes\r\n"Hope, Inc.","She said ""call back""\r\non Monday"\r\nPlain,\r\n';
    const { header, records } = parsed(text);
    expect(header).toEqual(['name', 'notes']);
    expect(records).toEqual([
      { line: 2, cells: ['Hope, Inc.', 'She said "call back"\r\non Monday'] },
      { line: 3, cells: ['Plain', ''] },
    ]);
  });

  it('reads LF files, skips blank lines and keeps the line numbers a spreadsheet shows', () => {
    const { records } = parsed('a,b\n1,2\n\n3,4');
    expect(records).toEqual([
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('keeps cells with too few or too many values as they are (the caller decides)', () => {
    const { records } = parsed('a,b\n1\n1,2,3\n');
    expect(records.map((r) => r.cells.length)).toEqual([1, 3]);
  });

  it('refuses a file whose quotes cannot be read, naming the line', () => {
    const unclosed = parseCsv('a,b\n1,2\n"open,3\n4,5\n', LIMITS);
    expect(unclosed).toEqual({ ok: false, message: 'The file is not valid CSV: on line 3, a quoted cell is never closed.' });
    const stray = parseCsv('a,b\n"x"y,2\n', LIMITS);
    expect(stray).toEqual({ ok: false, message: 'The file is not valid CSV: on line 2, a quote is out of place.' });
  });

  it('stops at the first record past a limit: too wide (the header too), or one row too many', () => {
    const limits = { columns: 3, records: 2 };
    expect(parseCsv('a,b,c,d\n1,2,3,4\n', limits)).toEqual({ ok: false, message: 'Line 1 has 4 cells; a file can have at most 3 columns.' });
    expect(parseCsv('a,b\n1,2\n\n1,2,3,4\n', limits)).toEqual({ ok: false, message: 'Line 4 has 4 cells; a file can have at most 3 columns.' });
    expect(parseCsv('a,b,c\n1,2,3\n\n3,4\n', limits)).toMatchObject({ ok: true, records: [{ line: 2 }, { line: 4 }] });
    // Blank lines are not rows; what follows the row too many is never read (its broken quote included).
    expect(parseCsv('a,b\n1,2\n\n3,4\n5,6\n"open\n', limits)).toEqual({
      ok: false,
      message: 'This file has more than 2 rows; import at most 2 at a time.',
    });
  });

  it('refuses an empty file', () => {
    expect(parseCsv('', LIMITS)).toEqual({ ok: false, message: 'The file is empty: it needs a header row.' });
    expect(parseCsv('\r\n\r\n', LIMITS)).toEqual({ ok: false, message: 'The file is empty: it needs a header row.' });
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting, uses CRLF, and reads back to the same cells', () => {
    const rows = [
      ['Hope, Inc.', 'line one\nline two', 'say "hi"'],
      ['', ' padded ', 'plain'],
    ];
    const text = toCsv(['a', 'b', 'c'], rows);
    expect(text).toBe('a,b,c\r\n"Hope, Inc.","line one\nline two","say ""hi"""\r\n," padded ",plain');
    expect(parsed(text).records.map((r) => r.cells)).toEqual(rows);
  });

  it('escapes formula-looking cells with a quote, and unescapeFormula gives each back exactly', () => {
    const cells = ['=HYPERLINK("http://x")', '+1 555 0100', '-2+3', '@SUM(A1)', '\tTab', '\rCR', "'=already", "''+twice", "'-118.49", "'plain", 'a=b', '-118.49', '-2'];
    const text = toCsv(['v'], cells.map((c) => [c]));
    const written = parsed(text).records.map((r) => r.cells[0]!);
    expect(written.slice(0, 9)).toEqual(["'=HYPERLINK(\"http://x\")", "'+1 555 0100", "'-2+3", "'@SUM(A1)", "'\tTab", "'\rCR", "''=already", "'''+twice", "''-118.49"]);
    // Nothing written starts with a formula character but a plain negative number, kept a number.
    expect(written.slice(-2)).toEqual(['-118.49', '-2']);
    for (const cell of written.slice(0, -2)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(written.map(unescapeFormula)).toEqual(cells);
  });

  it('escapes a formula a spreadsheet would find after splitting a cell on ; , tab or a line break', () => {
    const cells = ['x;=1+1', 'a, +1', 'note\t@SUM(A1)', 'line\n-2+3', 'a;\t=1', "x;'=quoted", 'x; =1', '\t=1', 'a;b', 'Mon - Fri', 'lat;-118.49'];
    const text = toCsv(['v'], cells.map((c) => [c]));
    const written = parsed(text).records.map((r) => r.cells[0]!);
    expect(written).toEqual(["x;'=1+1", "a,' +1", "note\t'@SUM(A1)", "line\n'-2+3", "a;'\t'=1", "x;''=quoted", "x;' =1", "'\t'=1", 'a;b', 'Mon - Fri', "lat;'-118.49"]);
    // However the file is split, no piece starts a formula: on ; (Excel in much of Europe), tab, comma or line break.
    for (const cell of written) {
      for (const piece of cell.split(/[,;\t\r\n]/)) expect(piece, cell).not.toMatch(/^[\t\r ]*[=+\-@]/);
    }
    // Cells with a ; or a tab are quoted too, so a spreadsheet splitting on them keeps them whole.
    expect(text).toContain('"x;\'=1+1"');
    expect(written.map(unescapeFormula)).toEqual(cells);
  });
});
