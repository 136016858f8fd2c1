/**
 * A new version of a quote (报价新版本): the operator's answer to a buyer's revision request (or a correction of
 * their own) while the quote is not yet accepted or declined. Under the quote's row lock: the next version number,
 * its lines and terms kept in quote_versions (the older ones stay as they were, read-only), the quote's current
 * lines, total and validity replaced; audited in the same transaction; the buyer gets the quote mail again.
 */
import { eq } from 'drizzle-orm';
import { QuoteStatus } from '../../../src/contract/enums.js';
import type { CreateQuoteBody, Inquiry } from '../../../src/contract/quotes.js';
import { quoteItems, quotes, users } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import { quoteReadyMail } from '../../mail/templates.js';
import { currentVersion, insertVersion } from '../quote-terms.js';
import { recordAudit } from './audit.js';
import { checkQuoteBody, getInquiry, type QuoteDeps, quoteLines } from './quotes.js';

export async function reviseQuote(deps: QuoteDeps, consultationId: number, body: CreateQuoteBody): Promise<Inquiry> {
  const { db, now, operatorId } = deps;
  const { note, terms } = await checkQuoteBody(db, body, now);
  let recipient: string | null = null;
  let version = 0;
  await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(eq(quotes.consultationId, consultationId)).for('update');
    if (!q) throw notFound('该咨询尚未报价');
    if (q.status === QuoteStatus.Accepted) throw conflict('报价已被接受并生成订单，不能再发送新版本');
    if (q.status === QuoteStatus.Declined) throw conflict('报价已被拒绝，不能再发送新版本');
    const lines = await quoteLines(tx, body);
    version = (await currentVersion(tx, q.id)) + 1;
    const totals = await insertVersion(tx, {
      quoteId: q.id,
      version,
      terms,
      validUntil: body.ValidUntil,
      note,
      lines,
      operatorId,
      now,
    });
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, q.id));
    await tx.insert(quoteItems).values(lines.map((l) => ({ ...l, quoteId: q.id })));
    await tx
      .update(quotes)
      .set({ totalAmount: totals.totalAmount, validUntil: body.ValidUntil, note, regionId: body.Region, operatorId })
      .where(eq(quotes.id, q.id));
    await recordAudit(tx, {
      operatorId,
      action: 'quote.revise',
      entity: 'quote',
      entityId: q.id,
      before: { Version: version - 1, TotalAmount: q.totalAmount, ValidUntil: q.validUntil },
      after: {
        Version: version,
        Region: body.Region,
        ValidUntil: body.ValidUntil,
        Note: note,
        Terms: terms,
        TotalAmount: totals.totalAmount,
        Items: lines.map((l) => ({ ProductId: l.productId, Quantity: l.quantity, UnitPrice: l.unitPrice })),
      },
      at: now,
    });
    const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, q.userId)).limit(1);
    recipient = buyer?.email ?? null;
  });
  const inquiry = await getInquiry(db, consultationId, now);
  const to = recipient as string | null;
  if (to && inquiry.Quote) {
    const q = inquiry.Quote;
    await (deps.mailer.queue ? deps.mailer.queue.bind(deps.mailer) : deps.mailer.send.bind(deps.mailer))(
      quoteReadyMail(
        to,
        `${q.QuoteNo}（版本 ${version}）`,
        inquiry.ProductName,
        q.TotalAmount,
        q.ValidUntil,
        `${deps.config.publicUrl}/enterprise/quotes?id=${q.Id}`,
      ),
    );
  }
  return inquiry;
}
