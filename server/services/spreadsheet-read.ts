/**
 * The one reader of uploaded spreadsheets (CSV and XLSX), hardened against hostile files.
 *
 * An XLSX is a zip of XML parts, so a small upload can declare or expand to gigabytes (a cell at column XFD on
 * every row, a shared-string table of millions of entries, a whitespace run that compresses a thousandfold).
 * ExcelJS builds the whole workbook model in memory before anything can be checked, so it is not used here:
 * the zip's central directory is read first and every entry's declared size and compression ratio checked
 * before a byte is inflated; the two parts we need (shared strings, first sheet) are then inflated in chunks,
 * counted as they arrive (declared sizes can lie) and fed to a streaming XML parser that checks the declared
 * dimension, row and column of every cell, the number of cells and strings, text sizes and nesting as it goes.
 * The first limit broken ends the read with a 400 naming it.
 *
 * CSV is parsed with the same row, column and cell limits.
 *
 * Result: the rows of the first sheet as text cells, header row first, gaps filled with empty strings.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { SaxesParser } from 'saxes';
import { ApiError, badRequest } from '../errors.js';
import {
  type Limits,
  limitsOf,
  type SpreadsheetFormat,
  SpreadsheetLimitError,
  type SpreadsheetLimits,
  tooBig,
} from './spreadsheet-limits.js';
import { inflateEntry, notXlsx, type ZipEntry, zipEntries } from './spreadsheet-zip.js';

export { type SpreadsheetFormat, SpreadsheetLimitError, type SpreadsheetLimits } from './spreadsheet-limits.js';

/** Reads an uploaded spreadsheet within `limits`; throws a 400 (`ApiError`) for a file it cannot or will not read. */
export async function readSpreadsheet(
  format: SpreadsheetFormat,
  data: Buffer,
  limits: SpreadsheetLimits,
  csv: { delimiter?: string } = {},
): Promise<string[][]> {
  return format === 'csv' ? readCsv(data, limits, csv.delimiter) : readXlsx(data, limits);
}

/* ------------------------------------------------------------------ CSV */

/** `delimiter`: the separator (default comma; a buyer's file may be tab-separated, as Excel copies it). */
export function readCsv(data: Buffer, given: SpreadsheetLimits, delimiter = ','): string[][] {
  const limits = limitsOf(given);
  let rows = 0;
  let cells = 0;
  try {
    return parseCsv(data, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      // A quote left open would otherwise swallow the rest of the file into one field.
      max_record_size: limits.maxCellChars * 4,
      on_record: (record: string[]) => {
        rows += 1;
        if (rows > limits.maxRows) throw tooBig(`文件超过 ${limits.maxRows} 行的上限，请拆分文件`, 'Rows');
        let width = record.length;
        while (width > 0 && record[width - 1] === '') width--;
        if (width > limits.maxColumns) throw tooBig(`第 ${rows} 行超过 ${limits.maxColumns} 列的上限`, 'Columns');
        cells += width;
        if (cells > limits.maxCells) throw tooBig(`文件的单元格超过 ${limits.maxCells} 个的上限`, 'Cells');
        for (const cell of record)
          if (cell.length > limits.maxCellChars)
            throw tooBig(`第 ${rows} 行有单元格超过 ${limits.maxCellChars} 个字符的上限`, 'CellChars');
        return record.slice(0, Math.max(width, 1));
      },
    }) as string[][];
  } catch (error) {
    const limit = limitIn(error);
    if (limit) throw limit;
    const line = (error as { lines?: number }).lines;
    throw badRequest(`CSV 文件格式有误${line ? `（第 ${line} 行附近）` : ''}，请检查引号与分隔符`, 'File');
  }
}

/** csv-parse wraps what a callback throws; the limit error is found again in the chain. */
function limitIn(error: unknown): SpreadsheetLimitError | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof SpreadsheetLimitError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/* ------------------------------------------------------------------ zip */

function xmlReader(
  limits: Limits,
  part: string,
  handlers: {
    open: (name: string, attrs: Record<string, string>) => void;
    close: (name: string) => void;
    text: (text: string) => void;
  },
) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let depth = 0;
  let elements = 0;
  let failure: unknown;
  parser.on('opentag', (tag) => {
    depth += 1;
    elements += 1;
    if (depth > limits.maxDepth) throw tooBig(`XLSX 文件的“${part}”嵌套超过 ${limits.maxDepth} 层的上限`, 'Nesting');
    if (elements > limits.maxElements)
      throw tooBig(`XLSX 文件的“${part}”元素超过 ${limits.maxElements} 个的上限`, 'Elements');
    handlers.open(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    handlers.close(localName(tag.name));
  });
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  parser.on('error', (error) => {
    failure ??= error;
  });
  return {
    write(text: string) {
      if (failure) return;
      try {
        parser.write(text);
      } catch (error) {
        failure = error;
      }
      if (failure) throw failure instanceof ApiError ? failure : notXlsx();
    },
    end() {
      if (!failure) {
        try {
          parser.close();
        } catch (error) {
          failure = error;
        }
      }
      if (failure) throw failure instanceof ApiError ? failure : notXlsx();
    },
  };
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

async function readPart(data: Buffer, entry: ZipEntry, reader: ReturnType<typeof xmlReader>): Promise<void> {
  await inflateEntry(data, entry, (text) => reader.write(text));
  reader.end();
}

/** The first sheet's part: workbook.xml's first <sheet> through its relationship, else the usual name. */
async function firstSheetPath(data: Buffer, entries: Map<string, ZipEntry>, limits: Limits): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let firstId: string | undefined;
  if (workbook) {
    await readPart(
      data,
      workbook,
      xmlReader(limits, 'workbook.xml', {
        open: (name, attrs) => {
          if (name === 'sheet' && firstId === undefined) firstId = attrs['r:id'] ?? attrs.id;
        },
        close: () => {},
        text: () => {},
      }),
    );
  }
  let target: string | undefined;
  if (rels && firstId) {
    await readPart(
      data,
      rels,
      xmlReader(limits, 'workbook.xml.rels', {
        open: (name, attrs) => {
          if (name === 'Relationship' && attrs.Id === firstId) target = attrs.Target;
        },
        close: () => {},
        text: () => {},
      }),
    );
  }
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  return 'xl/worksheets/sheet1.xml';
}

async function sharedStrings(data: Buffer, entry: ZipEntry | undefined, limits: Limits): Promise<string[]> {
  if (!entry) return [];
  const out: string[] = [];
  let chars = 0;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  const reader = xmlReader(limits, 'sharedStrings.xml', {
    open: (name, attrs) => {
      if (name === 'sst') {
        const declared = Number(attrs.uniqueCount ?? attrs.count ?? 0);
        if (declared > limits.maxSharedStrings)
          throw tooBig(`XLSX 文件的共享字符串超过 ${limits.maxSharedStrings} 个的上限`, 'SharedStrings');
      } else if (name === 'si') {
        current = '';
        if (out.length >= limits.maxSharedStrings)
          throw tooBig(`XLSX 文件的共享字符串超过 ${limits.maxSharedStrings} 个的上限`, 'SharedStrings');
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    close: (name) => {
      if (name === 'si') {
        out.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (!inText || current === null) return;
      chars += text.length;
      if (chars > limits.maxSharedChars)
        throw tooBig(`XLSX 文件的共享字符串超过 ${limits.maxSharedChars} 个字符的上限`, 'SharedStringChars');
      current += text;
    },
  });
  await readPart(data, entry, reader);
  return out;
}

/** "XFD2000" → [16384, 2000]; a bad reference → undefined. */
function cellRef(ref: string): [number, number] | undefined {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (!m) return undefined;
  let column = 0;
  for (const ch of m[1]!) column = column * 26 + (ch.charCodeAt(0) - 64);
  return [column, Number(m[2])];
}

export async function readXlsx(data: Buffer, given: SpreadsheetLimits): Promise<string[][]> {
  const limits = limitsOf(given);
  const entries = zipEntries(data, limits);
  const sheetEntry = entries.get(await firstSheetPath(data, entries, limits));
  if (!sheetEntry) throw notXlsx();
  const strings = await sharedStrings(data, entries.get('xl/sharedStrings.xml'), limits);

  const rows: string[][] = [];
  let rowNo = 0;
  let column = 0;
  let cellType = 'n';
  let cellCount = 0;
  let totalChars = 0;
  let value: string | null = null;
  let collecting = false;
  let inInline = false;
  let phonetic = 0;

  const tooManyRows = () => tooBig(`工作表超过 ${limits.maxRows} 行的上限，请拆分文件`, 'Rows');
  const tooWide = (c: number) =>
    tooBig(`工作表第 ${rowNo} 行第 ${c} 列超出模板的 ${limits.maxColumns} 列，请使用导出文件的表头`, 'Columns');

  const reader = xmlReader(limits, 'worksheet', {
    open: (name, attrs) => {
      if (name === 'dimension') {
        // The declared used range, e.g. "A1:XFD2000": refused before any row is read.
        const end = cellRef(
          String(attrs.ref ?? '')
            .split(':')
            .pop() ?? '',
        );
        if (end && end[1] > limits.maxRows) throw tooManyRows();
        if (end && end[0] > limits.maxColumns)
          throw tooBig(
            `工作表的范围超出模板的 ${limits.maxColumns} 列（${attrs.ref}），请使用导出文件的表头`,
            'Columns',
          );
      } else if (name === 'row') {
        rowNo = attrs.r ? Number(attrs.r) : rowNo + 1;
        if (!Number.isInteger(rowNo) || rowNo < 1) throw notXlsx();
        if (rowNo > limits.maxRows) throw tooManyRows();
        column = 0;
      } else if (name === 'c') {
        cellCount += 1;
        if (cellCount > limits.maxCells) throw tooBig(`工作表的单元格超过 ${limits.maxCells} 个的上限`, 'Cells');
        const ref = attrs.r ? cellRef(attrs.r) : undefined;
        column = ref ? ref[0] : column + 1;
        cellType = attrs.t ?? 'n';
        value = null;
      } else if (name === 'v') {
        collecting = true;
        value = '';
      } else if (name === 'is') {
        inInline = true;
        value = '';
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inInline) collecting = phonetic === 0;
    },
    close: (name) => {
      if (name === 'v' || name === 't') collecting = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'is') inInline = false;
      else if (name === 'c') {
        if (value === null) return; // an empty, styled cell
        let text: string = value;
        if (cellType === 's') {
          const index = Number(value);
          text = strings[index] ?? '';
        } else if (cellType === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
        if (text === '') return;
        if (column > limits.maxColumns) throw tooWide(column);
        if (text.length > limits.maxCellChars)
          throw tooBig(`工作表第 ${rowNo} 行有单元格超过 ${limits.maxCellChars} 个字符的上限`, 'CellChars');
        totalChars += text.length;
        if (totalChars > limits.maxTotalChars)
          throw tooBig(`工作表的文字超过 ${limits.maxTotalChars} 个字符的上限`, 'TotalChars');
        const row = rows[rowNo - 1] ?? [];
        rows[rowNo - 1] = row;
        while (row.length < column - 1) row.push('');
        row[column - 1] = text;
      }
    },
    text: (text) => {
      if (!collecting || value === null) return;
      if (value.length + text.length > limits.maxCellChars)
        throw tooBig(`工作表第 ${rowNo} 行有单元格超过 ${limits.maxCellChars} 个字符的上限`, 'CellChars');
      value += text;
    },
  });
  await readPart(data, sheetEntry, reader);
  return Array.from(rows, (r) => r ?? []);
}
