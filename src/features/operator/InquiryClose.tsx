/**
 * Closing an unquoted inquiry in the console (询价管理): 已联系 after calling the asker back (a visitor's inquiry
 * cannot be quoted online) or 已关闭 with a reason. It leaves the 待报价 queue and the dashboard count; a close
 * another operator already made (or a quote sent meanwhile) answers 409, shown, and the queue refreshes.
 */
import { useState } from 'react';
import type { Inquiry } from '../../contract/quotes';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/choice';
import { FormField } from '../../ui/form';
import { Textarea } from '../../ui/input';
import { refresh, showWriteFailure } from './common';

export function InquiryCloseForm({ inquiry, onDone }: { inquiry: Inquiry; onDone: () => void }) {
  const [outcome, setOutcome] = useState<'contacted' | 'closed'>(inquiry.Account ? 'closed' : 'contacted');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (outcome === 'closed' && !note.trim()) return setError('请填写关闭原因');
    setBusy(true);
    try {
      await call('POST /api/Operator/inquiries/:id/close', {
        params: { id: inquiry.Id },
        body: { Outcome: outcome, ...(note.trim() ? { Note: note.trim() } : {}) },
      });
      showMessage('success', `询价 ${inquiry.ConsultationNo} ${outcome === 'contacted' ? '已标记为已联系' : '已关闭'}`);
      refresh('/api/Operator/');
      onDone();
    } catch (e) {
      showWriteFailure(e);
      refresh('/api/Operator/');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="关闭咨询" style={{ marginTop: 16 }}>
      <FormField label="处理结果" group>
        <RadioGroup
          options={[
            { value: 'contacted', label: '已联系（已电话回访）' },
            { value: 'closed', label: '已关闭（填写原因）' },
          ]}
          value={outcome}
          onChange={(v) => {
            setOutcome(v as 'contacted' | 'closed');
            setError(null);
          }}
        />
      </FormField>
      <FormField
        label={outcome === 'closed' ? '关闭原因' : '备注'}
        required={outcome === 'closed'}
        error={error ?? undefined}
      >
        <Textarea
          value={note}
          maxLength={500}
          rows={3}
          onChange={(e) => {
            setNote(e.target.value);
            setError(null);
          }}
        />
      </FormField>
      <Button variant="primary" loading={busy} onClick={() => void submit()}>
        确认关闭
      </Button>
    </section>
  );
}
