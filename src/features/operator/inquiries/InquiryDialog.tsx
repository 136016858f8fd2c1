/**
 * One inquiry: its facts, closing it with a note, and 报价 (the quote form) for a logged-in buyer's inquiry; a
 * sent quote not yet accepted or declined gets 发送新版本 (the form again, from the quote: a new version).
 */
import { useState } from 'react';
import { InquiryStatus, QuoteStatus } from '../../../contract/enums';
import type { Inquiry } from '../../../contract/quotes';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Alert } from '../../../ui/feedback';
import { FactList } from '../../shared/layout';
import { formatDateTime } from '../common';
import { InquiryCloseForm } from '../InquiryClose';
import { QuoteSummary, statusTag, useRegionNames } from './parts';
import { QuoteForm } from './QuoteForm';

export function InquiryDialog({
  inquiry,
  onClose,
  startQuoting = false,
}: {
  inquiry: Inquiry;
  onClose: () => void;
  /** Open on the quote form (stories). */
  startQuoting?: boolean;
}) {
  const quotable = inquiry.Status === InquiryStatus.Waiting && inquiry.Account !== null;
  const revisable =
    inquiry.Quote !== null && [QuoteStatus.Pending, QuoteStatus.Expired].includes(inquiry.Quote.Status as 10 | 40);
  const [quoting, setQuoting] = useState(startQuoting && (quotable || revisable));
  const [closing, setClosing] = useState(false);
  const [sending, setSending] = useState(false);
  const regionName = useRegionNames();
  const formId = `quote-${inquiry.Id}`;

  const footer = quoting ? (
    <QuoteFooter
      formId={formId}
      sending={sending}
      onBack={() => setQuoting(false)}
      label={revisable ? '发送新版本' : '发送报价'}
    />
  ) : (
    <>
      <Button onClick={onClose}>关闭</Button>
      {inquiry.Status === InquiryStatus.Waiting && !closing ? (
        <Button onClick={() => setClosing(true)}>关闭咨询</Button>
      ) : null}
      {quotable ? (
        <Button variant="primary" onClick={() => setQuoting(true)}>
          报价
        </Button>
      ) : null}
      {revisable ? (
        <Button variant={inquiry.Quote?.RevisionRequested ? 'primary' : 'default'} onClick={() => setQuoting(true)}>
          发送新版本
        </Button>
      ) : null}
    </>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        quoting && revisable && inquiry.Quote
          ? `报价新版本：${inquiry.Quote.QuoteNo}（版本 ${inquiry.Quote.Version + 1}）`
          : quoting
            ? `报价：询价 ${inquiry.ConsultationNo}`
            : `询价 ${inquiry.ConsultationNo}`
      }
      footer={footer}
      width={quoting ? 760 : 620}
    >
      {quoting ? (
        <QuoteForm
          inquiry={inquiry}
          formId={formId}
          onDone={onClose}
          onSending={setSending}
          {...(revisable && inquiry.Quote ? { revise: inquiry.Quote } : {})}
        />
      ) : (
        <>
          <FactList>
            <dt>状态</dt>
            <dd>{statusTag(inquiry)}</dd>
            <dt>商品</dt>
            <dd>
              {inquiry.ProductName}
              {inquiry.ProductModel ? ` · ${inquiry.ProductModel}` : ''}
            </dd>
            <dt>数量</dt>
            <dd>
              {inquiry.Quantity}
              {inquiry.ProductUnit}
            </dd>
            <dt>需求描述</dt>
            <dd>{inquiry.Requirement || '未填写'}</dd>
            <dt>联系人</dt>
            <dd>
              {inquiry.ContactName} {inquiry.Mobile}
            </dd>
            <dt>填写的公司</dt>
            <dd>{inquiry.CompanyName || '未填写'}</dd>
            <dt>提交账号</dt>
            <dd>
              {inquiry.Account
                ? `${inquiry.Account.Name}（${inquiry.Account.Email}）· ${inquiry.Account.CompanyName}`
                : '访客（未登录）'}
            </dd>
            {inquiry.Account ? (
              <>
                <dt>收货区域</dt>
                <dd>
                  {inquiry.Account.Regions.length
                    ? inquiry.Account.Regions.map((r, i) => `${regionName(r)}${i === 0 ? '（默认）' : ''}`).join('、')
                    : '未设置'}
                </dd>
              </>
            ) : null}
            <dt>提交时间</dt>
            <dd>{formatDateTime(inquiry.CreatedAt)}</dd>
          </FactList>
          {!inquiry.Account ? (
            <div style={{ marginTop: 16 }}>
              <Alert type="info">访客提交的询价无法在线报价，请按留下的电话 {inquiry.Mobile} 联系对方。</Alert>
            </div>
          ) : null}
          {inquiry.Closed ? (
            <div style={{ marginTop: 16 }}>
              <Alert type="info">
                {inquiry.StatusName}（{formatDateTime(inquiry.Closed.ClosedAt)}）
                {inquiry.Closed.Note ? `：${inquiry.Closed.Note}` : ''}
              </Alert>
            </div>
          ) : null}
          {closing ? <InquiryCloseForm inquiry={inquiry} onDone={onClose} /> : null}
          {inquiry.Quote ? <QuoteSummary quote={inquiry.Quote} /> : null}
        </>
      )}
    </Dialog>
  );
}

function QuoteFooter({
  formId,
  sending,
  onBack,
  label,
}: {
  formId: string;
  sending: boolean;
  onBack: () => void;
  label: string;
}) {
  return (
    <>
      <Button onClick={onBack} disabled={sending}>
        返回
      </Button>
      <Button
        variant="primary"
        type="submit"
        form={formId}
        loading={sending}
        disabled={sending}
        onMouseDown={(e) => e.preventDefault()}
      >
        {label}
      </Button>
    </>
  );
}

/** A quoted product (its typed quantity and price are form values keyed `p<ProductId>`). */
