/**
 * The 营业执照 picture of the registration and of the company's resubmission: 上传营业执照 picks a file, checked
 * here first with the upload rules (JPG, PNG or WebP, ≤ 5 MB), sent to POST /api/Users/license-images (the
 * same anti-forgery header as the registration), and shown as a preview (the local file: the stored picture is
 * for operators only) with 更换图片. The answer's Id is the form's LicenseImageId.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../contract/operator-content-fields';
import type { LicenseImageUpload } from '../../contract/users';
import { ApiError, announceFailure, api, call, xsrfHeader } from '../../core/http';
import { Button } from '../../ui/button';
import type { FieldControlProps } from '../../ui/form';
import { vars } from '../../ui/theme';

export const licenseStrings = {
  label: '营业执照',
  pick: '上传营业执照',
  replace: '更换图片',
  hint: 'JPG、PNG 或 WebP，不超过 5 MB；请拍摄完整、文字清晰的营业执照（仅平台审核人员可见）',
  onFile: '已提交营业执照；如需更换，请重新上传',
  preview: '营业执照预览',
  required: '请上传营业执照图片',
  failed: '营业执照上传失败，请重试',
  badType: '仅支持 JPG、PNG 或 WebP 格式的图片',
  tooLarge: '图片不能超过 5 MB，请压缩后再上传',
} as const;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  img {
    width: 160px;
    max-width: 100%;
    height: 112px;
    object-fit: contain;
    background: ${vars.bgSubtle};
    border: 1px solid ${vars.divider};
    border-radius: 4px;
  }
`;

/** The Chinese reason a file is refused before it is sent, or null. */
export function refuseLicense(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return licenseStrings.badType;
  if (file.size > UPLOAD_MAX_BYTES) return licenseStrings.tooLarge;
  return null;
}

export interface LicenseImageFieldProps {
  /** The uploaded picture's Id, or '' before one is uploaded. */
  value: string;
  onChange: (id: string) => void;
  /** A file refused here or by the server: the form shows it as the field's error. */
  onProblem: (message: string) => void;
  /** FormField's props for its control: the id goes on the file input, the description on the button. */
  control?: FieldControlProps;
  /** The company already has one on file (resubmission): a new upload replaces it. */
  onFile?: boolean;
  /** A preview to start with (stories); otherwise the chosen file's. */
  initialPreview?: string;
}

/** The hint FormField shows under the field. */
export function licenseHint(onFile = false): string {
  return onFile ? `${licenseStrings.onFile}。${licenseStrings.hint}` : licenseStrings.hint;
}

export function LicenseImageField({
  value,
  onChange,
  onProblem,
  control,
  onFile,
  initialPreview,
}: LicenseImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(initialPreview ?? '');

  // The preview is the local file (blob:), released when replaced or when the form goes away.
  useEffect(() => () => (preview.startsWith('blob:') ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refused = refuseLicense(file);
    if (refused) return onProblem(refused);
    setBusy(true);
    try {
      if (!xsrfHeader()['X-XSRF-TOKEN']) await call('GET /api/Users/get-xsrf-token', { silent: true });
      const result = await api<LicenseImageUpload>('/api/Users/license-images', {
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type, ...xsrfHeader() },
        silent: true,
      });
      setPreview(URL.createObjectURL(file));
      onChange(result.Id);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) onProblem(e.takeMessage());
      else announceFailure(e, licenseStrings.failed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      {preview && value ? <img src={preview} alt={licenseStrings.preview} /> : null}
      {/* The field's label names the file input (hidden); the button keeps its own name and the field's hint. */}
      <input
        ref={input}
        id={control?.id}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        hidden
        onChange={(e) => void take(e.target.files?.[0])}
      />
      <Button aria-describedby={control?.['aria-describedby']} loading={busy} onClick={() => input.current?.click()}>
        {value || onFile ? licenseStrings.replace : licenseStrings.pick}
      </Button>
    </Box>
  );
}
