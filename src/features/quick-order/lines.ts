/**
 * The quick-order form's lines (no React): what a buyer typed or pasted, turned into the request's Lines and
 * matched back to the server's rows. A paste from Excel is tab-separated (a CSV copy comma-separated), with or
 * without a header row: read by the same rules as an uploaded file (src/contract/order-table.ts).
 */
import { linesOfTable } from '../../contract/order-table';
import type { QuickOrderRow } from '../../contract/quick-order';

export interface DraftLine {
  key: number;
  query: string;
  quantity: string;
  /** Set when the buyer picked one of several candidates. */
  productId?: number;
  /** The server's answer for this line at the last check. */
  row?: QuickOrderRow;
}

let nextKey = 1;
export const draft = (query = '', quantity = '', productId?: number): DraftLine => ({
  key: nextKey++,
  query,
  quantity,
  ...(productId ? { productId } : {}),
});

export const blankLines = (n: number): DraftLine[] => Array.from({ length: n }, () => draft());

/** Lines of pasted text; `error` when a header row names no model or quantity column. */
export function parsePaste(text: string): { lines: DraftLine[]; error?: string } {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.includes('\t') ? line.split('\t') : line.split(/[,，]/)));
  const { lines, error } = linesOfTable(rows);
  if (error) return { lines: [], error };
  return {
    lines: lines.map((l) => draft(l.query, l.quantity === null ? '' : String(l.quantity), l.productId)),
  };
}

export const isBlank = (line: DraftLine) => !line.query.trim() && !line.quantity.trim();

/** The request's Lines of the non-blank drafts (a quantity that is not a number goes as 0: the row says so). */
export function requestLines(lines: DraftLine[]) {
  return lines
    .filter((l) => !isBlank(l))
    .map((l) => {
      const quantity = Number(l.quantity.trim());
      return {
        Query: l.query.trim().slice(0, 200),
        Quantity: Number.isInteger(quantity) && Math.abs(quantity) <= 1000000 ? quantity : 0,
        ...(l.productId ? { ProductId: l.productId } : {}),
      };
    });
}

/** The drafts with the server's rows attached (rows are numbered over the non-blank drafts, from 1). */
export function withRows(lines: DraftLine[], rows: QuickOrderRow[]): DraftLine[] {
  const byRow = new Map(rows.map((r) => [r.Row, r]));
  let n = 0;
  return lines.map((l) => {
    if (isBlank(l)) return { ...l, row: undefined };
    const row = byRow.get(++n);
    return row ? { ...l, row } : { ...l, row: undefined };
  });
}

export const STATUS_LABEL: Record<QuickOrderRow['Status'], string> = {
  ok: '可加入',
  ambiguous: '多个匹配',
  'not-found': '未找到',
  consultation: '咨询采购',
  'off-sale': '不可购买',
  quantity: '数量有误',
};
