/**
 * A quote as a printable A4 PDF (报价单) a buyer attaches to an internal approval: seller (the platform) and buyer
 * company, the version's lines, tax, freight and totals, lead time, payment terms, validity and version. Set in
 * the shipped CJK font (./pdf-font.ts), so the Chinese text is text (searchable, copyable).
 */
import PDFDocument from 'pdfkit';
import { formatDate } from '../../src/contract/dates.js';
import type { QuoteVersion } from '../../src/contract/quote-terms.js';
import type { Quote } from '../../src/contract/quotes.js';
import { notFound } from '../errors.js';
import { PLATFORM_BANK_ACCOUNT } from '../payments/bank-transfer.js';
import { formatYuan } from './money.js';
import { pdfFont } from './pdf-font.js';

/** The version asked for (default: the current one), as the PDF prints it. */
export function pdfVersion(q: Quote, version?: number): QuoteVersion {
  const v = version === undefined ? q.Versions.at(-1) : q.Versions.find((x) => x.Version === version);
  if (!v) throw notFound('报价版本不存在');
  return v;
}

export function quotePdf(q: Quote, v: QuoteVersion): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `报价单 ${q.QuoteNo} 版本 ${v.Version}`, Author: PLATFORM_BANK_ACCOUNT.AccountName },
  });
  doc.registerFont('cjk', pdfFont());
  doc.font('cjk');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = v.Terms;
  const current = v.Version === q.Version;
  doc.fontSize(18).text('报价单', { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(10)
    .text(`${q.QuoteNo} · 版本 ${v.Version}${current ? '' : '（历史版本，不可接受）'}`, {
      align: 'center',
    });
  doc.moveDown();
  const facts: [string, string][] = [
    ['卖方', PLATFORM_BANK_ACCOUNT.AccountName],
    ['开户行 / 账号', `${PLATFORM_BANK_ACCOUNT.BankName} ${PLATFORM_BANK_ACCOUNT.AccountNo}`],
    ['买方', q.CompanyName],
    ['联系人', q.BuyerName],
    ['收货区域', q.RegionName],
    ['报价日期', formatDate(new Date(v.CreatedAt))],
    ['有效期至', `${v.ValidUntil}（北京时间，含当日）`],
  ];
  for (const [k, val] of facts) doc.text(`${k}：${val}`);
  doc.moveDown();
  const cols = [48, 250, 330, 380, 460];
  const row = (cells: string[], y: number) => {
    for (const [i, c] of cells.entries()) {
      doc.text(c, cols[i]!, y, { width: (cols[i + 1] ?? 547) - cols[i]! - 6, lineBreak: false, ellipsis: true });
    }
  };
  let y = doc.y;
  row(['商品（型号）', '单价', '数量', '单位', '小计'], y);
  y += 18;
  for (const l of v.Items) {
    if (y > 760) {
      doc.addPage();
      y = 48;
    }
    row(
      [
        `${l.Name}${l.Model ? `（${l.Model}）` : ''}`,
        formatYuan(l.UnitPrice),
        String(l.Quantity),
        l.Unit,
        formatYuan(l.Subtotal),
      ],
      y,
    );
    y += 16;
  }
  doc.x = 48;
  doc.y = y + 8;
  const taxLine =
    t.TaxMode === 'excluded'
      ? `税额（${t.TaxRate}%，另计）：${formatYuan(v.TaxAmount)}`
      : `税额（${t.TaxRate}%，已含于单价）：${formatYuan(v.TaxAmount)}`;
  const totals = [
    `商品金额（${t.TaxModeName}）：${formatYuan(v.GoodsAmount)}`,
    taxLine,
    `运费：${Number(t.Freight) === 0 ? '包邮' : formatYuan(t.Freight)}`,
    `合计（应付）：${formatYuan(v.TotalAmount)}`,
  ];
  for (const line of totals) doc.text(line, 48, doc.y, { width: 499, align: 'right' });
  doc.moveDown();
  const terms: [string, string][] = [
    ['交期', t.LeadDays === null ? '另行约定' : `付款后 ${t.LeadDays} 天内发货`],
    ['付款方式', `${t.PaymentTermsName}${t.PaymentNote ? `：${t.PaymentNote}` : ''}`],
    ['备注', v.Note || '—'],
  ];
  for (const [k, val] of terms) doc.text(`${k}：${val}`, 48, doc.y, { width: 499 });
  doc.moveDown();
  doc
    .fontSize(8)
    .text('本报价单由 B2B 企业采购平台生成；以平台上最新版本为准，接受报价即按以上条款生成订单。', { width: 499 });
  doc.end();
  return done;
}
