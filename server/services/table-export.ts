/**
 * The one writer of every CSV/XLSX download the server offers (orders, products, reports, statements, …).
 *
 * Rows arrive as an iterable or async iterable (a paged query, a cursor) and leave as a stream, so a large export is
 * never held in memory whole. Every text cell a spreadsheet program would read as a formula (leading = + - @, tab or
 * CR) is written with a leading apostrophe, in both formats: a name such as `=HYPERLINK("http://…")` opens as the
 * text it is. Imports that read our own exports back strip that apostrophe again (`unneutralise`).
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type TableFormat = 'csv' | 'xlsx';
export type Cell = string | number | null | undefined;
type Rows = Iterable<Cell[]> | AsyncIterable<Cell[]>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TABLE_TYPES: Record<TableFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text a spreadsheet shows as written: numbers as they are, formula-looking text behind an apostrophe. */
export function neutralise(value: Cell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text of a cell read back from one of our exports: the apostrophe `neutralise` added is dropped. */
export function unneutralise(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One CSV line (CRLF-terminated, every field quoted). */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map((c) => `"${String(neutralise(c)).replace(/"/g, '""')}"`).join(',')}\r\n`;
}

export interface TableSpec {
  /** The XLSX sheet's name (CSV has none). */
  sheet: string;
  header: readonly string[];
  rows: Rows;
}

async function* csvChunks(spec: TableSpec): AsyncGenerator<string> {
  // The BOM makes Excel read the file as UTF-8 (Chinese text is garbled without it).
  yield `\uFEFF${csvLine(spec.header)}`;
  let chunk = '';
  for await (const row of spec.rows) {
    chunk += csvLine(row);
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function xlsxStream(spec: TableSpec): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet(spec.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const write = async () => {
    const head = sheet.addRow([...spec.header]);
    head.font = { bold: true };
    head.commit();
    for await (const row of spec.rows) sheet.addRow(row.map(neutralise)).commit();
    sheet.commit();
    await book.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The table as a stream of the format's bytes; a failure while reading the rows ends the stream with the error. */
export function tableStream(format: TableFormat, spec: TableSpec): Readable {
  return format === 'csv' ? Readable.from(csvChunks(spec)) : xlsxStream(spec);
}

/** The whole table as one buffer (small tables, tests). */
export async function tableBuffer(format: TableFormat, spec: TableSpec): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of tableStream(format, spec)) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}

/**
 * The download headers of an export: its file name (the UTF-8 name, `订单-20261201.csv`, plus an ASCII fallback for
 * old clients, `asciiName` or the name with other characters replaced) and no caching.
 */
export function downloadHeaders(format: TableFormat, baseName: string, asciiName?: string): Record<string, string> {
  const name = `${baseName}.${format}`;
  const ascii = (asciiName ? `${asciiName}.${format}` : name).replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return {
    'content-type': TABLE_TYPES[format],
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  };
}
