/**
 * An image field of the operator console's forms: shows the current picture, 上传图片 picks a file (or one is
 * dropped on the field), which is checked here first (type, 5 MB: a clear Chinese message without a round
 * trip), then sent to /api/Operator/media?kind=… with a progress bar; the server sniffs, resizes and stores
 * it and answers its URL, which becomes the field's value. A refusal is said under the field and the previous
 * picture stays. Sent by XMLHttpRequest: fetch cannot report upload progress.
 */
import { type DragEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { UploadResult } from '../../contract/operator-content';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadKind, UploadSizes } from '../../contract/operator-content-fields';
import { $config } from '../../core/config';
import { ApiError, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '../../core/http';
import { navigate } from '../../core/navigation';
import { $operatorSession } from '../../core/operator-session';
import { clearOperatorSession } from '../../core/operator-session-state';
import { Button } from '../../ui/button';
import { Progress } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';

const Box = styled.div<{ $over: boolean }>`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 8px;
  border: 1px dashed ${(p) => (p.$over ? vars.primary : vars.divider)};
  border-radius: 6px;
  background: ${(p) => (p.$over ? vars.primarySoft : 'transparent')};
`;

const Preview = styled.img`
  width: 96px;
  height: 72px;
  object-fit: contain;
  background: ${vars.bgSubtle};
  border-radius: 4px;
  flex: none;
`;

const NoPicture = styled.span`
  width: 96px;
  height: 72px;
  display: grid;
  place-items: center;
  background: ${vars.bgSubtle};
  border-radius: 4px;
  color: ${vars.textSecondary};
  font-size: 12px;
  flex: none;
`;

const Side = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 6px;
  font-size: 12px;
  color: ${vars.textSecondary};
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

/** The Chinese reason a file is refused before sending, or null. */
export function refuseFile(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return '仅支持 JPG、PNG 或 WebP 格式的图片';
  if (file.size > UPLOAD_MAX_BYTES) return '图片不能超过 5 MB，请压缩后再上传';
  return null;
}

/** A refused upload as the http client would say it; a 401 ends the operator session (→ the console login). */
function uploadError(status: number, data: unknown): ApiError {
  if (status === 401) {
    clearOperatorSession();
    navigate('/operator/login');
    return new ApiError(401, UNAUTHORIZED_MESSAGE);
  }
  const text = (data as { Error?: unknown } | null)?.Error;
  if (status >= 500) return new ApiError(status, SERVER_ERROR_MESSAGE);
  return new ApiError(status, typeof text === 'string' && text ? text : '上传失败，请重试');
}

/** Sends the file; `onProgress` gets 0–100. Rejects with an ApiError (messages as the http client's). */
export function uploadImage(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${$config.get().apiBase}/api/Operator/media?kind=${kind}`);
    const token = $operatorSession.get().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // a body that is not JSON: the status alone says what happened
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as UploadResult);
      else reject(uploadError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.send(file);
  });
}

export interface ImageUploadProps {
  label: string;
  kind: UploadKind;
  value: string;
  onChange: (url: string, result?: UploadResult) => void;
  /** A refusal of the form's check or the server, shown under the field. */
  error?: string;
  required?: boolean;
}

export function ImageUpload({ label, kind, value, onChange, error, required }: ImageUploadProps) {
  const media = useMediaUrl();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [over, setOver] = useState(false);
  const [w, h] = UploadSizes[kind].sizes[0]!;

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refused = refuseFile(file);
    setProblem(refused ?? '');
    if (refused) return;
    setPercent(0);
    try {
      const result = await uploadImage(kind, file, setPercent);
      onChange(result.Url, result);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : '上传失败，请重试');
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void take(e.dataTransfer.files[0]);
  };

  const shown = problem || error;
  return (
    <Box
      $over={over}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      {value ? <Preview src={media(value)} alt={`${label}预览`} /> : <NoPicture>暂无图片</NoPicture>}
      <Side>
        <span id={`${id}-label`}>
          {label}
          {required ? '（必填）' : ''}：JPG、PNG 或 WebP，≤ 5 MB，将缩放为 {w}×{h}
        </span>
        <Row>
          <Button size="sm" loading={percent !== null} onClick={() => input.current?.click()}>
            {value ? '更换图片' : '上传图片'}
          </Button>
          {value && !required ? (
            <Button size="sm" variant="text" onClick={() => onChange('')}>
              移除
            </Button>
          ) : null}
        </Row>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          hidden
          aria-label={`选择${label}文件`}
          onChange={(e) => void take(e.target.files?.[0])}
        />
        {percent !== null ? <Progress percent={percent} label={`${label}上传进度`} /> : null}
        {shown ? (
          <span role="alert" style={{ color: 'var(--b2b-error-text, #c5221f)' }}>
            {shown}
          </span>
        ) : null}
      </Side>
    </Box>
  );
}
