/** Pasting from Excel into 快速下单: rows become lines (header or not), and the server's rows land on the right line. */
import { describe, expect, it } from 'vitest';
import { draft, parsePaste, requestLines, withRows } from '../../../src/features/quick-order/lines';

describe('quick order lines', () => {
  it('reads tab-separated rows copied from Excel, with a Chinese header in any column order', () => {
    const { lines } = parsePaste('数量\t型号\r\n10\tAD-H100\r\n\r\n5\tDZ47-63\r\n');
    expect(lines.map((l) => [l.query, l.quantity])).toEqual([
      ['AD-H100', '10'],
      ['DZ47-63', '5'],
    ]);
  });

  it('reads comma-separated rows without a header as model, quantity', () => {
    const { lines } = parsePaste('AD-H100,10\nDZ47-63,abc\n');
    expect(lines.map((l) => [l.query, l.quantity])).toEqual([
      ['AD-H100', '10'],
      ['DZ47-63', ''],
    ]);
  });

  it('says what is missing when a header has no quantity column', () => {
    expect(parsePaste('型号\t备注\nAD-H100\tx').error).toContain('数量');
  });

  it('sends the non-blank lines and attaches each answer to its own line', () => {
    const lines = [draft('AD-H100', '2'), draft(), draft('X', 'y', 7)];
    expect(requestLines(lines)).toEqual([
      { Query: 'AD-H100', Quantity: 2 },
      { Query: 'X', Quantity: 0, ProductId: 7 },
    ]);
    const rows = withRows(lines, [
      { Row: 1, Query: 'AD-H100', Quantity: 2, Status: 'ok' },
      { Row: 2, Query: 'X', Quantity: 0, Status: 'quantity' },
    ]);
    expect(rows.map((l) => l.row?.Status)).toEqual(['ok', undefined, 'quantity']);
  });
});
