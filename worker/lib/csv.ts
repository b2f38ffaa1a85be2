import Papa from 'papaparse';

// CSV in and out, with Papa Parse (pure JavaScript: no Node built-ins on the paths used here, so it
// runs in workerd without nodejs_compat). RFC 4180: commas, quotes and line breaks inside quoted
// cells, CRLF or LF line ends, a UTF-8 byte order mark at the start.

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first), or one that
 * already starts with quotes before such a character: written with one more leading `'` (OWASP's
 * advice for CSV injection). Escaping the second kind too is what makes `unescapeFormula` exact:
 * every cell comes back as it was. A plain negative number (a longitude) is data, not a formula:
 * it stays a number for whoever reads the file.
 */
const FORMULA = /^(?!-\d+(\.\d+)?$)'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** A cell as it was before `toCsv` escaped it. */
export const unescapeFormula = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/**
 * A header row and the rows under it, CRLF line ends, formula-looking cells escaped. Without the
 * header (`withHeader: false`), the rows only: a file written a page at a time.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  { withHeader = true }: { withHeader?: boolean } = {},
): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: FORMULA, header: withHeader },
  );
}

export interface CsvRecord {
  /** The row's number as a spreadsheet shows it: the header is 1, its first row 2. */
  line: number;
  cells: string[];
}

export type CsvParse =
  | { ok: true; header: string[]; records: CsvRecord[] }
  | { ok: false; message: string };

/**
 * Reads CSV text: the header's cells, then each record with its line number. Blank lines are left
 * out (their numbers are kept). Cells are returned as written (formula escapes included). Quoting
 * that cannot be read (an unclosed or stray quote) fails the whole file: the cells after it would
 * be guesses.
 */
export function parseCsv(text: string): CsvParse {
  const result = Papa.parse<string[]>(text, { delimiter: ',', quoteChar: '"', header: false, skipEmptyLines: false });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const line = (quoteError.row ?? 0) + 1;
    const what = quoteError.code === 'MissingQuotes' ? 'a quoted cell is never closed' : 'a quote is out of place';
    return { ok: false, message: `The file is not valid CSV: on line ${line}, ${what}.` };
  }
  const records: CsvRecord[] = [];
  result.data.forEach((cells, index) => {
    if (cells.length === 1 && cells[0]!.trim() === '') return;
    records.push({ line: index + 1, cells });
  });
  const first = records.shift();
  if (!first) return { ok: false, message: 'The file is empty: it needs a header row.' };
  return { ok: true, header: first.cells, records };
}
