/**
 * The 协议价 file of a company (console 导入 / 导出), CSV or XLSX, one layout both ways: 商品编号, 型号, 商品名称
 * (read back but not used), 地区 (name or id), 协议价, 生效日期, 失效日期 (YYYY-MM-DD, YYYY/MM/DD or an Excel date;
 * empty: open). Uploaded files go through the hardened reader (server/services/spreadsheet-read.ts); the
 * import replaces the company's whole list, or writes nothing when any row has a problem.
 */
import type { ContractPriceInput } from '../../../src/contract/contract-prices.js';
import type { Db } from '../../db/client.js';
import { regions } from '../../db/schema.js';
import { readSpreadsheet, type SpreadsheetLimits } from '../spreadsheet-read.js';
import { unneutralise } from '../table-export.js';
import { checkContractPrices, listContractPrices } from './contracts.js';

export const CONTRACT_FILE_COLUMNS = [
  '商品编号',
  '型号',
  '商品名称',
  '地区',
  '协议价',
  '生效日期',
  '失效日期',
] as const;
const FIELD_COLUMN: Record<string, string> = {
  ProductId: '商品编号',
  Region: '地区',
  Price: '协议价',
  ValidFrom: '生效日期',
  ValidUntil: '失效日期',
};
export const CONTRACT_FILE_MAX_ROWS = 5000;
const LIMITS: SpreadsheetLimits = { maxRows: CONTRACT_FILE_MAX_ROWS + 101, maxColumns: 20 };

export interface FileProblem {
  Row: number;
  Column: string;
  Error: string;
}

/** A day cell as YYYY-MM-DD (Excel serials and slashes too), '' for empty, or the text itself when unreadable. */
function dayOf(text: string): string {
  const t = text.trim();
  if (!t) return '';
  if (/^\d{5}$/.test(t)) return new Date(Date.UTC(1899, 11, 30) + Number(t) * 86_400_000).toISOString().slice(0, 10);
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : t;
}

/** The file's rows as contract prices, with every problem found (Row as a spreadsheet numbers it). */
export async function readContractFile(
  db: Db,
  format: 'csv' | 'xlsx',
  data: Buffer,
): Promise<{ items: ContractPriceInput[]; problems: FileProblem[]; rows: number }> {
  const table = (await readSpreadsheet(format, data, LIMITS)).map((r) => r.map(unneutralise));
  const [header = [], ...body] = table;
  while (body.length && body[body.length - 1]!.every((c) => !c.trim())) body.pop();
  const problems: FileProblem[] = [];
  const at = new Map(header.map((t, i) => [t.trim(), i]));
  for (const title of ['商品编号', '地区', '协议价'])
    if (!at.has(title)) problems.push({ Row: 1, Column: title, Error: `缺少列“${title}”` });
  if (body.length === 0 && problems.length === 0) return { items: [], problems, rows: 0 };
  if (body.length > CONTRACT_FILE_MAX_ROWS)
    problems.push({ Row: CONTRACT_FILE_MAX_ROWS + 2, Column: '', Error: `一次最多导入 ${CONTRACT_FILE_MAX_ROWS} 行` });
  if (problems.length) return { items: [], problems, rows: body.length };

  const regionRows = await db.select({ id: regions.id, name: regions.name }).from(regions);
  const regionByName = new Map(regionRows.map((r) => [r.name, r.id]));
  const items: ContractPriceInput[] = [];
  const rowOf: number[] = [];
  body.forEach((cells, i) => {
    const row = i + 2;
    const cell = (title: string) => (cells[at.get(title) ?? -1] ?? '').trim();
    if (cells.every((c) => !c.trim())) return;
    const idText = cell('商品编号');
    const regionText = cell('地区');
    const region = regionByName.get(regionText) ?? (/^\d{1,4}$/.test(regionText) ? Number(regionText) : Number.NaN);
    if (!/^\d{1,9}$/.test(idText)) problems.push({ Row: row, Column: '商品编号', Error: '请填写商品编号（数字）' });
    if (Number.isNaN(region)) problems.push({ Row: row, Column: '地区', Error: `地区“${regionText}”不存在` });
    if (!/^\d{1,9}$/.test(idText) || Number.isNaN(region)) return;
    const from = dayOf(cell('生效日期'));
    const until = dayOf(cell('失效日期'));
    items.push({
      ProductId: Number(idText),
      Region: region,
      Price: cell('协议价'),
      ValidFrom: from || null,
      ValidUntil: until || null,
    });
    rowOf.push(row);
  });
  for (const p of await checkContractPrices(db, items))
    problems.push({ Row: rowOf[p.index]!, Column: FIELD_COLUMN[p.field] ?? p.field, Error: p.message });
  problems.sort((a, b) => a.Row - b.Row);
  return { items, problems, rows: body.length };
}

/** The company's list as the file (header first). */
export async function contractFileTable(db: Db, companyId: number, now: Date): Promise<string[][]> {
  const list = await listContractPrices(db, companyId, now);
  return [
    [...CONTRACT_FILE_COLUMNS],
    ...list.map((c) => [
      String(c.ProductId),
      c.Model,
      c.ProductName,
      c.RegionName,
      c.Price,
      c.ValidFrom ?? '',
      c.ValidUntil ?? '',
    ]),
  ];
}
