/**
 * /enterprise/credit/statement?id= — one 对账单: its figures and lines, downloads (CSV / XLSX / PDF), how to
 * repay (对公转账 with the statement's remittance code), and the 财务 / 管理员's confirm or dispute.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { StatementDetail, StatementLine } from '../../../contract/credit';
import { formatDateTime } from '../../../contract/dates';
import { ApiError, call, callResponse } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { $session } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { FormField } from '../../../ui/form';
import { Textarea } from '../../../ui/input';
import { Table, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { AreaLink, useAreaQuery } from '../../shared/back-office/area';
import { dispositionFileName, saveBlob } from '../../shared/download';
import { HeaderRow, Muted, Panel } from '../../shared/layout';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { errorText } from '../screen-text';
import { CREDIT_TEXT, STATEMENT_STATUS_COLOR } from './strings';

const lineColumns: TableColumn<StatementLine>[] = [
  { key: 'At', width: 150, title: '日期', nowrap: true, render: (l) => formatDateTime(l.At) },
  { key: 'KindName', width: 90, title: '类型', render: (l) => l.KindName },
  { key: 'Description', title: '摘要', render: (l) => l.Description },
  { key: 'Amount', width: 120, title: '金额', align: 'right', render: (l) => formatMoney(l.Amount) },
  { key: 'Balance', width: 120, title: '余额', align: 'right', render: (l) => formatMoney(l.Balance) },
];

function Downloads({ s }: { s: StatementDetail }) {
  const [busy, setBusy] = useState<string | null>(null);
  const get = async (format: 'csv' | 'xlsx' | 'pdf') => {
    setBusy(format);
    try {
      const { data, headers } = await callResponse('GET /api/Company/statements/:id', {
        params: { id: s.Id },
        query: { format },
        responseType: 'blob',
        silent: true,
      });
      saveBlob(
        data as unknown as Blob,
        dispositionFileName(headers.get('content-disposition'), `对账单-${s.StatementNo}.${format}`),
      );
    } catch {
      showMessage('error', '下载失败，请稍后重试');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['csv', 'xlsx', 'pdf'] as const).map((f) => (
        <Button key={f} size="sm" loading={busy === f} onClick={() => void get(f)}>
          下载 {f.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}

export function StatementView({ s, mayConfirm }: { s: StatementDetail; mayConfirm: boolean }) {
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const url = `/api/Company/statements/${s.Id}`;
  const act = async (what: 'confirm' | 'dispute') => {
    if (what === 'dispute' && !note.trim()) return setProblem('请填写异议说明');
    setSaving(true);
    try {
      if (what === 'confirm') await call('POST /api/Company/statements/:id/confirm', { params: { id: s.Id } });
      else
        await call('POST /api/Company/statements/:id/dispute', { params: { id: s.Id }, body: { Note: note.trim() } });
      showMessage('success', what === 'confirm' ? '已确认对账单' : '已提交异议，平台财务将与您联系');
      setDisputing(false);
      refresh(url);
      refresh('/api/Company/statements');
    } catch (e) {
      if (e instanceof ApiError) setProblem(e.message);
    } finally {
      setSaving(false);
    }
  };
  const facts: [string, string][] = [
    ['账期', `${s.PeriodStart} 至 ${s.PeriodEnd}`],
    ['期初余额', formatMoney(s.OpeningBalance)],
    ['本期账期订单', formatMoney(s.Charges)],
    ['本期退款', formatMoney(s.Refunds)],
    ['本期还款', formatMoney(s.Repayments)],
    ['期末余额', formatMoney(s.ClosingBalance)],
    ['本期应还', formatMoney(s.AmountDue)],
    ['已还金额', formatMoney(s.PaidAmount)],
    ['未还金额', formatMoney(s.Outstanding)],
    ['到期日', s.DueDate],
  ];
  return (
    <>
      <HeaderRow>
        <h1 id="ent-statement-title">
          对账单 {s.StatementNo} <Tag color={STATEMENT_STATUS_COLOR[s.Status] ?? 'default'}>{s.StatusName}</Tag>{' '}
          <Tag>{s.ConfirmationName}</Tag>
        </h1>
        <Downloads s={s} />
      </HeaderRow>
      {s.Confirmation === 'disputed' ? (
        <Alert type="warning" title="已提出异议">
          {s.ConfirmationNote}
        </Alert>
      ) : null}
      <dl
        aria-label="对账单金额"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 10 }}
      >
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>
              <Muted>{k}</Muted>
            </dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{v}</dd>
          </div>
        ))}
      </dl>
      <Table
        caption="对账单明细"
        columns={lineColumns}
        data={s.Lines}
        rowKey="At"
        emptyText="本期没有账期交易"
        minWidth={640}
      />
      {Number(s.Outstanding) > 0 ? (
        <section aria-labelledby="repay-title" style={{ marginTop: 16 }}>
          <h2 id="repay-title" style={{ fontSize: 16 }}>
            还款方式
          </h2>
          <p>{CREDIT_TEXT.repayHelp}</p>
          <dl data-testid="repay-instructions">
            <dt>收款户名</dt>
            <dd>{s.BankAccount.AccountName}</dd>
            <dt>开户银行</dt>
            <dd>{s.BankAccount.BankName}</dd>
            <dt>收款账号</dt>
            <dd>{s.BankAccount.AccountNo}</dd>
            <dt>还款金额</dt>
            <dd>{formatMoney(s.Outstanding)}</dd>
            <dt>汇款识别码</dt>
            <dd data-testid="statement-remittance-code">{s.RemittanceCode}</dd>
          </dl>
        </section>
      ) : null}
      {s.Confirmation === 'confirmed' ? null : mayConfirm ? (
        <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
          <Button variant="primary" loading={saving && !disputing} onClick={() => void act('confirm')}>
            确认对账单
          </Button>
          <Button onClick={() => setDisputing(true)}>提出异议</Button>
        </div>
      ) : (
        <Muted role="note">{CREDIT_TEXT.confirmOnly}</Muted>
      )}
      {problem && !disputing ? <Alert type="error">{problem}</Alert> : null}
      {disputing ? (
        <Dialog
          open
          onClose={() => setDisputing(false)}
          title="对账单异议"
          footer={
            <>
              <Button onClick={() => setDisputing(false)} disabled={saving}>
                取消
              </Button>
              <Button variant="primary" loading={saving} onClick={() => void act('dispute')}>
                提交异议
              </Button>
            </>
          }
        >
          <FormField label="异议说明" required error={problem || undefined}>
            <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} rows={4} />
          </FormField>
        </Dialog>
      ) : null}
    </>
  );
}

export default function StatementScreen({ query }: ScreenProps) {
  const q = useAreaQuery(query);
  const id = positiveInt(q.get('id'));
  const roles = useStore($session).user?.UserRoleNames ?? [];
  const { data, error, retry } = useApiQuery<StatementDetail>(id ? `/api/Company/statements/${id}` : null);
  return (
    <Panel aria-labelledby="ent-statement-title">
      <AreaLink to="/enterprise/credit">返回账期与对账</AreaLink>
      {!id ? (
        <Empty description="缺少对账单号" />
      ) : error && !data ? (
        <Alert
          type="error"
          action={
            <Button size="sm" onClick={retry}>
              重试
            </Button>
          }
        >
          {errorText(error)}
        </Alert>
      ) : !data ? (
        <Skeleton lines={6} label="对账单加载中" />
      ) : (
        <StatementView s={data} mayConfirm={roles.includes('管理员') || roles.includes('财务')} />
      )}
    </Panel>
  );
}
