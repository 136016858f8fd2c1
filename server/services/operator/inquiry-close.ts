/**
 * Closing an inquiry without a quote (询价关闭): 已联系 after calling the asker back (a visitor's inquiry cannot be
 * quoted online) or 已关闭 with a reason. It leaves the 待报价 queue and the dashboard count; audited in the same
 * transaction, the consultation row locked so a close and a quote at once end with one of them (409 for the other).
 */
import { eq } from 'drizzle-orm';
import type { CloseInquiryBody, Inquiry } from '../../../src/contract/quotes.js';
import type { Db } from '../../db/client.js';
import { consultations, quotes } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { recordAudit } from './audit.js';
import { getInquiry } from './quotes.js';

export async function closeInquiry(
  db: Db,
  operatorId: number,
  id: number,
  body: CloseInquiryBody,
  now: Date,
): Promise<Inquiry> {
  const note = body.Note?.trim() ?? '';
  if (body.Outcome === 'closed' && !note) throw badRequest('请填写关闭原因', 'Note');
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
    if (!c) throw notFound('咨询不存在');
    if (c.closedAt) throw conflict('该咨询已关闭');
    const [quoted] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.consultationId, id)).limit(1);
    if (quoted) throw conflict('该咨询已报价，不能关闭：报价由买家接受或拒绝，或到期失效');
    await tx
      .update(consultations)
      .set({ closeOutcome: body.Outcome, closeNote: note, closedAt: now, closedBy: operatorId })
      .where(eq(consultations.id, id));
    await recordAudit(tx, {
      operatorId,
      action: 'inquiry.close',
      entity: 'consultation',
      entityId: id,
      before: { Status: '待报价' },
      after: { Outcome: body.Outcome, Note: note },
      at: now,
    });
  });
  return getInquiry(db, id, now);
}
