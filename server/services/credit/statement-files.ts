/**
 * A statement as a file: CSV / XLSX through the one table writer (server/services/table-export.ts), and a
 * printable A4 PDF (pdfkit) set in Noto Sans CJK from the machine, so the Chinese text prints as text.
 */
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { StatementDetail } from '../../../src/contract/credit.js';
import { formatDateTime } from '../../../src/contract/dates.js';
import { type Cell, type TableFormat, tableBuffer } from '../table-export.js';

const HEADER = ['日期', '类型', '订单号', '摘要', '金额', '余额'];

/** The summary rows above the lines, then the lines (the same in both table formats). */
function rows(s: StatementDetail): Cell[][] {
  return [
    ['对账单号', s.StatementNo, '', '企业', s.CompanyName, ''],
    ['账期', `${s.PeriodStart} 至 ${s.PeriodEnd}`, '', '到期日', s.DueDate, ''],
    ['期初余额', s.OpeningBalance, '', '本期应还', s.AmountDue, ''],
    ['已还金额', s.PaidAmount, '', '状态', s.StatusName, ''],
    [],
    HEADER,
    ...s.Lines.map((l) => [formatDateTime(l.At), l.KindName, l.OrderNo, l.Description, l.Amount, l.Balance]),
    ['', '', '', '期末余额', '', s.ClosingBalance],
  ];
}

export function statementTable(format: TableFormat, s: StatementDetail): Promise<Buffer> {
  return tableBuffer(format, { sheet: '对账单', header: [`对账单 ${s.StatementNo}`], rows: rows(s) });
}

const FONT_CANDIDATES = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'NotoSerifCJKsc-Regular'],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
] as const;

/** The statement as a printable PDF (A4). */
export function statementPdf(s: StatementDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `对账单 ${s.StatementNo}` } });
  const font = FONT_CANDIDATES.find(([file]) => existsSync(file));
  if (font) doc.font(font[0], font[1]);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text('对账单', { align: 'center' });
  doc.moveDown(0.5).fontSize(10);
  const facts: [string, string][] = [
    ['对账单号', s.StatementNo],
    ['企业', s.CompanyName],
    ['账期', `${s.PeriodStart} 至 ${s.PeriodEnd}`],
    ['期初余额', `¥${s.OpeningBalance}`],
    ['本期账期订单', `¥${s.Charges}`],
    ['本期退款', `¥${s.Refunds}`],
    ['本期还款', `¥${s.Repayments}`],
    ['期末余额', `¥${s.ClosingBalance}`],
    ['本期应还', `¥${s.AmountDue}（已还 ¥${s.PaidAmount}）`],
    ['到期日', s.DueDate],
    ['状态', `${s.StatusName} · ${s.ConfirmationName}`],
  ];
  for (const [k, v] of facts) doc.text(`${k}：${v}`);
  doc.moveDown();
  const cols = [48, 150, 210, 320, 430, 500];
  const line = (cells: string[], y: number) => {
    for (const [i, c] of cells.entries()) doc.text(c, cols[i]!, y, { width: 105, lineBreak: false });
  };
  let y = doc.y;
  line(HEADER, y);
  y += 18;
  for (const l of s.Lines) {
    if (y > 780) {
      doc.addPage();
      y = 48;
    }
    line([formatDateTime(l.At), l.KindName, l.OrderNo, l.Description.slice(0, 14), l.Amount, l.Balance], y);
    y += 16;
  }
  doc.text(`期末余额 ¥${s.ClosingBalance}`, 48, y + 10);
  doc.moveDown();
  doc.text(
    `还款方式：对公转账至 ${s.BankAccount.AccountName}，${s.BankAccount.BankName}，账号 ${s.BankAccount.AccountNo}，附言填写汇款识别码 ${s.RemittanceCode}`,
    48,
    doc.y,
    { width: 500 },
  );
  doc.end();
  return done;
}
