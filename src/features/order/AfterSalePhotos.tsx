/**
 * The photos of an after-sales request (售后图片, up to 6): 添加图片 picks a file, checked here first with the
 * rules product pictures follow (JPG, PNG or WebP, ≤ 5 MB), then sent to /api/AfterSales/images, which sniffs,
 * resizes and stores it and answers its URL; each photo can be removed before the request is sent.
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { UploadResult } from '../../contract/operator-content';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../contract/operator-content-fields';
import { ApiError, announceFailure, api } from '../../core/http';
import { Button } from '../../ui/button';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';

export const MAX_AFTER_SALE_PHOTOS = 6;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 4px;
    border: 1px solid ${vars.divider};
  }
`;

const Problem = styled.p`
  margin: 4px 0 0;
  color: ${vars.error};
  font-size: 13px;
`;

/** The Chinese reason a file is refused before sending (the product pictures' rules), or null. */
export function refusePhoto(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return '仅支持 JPG、PNG 或 WebP 格式的图片';
  if (file.size > UPLOAD_MAX_BYTES) return '图片不能超过 5 MB，请压缩后再上传';
  return null;
}

export function AfterSalePhotos({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const media = useMediaUrl();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refused = refusePhoto(file);
    if (refused) return setProblem(refused);
    setProblem('');
    setBusy(true);
    try {
      const result = await api<UploadResult>('/api/AfterSales/images', {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
        silent: true,
      });
      onChange([...value, result.Url]);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setProblem(e.takeMessage());
      else announceFailure(e, '图片上传失败，请重试');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <Row aria-label="已添加的图片">
        {value.map((url, i) => (
          <li key={url}>
            <img src={media(url)} alt={`售后图片 ${i + 1}`} />
            <Button size="sm" variant="text" onClick={() => onChange(value.filter((u) => u !== url))}>
              删除图片 {i + 1}
            </Button>
          </li>
        ))}
      </Row>
      {value.length < MAX_AFTER_SALE_PHOTOS ? (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            hidden
            aria-label="选择售后图片"
            onChange={(e) => void take(e.target.files?.[0])}
          />
          <Button size="sm" loading={busy} onClick={() => input.current?.click()}>
            添加图片
          </Button>
        </>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </div>
  );
}
