import Papa from 'papaparse';

// CSV in and out, with Papa Parse (pure JavaScript: no Node built-ins on the paths used here, so it
// runs in workerd without nodejs_compat). RFC 4180: commas, quotes and line breaks inside quoted
// cells, CRLF or LF line ends, a UTF-8 byte order mark at the start.

/**
 * A cell a spreadsheet would run as a formula: =, +, - or @ after any blanks and quote marks, or a
 * tab or carriage return first (OWASP's list for CSV injection).
 */
const FORMULA = /^(?:['\t\r ]*[=+\-@]|'*[\t\r])/;
/**
 * A place inside a cell where a spreadsheet could start a cell of its own that runs: after anything
 * it could split ours on when it reads the file otherwise than we wrote it (a comma, the semicolon
 * of a European Excel, a tab, a line break), followed by what FORMULA matches.
 */
const SPLIT_FORMULA = /[,;\t\r\n](?=['\t\r ]*[=+\-@]|'*[\t\r])/g;
/** A plain negative number (a longitude) is data, not a formula: it stays a number for whoever reads it. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** Whether any piece of a cell may start a formula: most cells are let through on this one test. */
const MAY_RUN = /^(?:['\t\r ]*[=+\-@]|'*[\t\r])|[,;\t\r\n](?:['\t\r ]*[=+\-@]|'*[\t\r])/;

/** Where a piece of `text` that may start a formula begins: its start, and after each such split. */
const pieceStarts = (text: string): number[] => [0, ...Array.from(text.matchAll(SPLIT_FORMULA), (m) => m.index + 1)];

/** Whether a piece that reads `rest` would start a formula (`first`: the piece is the whole cell's start). */
const runs = (rest: string, first: boolean) => FORMULA.test(rest) && !(first && NEGATIVE_NUMBER.test(rest));

/**
 * The cell with a `'` put before every piece that would start a formula, so it is text however a
 * spreadsheet splits it (`x;=1+1` is written `x;'=1+1`). A piece that already starts with quote
 * marks before such a character gets one more: that is what makes `unescapeFormula` exact.
 */
export function escapeFormula(cell: string): string {
  if (!MAY_RUN.test(cell)) return cell;
  let out = '';
  let from = 0;
  for (const at of pieceStarts(cell)) {
    if (!runs(cell.slice(at), at === 0)) continue;
    out += `${cell.slice(from, at)}'`;
    from = at;
  }
  return out + cell.slice(from);
}

/** A cell as it was before `toCsv` escaped it: each quote mark `escapeFormula` added taken away. */
export function unescapeFormula(cell: string): string {
  if (!MAY_RUN.test(cell)) return cell;
  let out = '';
  let from = 0;
  for (const at of pieceStarts(cell)) {
    if (cell[at] !== "'" || !runs(cell.slice(at + 1), at === 0)) continue;
    out += cell.slice(from, at);
    from = at + 1;
  }
  return out + cell.slice(from);
}

/** Quoted: a cell that was escaped, or one a spreadsheet could split on a semicolon or tab. */
const QUOTED = /^'|[;\t]|[,;\t\r\n]'/;

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
    { fields: header.map(escapeFormula), data: rows.map((row) => row.map(escapeFormula)) },
    { newline: '\r\n', quotes: (cell: unknown) => typeof cell === 'string' && QUOTED.test(cell), header: withHeader },
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

/** How much of a file is read: the widest record (the header too) and the most records under the header. */
export interface CsvLimits {
  columns: number;
  records: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Reads CSV text: the header's cells, then each record with its line number. Blank lines are left
 * out (their numbers are kept). Cells are returned as written (formula escapes included). Quoting
 * that cannot be read (an unclosed or stray quote) fails the whole file: the cells after it would
 * be guesses.
 *
 * The limits are checked record by record as the parser hands them over, and the first one passed
 * stops it: a header of millions of empty cells is refused as soon as it is read, with nothing
 * checked or named per cell, and a file of too many rows is not read to its end. (The parser does
 * build the one record it hands over: the import's 8 MB body limit bounds that.)
 */
export function parseCsv(text: string, limits: CsvLimits): CsvParse {
  const records: CsvRecord[] = [];
  let line = 0;
  let failure = null as string | null;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    quoteChar: '"',
    header: false,
    skipEmptyLines: false,
    step: ({ data: cells, errors }, parser) => {
      line++;
      const quoteError = errors.find((error) => error.type === 'Quotes');
      if (quoteError) {
        const what = quoteError.code === 'MissingQuotes' ? 'a quoted cell is never closed' : 'a quote is out of place';
        failure = `The file is not valid CSV: on line ${line}, ${what}.`;
      } else if (cells.length > limits.columns) {
        failure = `Line ${line} has ${count(cells.length)} cells; a file can have at most ${count(limits.columns)} columns.`;
      } else if (cells.length === 1 && cells[0]!.trim() === '') {
        return;
      } else if (records.length > limits.records) {
        failure = `This file has more than ${count(limits.records)} rows; import at most ${count(limits.records)} at a time.`;
      } else {
        records.push({ line, cells });
        return;
      }
      parser.abort();
    },
  });
  if (failure !== null) return { ok: false, message: failure };
  const first = records.shift();
  if (!first) return { ok: false, message: 'The file is empty: it needs a header row.' };
  return { ok: true, header: first.cells, records };
}
