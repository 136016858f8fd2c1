/**
 * A buyer's quick-order file (CSV or XLSX) as order lines. The cells are read by the operator import's reader
 * (`readTable`, the one spreadsheet reader of the server); what this file adds is what a buyer's file needs on
 * top: the text encodings Chinese Excel saves (UTF-8 with or without BOM, GB18030, UTF-16 "Unicode text"), a tab
 * or comma separator, and the header recognition shared with the widget's paste (src/contract/order-table.ts).
 */
import { linesOfTable, type TableLine } from '../../src/contract/order-table.js';
import { QUICK_ORDER_MAX_LINES } from '../../src/contract/quick-order.js';
import { badRequest } from '../errors.js';
import { readTable } from './operator/product-table.js';
import { unneutralise } from './table-export.js';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The text of a CSV/TXT file: UTF-8 (BOM or not), UTF-16 with its BOM, else GB18030 (what 中文 Excel writes). */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** Tab when the first line has more tabs than commas (a sheet saved as text, or copied from Excel). */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const tabs = first.split('\t').length;
  const commas = first.split(',').length;
  return tabs > commas ? '\t' : ',';
}

/** The order lines of a file; 400 for a file that cannot be read, has no lines or too many. */
export async function readOrderFile(data: Buffer): Promise<TableLine[]> {
  if (data.length === 0) throw badRequest('请上传 CSV 或 XLSX 文件');
  const isXlsx = data.subarray(0, 4).equals(ZIP_MAGIC);
  let table: string[][];
  if (isXlsx) table = await readTable('xlsx', data);
  else {
    const text = decodeText(data);
    table = await readTable('csv', Buffer.from(text, 'utf8'), { delimiter: delimiterOf(text) });
  }
  // Our own cart export wrote formula-looking cells behind an apostrophe: read them back as written.
  const { lines, error } = linesOfTable(table.map((row) => row.map(unneutralise)));
  if (error) throw badRequest(error);
  if (lines.length === 0) throw badRequest('文件中没有商品行');
  if (lines.length > QUICK_ORDER_MAX_LINES) throw badRequest(`一次最多 ${QUICK_ORDER_MAX_LINES} 行，请拆分文件`);
  return lines;
}
