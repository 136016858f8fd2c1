/**
 * /operator/credit (账期与对账单, 财务): the credit line per company (grant, change, suspend; verified companies
 * only), the statements with their disputes, and recording a repayment received at the bank.
 */
import { useState } from 'react';
import type { OperatorCredit, Statement, StatementPage } from '../../contract/credit';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../ui/table';
import { Tabs } from '../../ui/tabs';
import { Tag } from '../../ui/tag';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { CompanyPicker } from './CompanyPicker';
import { HeaderRow, Muted, OP_PAGE_SIZE, opErrorText, Panel, refresh, showWriteFailure, Toolbar, Wrap } from './common';

type Tab = 'lines' | 'statements' | 'disputed';
const TABS: { key: Tab; label: string }[] = [
  { key: 'lines', label: '企业账期' },
  { key: 'statements', label: '对账单' },
  { key: 'disputed', label: '有异议' },
];

export default function CreditScreen({ query }: ScreenProps) {
  const initial = query?.get('tab');
  const [tab, setTab] = useState<Tab>(initial === 'statements' || initial === 'disputed' ? initial : 'lines');
  return (
    <Panel aria-labelledby="op-credit-title">
      <HeaderRow>
        <h1 id="op-credit-title">账期与对账单</h1>
      </HeaderRow>
      <Tabs label="账期与对账单" items={TABS} activeKey={tab} onChange={(k) => setTab(k as Tab)} />
      <div style={{ marginTop: 16 }}>
        {tab === 'lines' ? <CreditLines /> : <Statements disputed={tab === 'disputed'} />}
      </div>
    </Panel>
  );
}

/* ------------------------------------------------------------------ credit lines */

interface Editing {
  /** Granting a new line: the company is picked by name. */
  isNew: boolean;
  companyId: string;
  name: string;
  limit: string;
  termDays: string;
  enabled: boolean;
}

export function CreditLines() {
  const { data, error, loading, retry } = useApiQuery<OperatorCredit[]>('/api/Operator/credit');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const edit = (c?: OperatorCredit) =>
    setEditing(
      c
        ? {
            isNew: false,
            companyId: String(c.CompanyId),
            name: c.CompanyName,
            limit: c.Limit,
            termDays: String(c.TermDays),
            enabled: c.Enabled,
          }
        : { isNew: true, companyId: '', name: '', limit: '', termDays: '30', enabled: true },
    );
  const save = async () => {
    if (!editing) return;
    if (!editing.companyId) {
      showMessage('error', '请先搜索并选择企业');
      return;
    }
    setSaving(true);
    try {
      const saved = await call('PUT /api/Operator/companies/:id/credit', {
        params: { id: Number(editing.companyId) },
        body: { Limit: editing.limit.trim(), TermDays: Number(editing.termDays), Enabled: editing.enabled },
      });
      showMessage('success', `已保存「${saved.CompanyName}」的账期`);
      setEditing(null);
      refresh('/api/Operator/credit');
    } catch (e) {
      showWriteFailure(e);
    } finally {
      setSaving(false);
    }
  };
  const columns: TableColumn<OperatorCredit>[] = [
    { key: 'CompanyName', title: '企业', render: (c) => <Wrap>{c.CompanyName}</Wrap> },
    { key: 'Limit', width: COLUMN_WIDTH.money, title: '额度', align: 'right', render: (c) => formatMoney(c.Limit) },
    { key: 'Used', width: COLUMN_WIDTH.money, title: '已用', align: 'right', render: (c) => formatMoney(c.Used) },
    {
      key: 'Available',
      width: COLUMN_WIDTH.money,
      title: '可用',
      align: 'right',
      render: (c) => formatMoney(c.Available),
    },
    {
      key: 'Overdue',
      width: COLUMN_WIDTH.money,
      title: '逾期',
      align: 'right',
      render: (c) => (Number(c.Overdue) > 0 ? <Tag color="error">{formatMoney(c.Overdue)}</Tag> : '—'),
    },
    { key: 'TermDays', width: 96, title: '账期', render: (c) => `月结 ${c.TermDays} 天` },
    {
      key: 'Enabled',
      width: 80,
      title: '状态',
      render: (c) => <Tag color={c.Enabled ? 'success' : 'default'}>{c.Enabled ? '已开通' : '已暂停'}</Tag>,
    },
    {
      key: 'actions',
      width: 80,
      title: '操作',
      render: (c) => (
        <Button size="sm" variant="text" onClick={() => edit(c)} aria-label={`修改账期：${c.CompanyName}`}>
          修改
        </Button>
      ),
    },
  ];
  return (
    <>
      <Toolbar as="div">
        <Button variant="primary" onClick={() => edit()}>
          开通账期
        </Button>
        <Muted>仅已认证企业可开通；暂停后企业不能再使用账期支付，已产生的对账单照常还款。</Muted>
      </Toolbar>
      <Table
        caption="企业账期"
        columns={columns}
        data={data ?? []}
        rowKey={(c) => String(c.CompanyId)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText="还没有企业开通账期"
        minWidth={820}
      />
      {editing ? (
        <Dialog
          open
          onClose={() => setEditing(null)}
          title={editing.isNew ? '开通账期' : `账期：${editing.name}`}
          footer={
            <>
              <Button onClick={() => setEditing(null)} disabled={saving}>
                取消
              </Button>
              <Button variant="primary" loading={saving} onClick={() => void save()}>
                保存
              </Button>
            </>
          }
        >
          {editing.isNew ? (
            <CompanyPicker
              label="企业（已认证，必选）"
              value={editing.companyId ? { Id: Number(editing.companyId), Name: editing.name } : null}
              onChange={(c) => setEditing({ ...editing, companyId: c ? String(c.Id) : '', name: c?.Name ?? '' })}
            />
          ) : null}
          <FormField label="账期额度（元）" required>
            <Input
              inputMode="decimal"
              value={editing.limit}
              onChange={(e) => setEditing({ ...editing, limit: e.target.value })}
            />
          </FormField>
          <FormField label="月结天数" required>
            <Input
              inputMode="numeric"
              value={editing.termDays}
              onChange={(e) => setEditing({ ...editing, termDays: e.target.value })}
            />
          </FormField>
          <Checkbox checked={editing.enabled} onChange={(e) => setEditing({ ...editing, enabled: e.target.checked })}>
            开通（取消勾选即暂停）
          </Checkbox>
        </Dialog>
      ) : null}
    </>
  );
}

/* ------------------------------------------------------------------ statements */

function Statements({ disputed }: { disputed: boolean }) {
  const [page, setPage] = useState(1);
  const [repaying, setRepaying] = useState<Statement | null>(null);
  const [amount, setAmount] = useState('');
  const [bankRef, setBankRef] = useState('');
  const [saving, setSaving] = useState(false);
  const url = `/api/Operator/statements?${new URLSearchParams({
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
    ...(disputed ? { confirmation: 'disputed' } : {}),
  })}`;
  const { data, error, loading, retry } = useApiQuery<StatementPage>(url);
  const repay = async () => {
    if (!repaying) return;
    setSaving(true);
    try {
      await call('POST /api/Operator/statements/:id/repayments', {
        params: { id: repaying.Id },
        body: { Amount: amount.trim(), BankRef: bankRef.trim() },
      });
      showMessage('success', `已登记还款 ${formatMoney(amount.trim())}`);
      setRepaying(null);
      refresh('/api/Operator/statements');
      refresh('/api/Operator/credit');
    } catch (e) {
      showWriteFailure(e);
    } finally {
      setSaving(false);
    }
  };
  const columns: TableColumn<Statement>[] = [
    { key: 'StatementNo', width: COLUMN_WIDTH.orderNo, title: '对账单号', nowrap: true },
    { key: 'CompanyName', title: '企业', render: (s) => <Wrap>{s.CompanyName}</Wrap> },
    { key: 'Period', width: 120, title: '账期', render: (s) => s.PeriodStart.slice(0, 7) },
    {
      key: 'AmountDue',
      width: COLUMN_WIDTH.money,
      title: '应还',
      align: 'right',
      render: (s) => formatMoney(s.AmountDue),
    },
    {
      key: 'Outstanding',
      width: COLUMN_WIDTH.money,
      title: '未还',
      align: 'right',
      render: (s) => formatMoney(s.Outstanding),
    },
    { key: 'DueDate', width: 110, title: '到期日', render: (s) => s.DueDate },
    { key: 'Status', width: 90, title: '状态', render: (s) => s.StatusName },
    {
      key: 'Confirmation',
      title: '企业确认',
      render: (s) => (
        <Wrap>
          {s.ConfirmationName}
          {s.Confirmation === 'disputed' ? `：${s.ConfirmationNote}` : ''}
        </Wrap>
      ),
    },
    {
      key: 'actions',
      width: 96,
      title: '操作',
      render: (s) =>
        Number(s.Outstanding) > 0 ? (
          <Button
            size="sm"
            variant="text"
            onClick={() => {
              setAmount(s.Outstanding);
              setBankRef('');
              setRepaying(s);
            }}
            aria-label={`登记还款：${s.StatementNo}`}
          >
            登记还款
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <Table
        caption={disputed ? '有异议的对账单' : '对账单'}
        columns={columns}
        data={data?.Items ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={disputed ? '没有有异议的对账单' : '还没有对账单'}
        minWidth={900}
      />
      {data && data.Total > OP_PAGE_SIZE ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {repaying ? (
        <Dialog
          open
          onClose={() => setRepaying(null)}
          title={`登记还款：${repaying.StatementNo}`}
          footer={
            <>
              <Button onClick={() => setRepaying(null)} disabled={saving}>
                取消
              </Button>
              <Button variant="primary" loading={saving} onClick={() => void repay()}>
                登记
              </Button>
            </>
          }
        >
          <p>
            未还金额 {formatMoney(repaying.Outstanding)}，汇款识别码 {repaying.RemittanceCode}
          </p>
          <FormField label="还款金额（元）" required>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label="银行流水号" required>
            <Input value={bankRef} onChange={(e) => setBankRef(e.target.value)} />
          </FormField>
        </Dialog>
      ) : null}
    </>
  );
}
