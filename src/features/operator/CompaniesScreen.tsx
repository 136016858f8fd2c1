/**
 * /operator/companies (企业审核): companies by status (待审核 first, oldest submission first), what each
 * submitted, approve (→ 已认证) or reject with a reason (→ 已驳回; the company's reminder shows it). The
 * company's registrant is mailed by the server. A decision another operator already made answers 409,
 * shown here, and the queue refreshes.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { CompanyStatus } from '../../contract/enums';
import type { ReviewCompany, ReviewCompanyPage } from '../../contract/operator';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Textarea } from '../../ui/input';
import { COLUMN_WIDTH, type TableColumn } from '../../ui/table';
import { Tag } from '../../ui/tag';
import { vars } from '../../ui/theme';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { Actions, formatDateTime, Muted, refresh, showWriteFailure, Wrap } from './common';
import { LicensePicture } from './LicensePicture';
import { OperatorQueue, useQueueState } from './OperatorQueue';

const TABS = [
  { key: String(CompanyStatus.PendingReview), label: '待审核' },
  { key: String(CompanyStatus.Rejected), label: '已驳回' },
  { key: String(CompanyStatus.Verified), label: '已认证' },
  { key: String(CompanyStatus.Incomplete), label: '待完善' },
];

const STATUS_COLOR: Record<number, 'processing' | 'success' | 'error' | 'default'> = {
  20: 'processing',
  30: 'success',
  40: 'error',
  10: 'default',
};

const Details = styled.dl`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: 8px 12px;
  margin: 0 0 16px;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export default function CompaniesScreen({ query }: ScreenProps) {
  const queue = useQueueState('/api/Operator/companies', {
    filterParam: 'status',
    initial: query?.get('status') ?? String(CompanyStatus.PendingReview),
  });
  const [open, setOpen] = useState<ReviewCompany | null>(null);
  const { data, error, loading, retry } = useApiQuery<ReviewCompanyPage>(queue.url);

  const columns: TableColumn<ReviewCompany>[] = [
    { key: 'Name', title: '企业名称', render: (c) => <Wrap>{c.Name}</Wrap> },
    { key: 'CreditCode', width: 184, title: '统一社会信用代码', nowrap: true, render: (c) => c.CreditCode || '—' },
    {
      key: 'Contact',
      width: 150,
      title: '联系人',
      render: (c) => (
        <Wrap>
          {c.ContactName || '—'} <Muted>{c.ContactPhone}</Muted>
        </Wrap>
      ),
    },
    { key: 'AdminEmail', width: 170, title: '注册管理员', render: (c) => <Wrap>{c.AdminEmail || '—'}</Wrap> },
    {
      key: 'SubmittedAt',
      width: COLUMN_WIDTH.dateTime,
      title: '提交时间',
      nowrap: true,
      render: (c) => formatDateTime(c.SubmittedAt),
    },
    {
      key: 'Status',
      width: 104,
      title: '状态',
      nowrap: true,
      render: (c) => <Tag color={STATUS_COLOR[c.StatusEnum ?? 10] ?? 'default'}>{c.StatusName}</Tag>,
    },
    {
      key: 'actions',
      width: 80,
      title: '操作',
      nowrap: true,
      render: (c) => (
        <Actions>
          <Button
            size="sm"
            variant="text"
            onClick={() => setOpen(c)}
            aria-label={`${c.StatusEnum === CompanyStatus.PendingReview ? '审核' : '查看'}：${c.Name}`}
          >
            {c.StatusEnum === CompanyStatus.PendingReview ? '审核' : '查看'}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <OperatorQueue
      id="op-companies-title"
      title="企业审核"
      tabs={{ label: '企业状态', items: TABS, active: queue.filter, onChange: queue.setFilter }}
      search={{ label: '搜索企业', placeholder: '企业名称或信用代码', onSearch: queue.search }}
      table={{
        caption: '企业列表',
        columns,
        data: data?.Items ?? [],
        rowKey: (c) => String(c.Id),
        loading,
        error,
        onRetry: retry,
        emptyText: queue.keyword
          ? `没有找到与“${queue.keyword}”相关的企业`
          : queue.filter === String(CompanyStatus.PendingReview)
            ? '没有待审核的企业，队列已清空'
            : '暂无企业',
        minWidth: 900,
      }}
      paging={{ page: queue.page, total: data?.Total, onChange: queue.setPage }}
      after={open ? <ReviewDialog company={open} onClose={() => setOpen(null)} /> : null}
    />
  );
}

export function ReviewDialog({ company, onClose }: { company: ReviewCompany; onClose: () => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = company.StatusEnum === CompanyStatus.PendingReview;

  const decide = async (approve: boolean) => {
    if (!approve && !reason.trim()) {
      setReasonError('请填写驳回原因');
      return;
    }
    setBusy(true);
    try {
      const params = { id: company.Id };
      if (approve) await call('POST /api/Operator/companies/:id/approve', { params });
      else await call('POST /api/Operator/companies/:id/reject', { params, body: { Reason: reason.trim() } });
      showMessage('success', approve ? `已通过「${company.Name}」的认证` : `已驳回「${company.Name}」的认证`);
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      showWriteFailure(e);
      refresh('/api/Operator/');
    } finally {
      setBusy(false);
    }
  };

  const footer = !pending ? (
    <Button onClick={onClose}>关闭</Button>
  ) : rejecting ? (
    <>
      <Button onClick={() => setRejecting(false)} disabled={busy}>
        返回
      </Button>
      <Button variant="danger" loading={busy} onClick={() => void decide(false)}>
        确认驳回
      </Button>
    </>
  ) : (
    <>
      <Button onClick={() => setRejecting(true)} disabled={busy}>
        驳回
      </Button>
      <Button variant="primary" loading={busy} onClick={() => void decide(true)}>
        审核通过
      </Button>
    </>
  );

  return (
    <Dialog open onClose={onClose} title={`企业资料：${company.Name}`} footer={footer} width={600}>
      <Details>
        <dt>状态</dt>
        <dd>
          <Tag color={STATUS_COLOR[company.StatusEnum ?? 10] ?? 'default'}>{company.StatusName}</Tag>
        </dd>
        <dt>企业名称</dt>
        <dd>{company.Name}</dd>
        <dt>统一社会信用代码</dt>
        <dd>{company.CreditCode || '未填写'}</dd>
        <dt>注册地址</dt>
        <dd>{company.RegisteredAddress || '未填写'}</dd>
        <dt>联系人</dt>
        <dd>{company.ContactName || '未填写'}</dd>
        <dt>联系电话</dt>
        <dd>{company.ContactPhone || '未填写'}</dd>
        <dt>所属行业</dt>
        <dd>{company.Industry || '未填写'}</dd>
        <dt>企业规模</dt>
        <dd>{company.Size || '未填写'}</dd>
        <dt>注册管理员</dt>
        <dd>
          {company.AdminName} {company.AdminEmail}（共 {company.UserCount} 个账号）
        </dd>
        <dt>注册时间</dt>
        <dd>{formatDateTime(company.CreatedAt)}</dd>
        <dt>营业执照</dt>
        <dd>
          <LicensePicture url={company.LicenseImageUrl} name={company.Name} />
        </dd>
        <dt>提交时间</dt>
        <dd>{company.SubmittedAt ? formatDateTime(company.SubmittedAt) : '未提交'}</dd>
        {company.ReviewNote ? (
          <>
            <dt>驳回原因</dt>
            <dd>{company.ReviewNote}</dd>
          </>
        ) : null}
      </Details>
      {pending && rejecting ? (
        <FormField
          label="驳回原因"
          required
          error={reasonError ?? undefined}
          hint="原因会显示在企业的提醒中并邮件通知其管理员"
        >
          <Textarea
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
        </FormField>
      ) : null}
    </Dialog>
  );
}
