/**
 * Reading a buyer's table of order lines — a quick-order file on the server, a paste from Excel in the widget — the
 * same way on both sides: which column is the model number and which the quantity, with or without a header row.
 *
 * A header row is recognised by its titles (Chinese or English, case and spaces aside). Without one, the first
 * column is the model number (or product id or name) and the second the quantity. A 商品编号 / product id column
 * (our own cart export has one) pins the product exactly. No TypeBox here: the widget imports this file.
 */

export interface TableLine {
  /** The spreadsheet's row number (1-based; a header is row 1). */
  row: number;
  query: string;
  /** null when the cell holds no whole number. */
  quantity: number | null;
  productId?: number;
  /** A 备注 / note column's text (purchase lists keep it). */
  note?: string;
}

const title = (text: string) => text.replace(/[\s_\-.#（）()：:*]/g, '').toLowerCase();

/** Column titles, normalised by `title`. The first matching column of each kind is used. */
const MODEL_TITLES = [
  '型号',
  '商品型号',
  '规格型号',
  '产品型号',
  '物料型号',
  'model',
  'modelno',
  'modelnumber',
  'sku',
  'partno',
  'partnumber',
  'mpn',
];
const NAME_TITLES = ['商品名称', '名称', '商品', '产品名称', '品名', 'name', 'product', 'productname'];
const ID_TITLES = ['商品编号', '商品id', 'productid'];
const NOTE_TITLES = ['备注', 'note', 'notes', 'remark'];
const QUANTITY_TITLES = ['数量', '采购数量', '购买数量', '订购数量', '需求数量', 'qty', 'quantity', 'amount'];

function findColumn(titles: string[], wanted: string[]): number {
  return titles.findIndex((t) => wanted.includes(t));
}

/** A quantity cell: a whole number, full-width digits and thousands separators allowed ("1,000", "２０"). */
export function parseQuantity(text: string): number | null {
  const plain = text
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[,，]/g, '')
    .replace(/\.0+$/, '');
  return /^-?\d{1,7}$/.test(plain) ? Number(plain) : null;
}

export interface TableColumns {
  header: boolean;
  model: number;
  name: number;
  id: number;
  quantity: number;
  note: number;
}

/** Where the model, name, id and quantity are, from the first row (a header when it names a known column). */
export function columnsOf(first: readonly string[]): TableColumns {
  const titles = first.map(title);
  const model = findColumn(titles, MODEL_TITLES);
  const name = findColumn(titles, NAME_TITLES);
  const id = findColumn(titles, ID_TITLES);
  const quantity = findColumn(titles, QUANTITY_TITLES);
  const note = findColumn(titles, NOTE_TITLES);
  if (quantity >= 0 || model >= 0 || name >= 0 || id >= 0) return { header: true, model, name, id, quantity, note };
  return { header: false, model: 0, name: -1, id: -1, quantity: 1, note: -1 };
}

/**
 * The order lines of a table (blank rows skipped). A header without a model, name or id column, or without a
 * quantity column, is reported as the Chinese reason in `error`.
 */
export function linesOfTable(table: readonly (readonly string[])[]): { lines: TableLine[]; error?: string } {
  const firstIndex = table.findIndex((r) => r.some((c) => c.trim()));
  if (firstIndex < 0) return { lines: [], error: '没有可读取的行' };
  const columns = columnsOf(table[firstIndex]!);
  if (columns.header && columns.model < 0 && columns.name < 0 && columns.id < 0)
    return { lines: [], error: '表头中没有“型号”列' };
  if (columns.header && columns.quantity < 0) return { lines: [], error: '表头中没有“数量”列' };
  const lines: TableLine[] = [];
  table.forEach((cells, index) => {
    if (index < firstIndex || (columns.header && index === firstIndex)) return;
    if (!cells.some((c) => c.trim())) return;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const idText = cell(columns.id);
    const query = cell(columns.model) || cell(columns.name) || idText;
    const line: TableLine = { row: index + 1, query, quantity: parseQuantity(cell(columns.quantity)) };
    if (/^\d{1,9}$/.test(idText)) line.productId = Number(idText);
    if (cell(columns.note)) line.note = cell(columns.note);
    lines.push(line);
  });
  return { lines };
}
