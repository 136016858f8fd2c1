/**
 * /enterprise/credit — 账期与对账: the credit line (limit, used, available, next due date and amount, overdue)
 * and the company's statements, newest first; a statement opens its detail page.
 */
import type { CompanyCredit, Statement, StatementPage } from '../../../contract/credit';
import { formatMoney } from '../../../core/money';
import { Alert, Skeleton } from '../../../ui/feedback';
import { Pagination } from '../../../ui/pagination';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { AreaLink, useAreaGo, useAreaQuery } from '../../shared/back-office/area';
import { HeaderRow, Muted, Panel } from '../../shared/layout';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { errorText, PAGE_SIZE } from '../screen-text';
import { CREDIT_TEXT, STATEMENT_STATUS_COLOR } from './strings';

export function CreditOverview({ credit }: { credit: CompanyCredit }) {
  const facts: [string, string][] = [
    ['账期额度', formatMoney(credit.Limit)],
    ['已用额度', formatMoney(credit.Used)],
    ['可用额度', formatMoney(credit.Available)],
    ['账期', credit.TermDays ? `月结 ${credit.TermDays} 天` : '—'],
    ['下一个还款日', credit.NextDue ? credit.NextDue.Date : '—'],
    ['应还金额', credit.NextDue ? formatMoney(credit.NextDue.Amount) : '—'],
  ];
  return (
    <>
      {Number(credit.Overdue) > 0 ? (
        <Alert type="error" title="账期逾期">
          {CREDIT_TEXT.overdue(formatMoney(credit.Overdue))}
        </Alert>
      ) : null}
      {!credit.Enabled && credit.Limit !== '0.00' ? <Alert type="warning">{CREDIT_TEXT.suspended}</Alert> : null}
      <dl
        aria-label="账期额度"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          gap: 12,
          margin: '12px 0',
        }}
      >
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>
              <Muted>{k}</Muted>
            </dt>
            <dd style={{ margin: 0, fontSize: 18, fontWeight: 600 }} data-testid={`credit-${k}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function CreditScreen({ query }: ScreenProps) {
  const q = useAreaQuery(query);
  const go = useAreaGo();
  const page = positiveInt(q.get('page')) ?? 1;
  const credit = useApiQuery<CompanyCredit>('/api/Company/credit');
  const list = useApiQuery<StatementPage>(`/api/Company/statements?page=${page}&pageSize=${PAGE_SIZE}`);
  const columns: TableColumn<Statement>[] = [
    {
      key: 'StatementNo',
      width: COLUMN_WIDTH.orderNo,
      title: '对账单号',
      nowrap: true,
      render: (s) => (
        <AreaLink to={`/enterprise/credit/statement?id=${s.Id}`} aria-label={`查看对账单 ${s.StatementNo}`}>
          {s.StatementNo}
        </AreaLink>
      ),
    },
    { key: 'Period', title: '账期', render: (s) => `${s.PeriodStart} 至 ${s.PeriodEnd}` },
    { key: 'AmountDue', width: 120, title: '本期应还', align: 'right', render: (s) => formatMoney(s.AmountDue) },
    { key: 'Outstanding', width: 120, title: '未还金额', align: 'right', render: (s) => formatMoney(s.Outstanding) },
    { key: 'DueDate', width: 110, title: '到期日', nowrap: true, render: (s) => s.DueDate },
    {
      key: 'Status',
      width: 96,
      title: '状态',
      render: (s) => <Tag color={STATEMENT_STATUS_COLOR[s.Status] ?? 'default'}>{s.StatusName}</Tag>,
    },
    { key: 'Confirmation', width: 90, title: '确认', render: (s) => s.ConfirmationName },
  ];
  return (
    <Panel aria-labelledby="ent-credit-title">
      <HeaderRow>
        <h1 id="ent-credit-title">{CREDIT_TEXT.title}</h1>
      </HeaderRow>
      {credit.error && !credit.data ? (
        <Alert type="error">{errorText(credit.error)}</Alert>
      ) : !credit.data ? (
        <Skeleton lines={2} label="账期额度加载中" />
      ) : credit.data.Limit === '0.00' && !credit.data.Enabled ? (
        <Alert type="info">{CREDIT_TEXT.noCredit}</Alert>
      ) : (
        <CreditOverview credit={credit.data} />
      )}
      <h2 style={{ fontSize: 16 }}>对账单</h2>
      <Table
        caption="对账单"
        columns={columns}
        data={list.data?.Items ?? []}
        rowKey="Id"
        loading={list.loading}
        error={list.error ? errorText(list.error) : undefined}
        onRetry={list.retry}
        emptyText={CREDIT_TEXT.noStatements}
        minWidth={720}
      />
      {list.data && list.data.Total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.Total}
          onChange={(p) => go(`/enterprise/credit?page=${p}`, { replace: true })}
        />
      ) : null}
    </Panel>
  );
}
