/**
 * 上传回单: the buyer's proof of a bank transfer for one order or a 合并转账 (a picture or a PDF, ≤ 5 MB, at most
 * 5), checked here first by the site's upload rules, sent as the raw body; the uploaded vouchers are listed
 * (thumbnails, a PDF by name) so the buyer sees what the platform's finance will see in 收款.
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TransferVoucher, TransferVoucherList } from '../../../contract/transfers';
import { ApiError, announceFailure, api } from '../../../core/http';
import { Button } from '../../../ui/button';
import { vars } from '../../../ui/theme';
import { useMediaUrl } from '../media';
import { refresh, useApiQuery } from '../use-api-query';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const MAX_VOUCHERS = 5;

/** Why a file is refused before sending, or null. */
export function refuseVoucher(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return '回单仅支持 JPG、PNG、WebP 图片或 PDF 文件';
  if (file.size > MAX_BYTES) return '回单不能超过 5 MB，请压缩后再上传';
  return null;
}

const Box = styled.section`
  margin-top: 12px;
  padding: 12px 0 0;
  border-top: 1px dashed ${vars.divider};
  h3 {
    margin: 0 0 8px;
    font-size: 14px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0 0 8px;
    padding: 0;
    list-style: none;
  }
  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 4px;
    border: 1px solid ${vars.divider};
  }
  .pdf {
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 72px;
    height: 72px;
    border: 1px solid ${vars.divider};
    border-radius: 4px;
    font-size: 12px;
    color: ${vars.textSecondary};
  }
  p {
    margin: 4px 0 0;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  p[role='alert'] {
    color: ${vars.error};
  }
`;

/** The voucher list and upload of one order (`orderId`) or batch (`batchId` with its vouchers, from the batch view). */
export function VoucherUpload(
  props:
    | { orderId: number; batchId?: undefined }
    | { batchId: number; vouchers: TransferVoucher[]; orderId?: undefined },
) {
  const media = useMediaUrl();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const listUrl = props.orderId ? `/api/Orders/${props.orderId}/transfer-vouchers` : null;
  const own = useApiQuery<TransferVoucherList>(listUrl);
  const vouchers = props.batchId ? props.vouchers : (own.data?.Items ?? []);
  const uploadUrl = props.orderId
    ? `/api/Orders/${props.orderId}/transfer-voucher`
    : `/api/TransferBatches/${props.batchId}/voucher`;

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refused = refuseVoucher(file);
    if (refused) return setProblem(refused);
    setProblem('');
    setBusy(true);
    try {
      await api<TransferVoucher>(uploadUrl, {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
        silent: true,
      });
      refresh(props.orderId ? listUrl! : `/api/TransferBatches/${props.batchId}`);
    } catch (e) {
      if (e instanceof ApiError && (e.status === 400 || e.status === 409)) setProblem(e.takeMessage());
      else announceFailure(e, '回单上传失败，请重试');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>转账回单</h3>
      {own.error && !props.batchId ? <p role="alert">回单加载失败，请刷新重试</p> : null}
      {vouchers.length ? (
        <ul aria-label="已上传的回单">
          {vouchers.map((v, i) => (
            <li key={v.Id}>
              {v.ContentType === 'application/pdf' ? (
                <span className="pdf">PDF 回单 {i + 1}</span>
              ) : (
                <img src={media(v.ThumbnailUrl)} alt={`转账回单 ${i + 1}`} />
              )}
            </li>
          ))}
        </ul>
      ) : own.loading && !props.batchId ? (
        <p>回单加载中…</p>
      ) : (
        <p>转账后可上传银行回单（图片或 PDF），便于平台财务尽快核对到账。</p>
      )}
      {vouchers.length < MAX_VOUCHERS ? (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            accept={TYPES.join(',')}
            hidden
            aria-label="选择转账回单"
            onChange={(e) => void take(e.target.files?.[0])}
          />
          <Button size="sm" loading={busy} onClick={() => input.current?.click()}>
            上传回单
          </Button>
        </>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </Box>
  );
}
