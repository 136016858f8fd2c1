/**
 * One invoice request in the console's 发票管理: what it covers, the form of its next step (开具 with number, date,
 * 价税合计 and the optional PDF; 寄出 with carrier and tracking number; 驳回 with a reason) and the PDF upload.
 */
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../contract/dates';
import { InvoiceStatus, InvoiceTypeName } from '../../contract/enums';
import { INVOICE_PDF_MAX_BYTES, type OperatorInvoiceDetail } from '../../contract/invoices';
import { api, call, routePath } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Alert, Skeleton } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Fact, FactList } from '../shared/layout';
import { useApiQuery } from '../shared/use-api-query';
import { DialogFooter, formatDateTime, opErrorText, refresh, showWriteFailure } from './common';

/** The PDF file chosen in a form, checked here too so a wrong file is named before anything is sent. */
function checkPdf(file: File | null): string | null {
  if (!file) return null;
  if (file.type && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return '只能上传 PDF 格式的电子发票';
  if (file.size > INVOICE_PDF_MAX_BYTES) return '电子发票文件不能超过 5 MB';
  if (file.size === 0) return '文件是空的';
  return null;
}

async function uploadPdf(id: number, file: File): Promise<OperatorInvoiceDetail> {
  // The body is the PDF itself (no JSON schema in the route map): the path still comes from the map's key.
  return api<OperatorInvoiceDetail>(routePath('PUT /api/Operator/invoices/:id/pdf', { id }), {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': 'application/pdf' },
  });
}

/** One request: what it covers, and the form of its next step (开具 / 寄出), plus the PDF upload. */
export function InvoiceDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const { data, error, retry } = useApiQuery<OperatorInvoiceDetail>(`/api/Operator/invoices/${id}`);
  const [taxNo, setTaxNo] = useState('');
  const [date, setDate] = useState(() => formatDate(new Date()));
  const [amount, setAmount] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const status = data?.Status;

  const reject = async () => {
    if (!data) return;
    if (!reason.trim()) {
      setErrors({ Reason: '请填写驳回原因' });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await call('POST /api/Operator/invoices/:id/reject', { params: { id }, body: { Reason: reason.trim() } });
      showMessage('success', `发票申请 ${data.InvoiceNo} 已驳回`);
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      showWriteFailure(e);
      const field = (e as { field?: string }).field;
      if (field) setErrors({ [field]: (e as Error).message });
      refresh('/api/Operator/');
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    if (!data) return;
    const next: Record<string, string> = {};
    const pdfError = checkPdf(file);
    if (pdfError) next.Pdf = pdfError;
    if (status === InvoiceStatus.Requested) {
      if (!/^(\d{8}|\d{20})$/.test(taxNo.trim())) next.TaxInvoiceNo = '发票号码应为 8 位或 20 位数字';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.InvoiceDate = '开票日期格式应为 YYYY-MM-DD';
      if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount.trim())) next.Amount = '请填写价税合计（最多两位小数）';
    } else if (status === InvoiceStatus.Issued && (carrier.trim() || trackingNo.trim() || !file)) {
      if (!carrier.trim()) next.Carrier = '请填写承运商';
      if (!/^[A-Za-z0-9-]{4,40}$/.test(trackingNo.trim())) next.TrackingNo = '请填写正确的运单号（字母、数字或短横线）';
    } else if (status === InvoiceStatus.Mailed && !file) next.Pdf = '请选择电子发票 PDF 文件';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      if (status === InvoiceStatus.Requested) {
        await call('POST /api/Operator/invoices/:id/issue', {
          params: { id },
          body: { TaxInvoiceNo: taxNo.trim(), InvoiceDate: date, Amount: amount.trim() },
        });
        showMessage('success', `发票申请 ${data.InvoiceNo} 已开具`);
      }
      if (file) {
        await uploadPdf(id, file);
        showMessage('success', '电子发票已上传');
      }
      if (status === InvoiceStatus.Issued && carrier.trim()) {
        await call('POST /api/Operator/invoices/:id/post', {
          params: { id },
          body: { Carrier: carrier.trim(), TrackingNo: trackingNo.trim() },
        });
        showMessage('success', `发票 ${data.TaxInvoiceNo} 已寄出`);
      }
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      showWriteFailure(e);
      // A 400 names its field: show it there (the issue may have gone through before a failed upload).
      const field = (e as { field?: string }).field;
      if (field) setErrors({ [field]: (e as Error).message });
      refresh('/api/Operator/');
    } finally {
      setSaving(false);
    }
  };

  const submitText =
    status === InvoiceStatus.Requested ? '确认开具' : status === InvoiceStatus.Issued ? '保存' : '上传';
  let body: ReactNode;
  if (error && !data) {
    body = (
      <Alert
        type="error"
        title="发票加载失败"
        action={
          <Button size="sm" onClick={retry}>
            重试
          </Button>
        }
      >
        {opErrorText(error)}
      </Alert>
    );
  } else if (!data) {
    body = <Skeleton lines={6} label="发票加载中" />;
  } else {
    body = (
      <form
        aria-label="发票处理"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (rejecting ? reject() : submit());
        }}
      >
        <FactList>
          <dt>企业</dt>
          <dd>{data.CompanyName}</dd>
          <dt>状态</dt>
          <dd>{data.StatusName}</dd>
          <dt>抬头</dt>
          <dd>
            {data.Title.Name}（{InvoiceTypeName[data.Type] ?? ''}，税号 {data.Title.TaxNumber}）
          </dd>
          <dt>收票地址</dt>
          <dd>
            {data.Address.Recipient} {data.Address.Mobile} {data.Address.Province}
            {data.Address.City}
            {data.Address.District}
            {data.Address.Detail}
          </dd>
          <dt>所含订单</dt>
          <dd>{data.Orders.map((o) => `${o.OrderNo}（${formatMoney(o.TotalAmount)}）`).join('、')}</dd>
          <dt>订单合计</dt>
          <dd>
            <strong>{formatMoney(data.Amount)}</strong>
          </dd>
          {data.TaxInvoiceNo ? (
            <>
              <dt>发票号码</dt>
              <dd>
                {data.TaxInvoiceNo}（{data.InvoiceDate}）
              </dd>
              <dt>电子发票</dt>
              <dd>{data.PdfName ? `${data.PdfName}（${Math.ceil((data.PdfSize ?? 0) / 1024)} KB）` : '未上传'}</dd>
            </>
          ) : null}
          <Fact label="寄送">{data.TrackingNo ? `${data.Carrier} ${data.TrackingNo}` : null}</Fact>
          <Fact label="备注">{data.Remark}</Fact>
          <Fact label="驳回原因">
            {data.RejectReason ? `${data.RejectReason}（${formatDateTime(data.RejectedAt)}）` : null}
          </Fact>
        </FactList>
        {rejecting ? (
          <FormField
            label="驳回原因"
            required
            error={errors.Reason}
            hint="原因会显示在企业的发票记录中并邮件通知申请人；所含订单可重新申请开票"
          >
            <Textarea
              value={reason}
              maxLength={200}
              rows={3}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
            />
          </FormField>
        ) : null}
        {status === InvoiceStatus.Requested && !rejecting ? (
          <>
            <FormField label="发票号码" required error={errors.TaxInvoiceNo} hint="8 位或 20 位（数电发票）数字">
              <Input value={taxNo} onChange={(e) => setTaxNo(e.target.value)} inputMode="numeric" autoComplete="off" />
            </FormField>
            <FormField label="开票日期" required error={errors.InvoiceDate}>
              <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </FormField>
            <FormField
              label="价税合计（元）"
              required
              error={errors.Amount}
              hint={`须与所含订单合计 ${formatMoney(data.Amount)} 一致`}
            >
              <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
            </FormField>
          </>
        ) : null}
        {status === InvoiceStatus.Issued ? (
          <>
            <FormField label="承运商" error={errors.Carrier} hint="寄出纸质发票时填写">
              <Input value={carrier} onChange={(e) => setCarrier(e.target.value)} placeholder="如 顺丰速运" />
            </FormField>
            <FormField label="运单号" error={errors.TrackingNo}>
              <Input value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} autoComplete="off" />
            </FormField>
          </>
        ) : null}
        {status === InvoiceStatus.Rejected || rejecting ? null : (
          <FormField
            label={data.PdfName ? '替换电子发票 PDF' : '电子发票 PDF（可选）'}
            error={errors.Pdf}
            hint="PDF 格式，不超过 5 MB"
          >
            <input
              type="file"
              accept="application/pdf,.pdf"
              aria-label="电子发票 PDF"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </FormField>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`发票申请 ${title}`}
      width={640}
      footer={
        !data ? undefined : status === InvoiceStatus.Rejected ? (
          <Button onClick={onClose}>关闭</Button>
        ) : rejecting ? (
          <>
            <Button onClick={() => setRejecting(false)} disabled={saving}>
              返回
            </Button>
            <Button variant="danger" loading={saving} onClick={() => void reject()}>
              确认驳回
            </Button>
          </>
        ) : (
          <>
            {status === InvoiceStatus.Requested ? (
              <Button onClick={() => setRejecting(true)} disabled={saving}>
                驳回申请
              </Button>
            ) : null}
            <DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} submitText={submitText} />
          </>
        )
      }
    >
      {body}
    </Dialog>
  );
}
