/**
 * /enterprise/info — the company: everyone in the company reads it, 管理员 edits it
 * (PUT /api/Company/info; a complete form goes to the platform's review — StatusEnum 20 — and an
 * operator approves it or rejects it with a reason shown here).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { CompanyInfo, CompanyInfoUpdate } from '../../../contract/company';
import { CompanyStatus, CompanyStatusName } from '../../../contract/enums';
import { creditCodeProblem } from '../../../contract/validators';
import { COMPANY_REMINDER_STATUS } from '../../../core/constants';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { mutateCache } from '../../../core/query';
import { $companyRejection, $companyReminder, $isAdmin, loadProfile } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Alert, Skeleton } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Tag, type TagColor } from '../../../ui/tag';
import { markServerField } from '../../shared/forms';
import { LicenseImageField, licenseHint, licenseStrings } from '../../shared/LicenseImageField';
import { FactList, FormGrid, HeaderRow, Panel, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { AdminOnlyNote, errorText } from '../screen-text';
import { RegionsSection } from './RegionsSection';

const FIELDS = ['Name', 'CreditCode', 'RegisteredAddress', 'ContactName', 'ContactPhone', 'Industry', 'Size'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export const COMPANY_SIZES = ['1–49 人', '50–199 人', '200–999 人', '1000–4999 人', '5000 人以上'];

const STATUS_COLOR: Record<number, TagColor> = { 10: 'warning', 20: 'processing', 30: 'success', 40: 'error' };

const Dl = styled(FactList).attrs({ $labelWidth: 140 })``;

const LABELS: Record<keyof Values, string> = {
  Name: '企业名称',
  CreditCode: '统一社会信用代码',
  RegisteredAddress: '注册地址',
  ContactName: '联系人',
  ContactPhone: '联系电话',
  Industry: '所属行业',
  Size: '企业规模',
};

function toValues(c: CompanyInfo): Values {
  return {
    Name: c.Name ?? '',
    CreditCode: c.CreditCode ?? '',
    RegisteredAddress: c.RegisteredAddress ?? '',
    ContactName: c.ContactName ?? '',
    ContactPhone: c.ContactPhone ?? '',
    Industry: c.Industry ?? '',
    Size: c.Size ?? '',
  };
}

export function statusText(status: number | null): string {
  return status === null ? '未提交' : (CompanyStatusName[status] ?? `状态 ${status}`);
}

export default function EnterpriseInfoScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  const reminder = useStore($companyReminder);
  const rejection = useStore($companyRejection);
  const { data, error, retry } = useApiQuery<CompanyInfo>('/api/Company/info');
  const [editing, setEditing] = useState(false);

  return (
    <Panel aria-labelledby="ent-info-title">
      <HeaderRow>
        <h1 id="ent-info-title">企业信息</h1>
        {data && isAdmin && !editing ? (
          <Button variant="primary" onClick={() => setEditing(true)}>
            编辑信息
          </Button>
        ) : null}
      </HeaderRow>
      {rejection !== null && !editing ? (
        <Alert type="error" title="企业认证未通过">
          {rejection ? `驳回原因：${rejection}。` : ''}
          {isAdmin ? '请修改企业信息后重新提交审核。' : '请联系本企业管理员修改后重新提交。'}
        </Alert>
      ) : reminder && !editing ? (
        data?.StatusEnum === COMPANY_REMINDER_STATUS ? (
          <Alert type="info" title="企业信息审核中">
            平台正在审核您提交的企业信息，审核结果将通过邮件通知企业管理员。
          </Alert>
        ) : (
          <Alert type="warning" title="企业信息待完善">
            {isAdmin
              ? '请完善企业信息（名称、统一社会信用代码、注册地址、联系人和电话），提交后由平台审核认证。'
              : '企业信息尚未完善，请联系本企业管理员补充。'}
          </Alert>
        )
      ) : null}
      {error && !data ? (
        <Alert
          type="error"
          title="企业信息加载失败"
          action={
            <Button size="sm" onClick={retry}>
              重试
            </Button>
          }
        >
          {errorText(error)}
        </Alert>
      ) : !data ? (
        <Skeleton lines={7} label="企业信息加载中" />
      ) : editing && isAdmin ? (
        <InfoForm company={data} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Dl>
            <dt>认证状态</dt>
            <dd>
              <Tag color={data.StatusEnum === null ? 'default' : (STATUS_COLOR[data.StatusEnum] ?? 'default')}>
                {statusText(data.StatusEnum)}
              </Tag>
            </dd>
            {FIELDS.map((f) => (
              <div key={f} style={{ display: 'contents' }}>
                <dt>{LABELS[f]}</dt>
                <dd>
                  <Wrap>{data[f] || '未填写'}</Wrap>
                </dd>
              </div>
            ))}
          </Dl>
          {!isAdmin ? (
            <p>
              <AdminOnlyNote>企业信息仅企业管理员可修改，如需调整请联系本企业管理员。</AdminOnlyNote>
            </p>
          ) : null}
          <RegionsSection />
        </>
      )}
    </Panel>
  );
}

function InfoForm({ company, onDone }: { company: CompanyInfo; onDone: () => void }) {
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: toValues(company),
  });
  const [saving, setSaving] = useState(false);
  // The 营业执照: a new picture replaces the one on file; one is needed to be reviewed (not to edit a verified company).
  const [licenseId, setLicenseId] = useState('');
  const [licenseError, setLicenseError] = useState('');
  const needsLicense = !company.HasLicenseImage && company.StatusEnum !== CompanyStatus.Verified;
  const errors = formState.errors;
  useEffect(() => reset(toValues(company)), [company, reset]);

  const submit = handleSubmit(async (v) => {
    if (needsLicense && !licenseId) return setLicenseError(licenseStrings.required);
    const body: CompanyInfoUpdate = {
      Name: v.Name.trim(),
      CreditCode: v.CreditCode.trim().toUpperCase(),
      RegisteredAddress: v.RegisteredAddress.trim(),
      ContactName: v.ContactName.trim(),
      ContactPhone: v.ContactPhone.trim(),
      Industry: v.Industry.trim(),
      Size: v.Size,
      ...(licenseId ? { LicenseImageId: licenseId } : {}),
    };
    setSaving(true);
    try {
      const saved = await call('PUT /api/Company/info', { body });
      mutateCache('/api/Company/info', saved);
      await loadProfile().catch(() => undefined);
      showMessage('success', '企业信息已保存');
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.field === 'LicenseImageId') setLicenseError(e.takeMessage());
      else markServerField(e, setError, FIELDS);
    } finally {
      setSaving(false);
    }
  });

  const sizes =
    COMPANY_SIZES.includes(company.Size) || !company.Size ? COMPANY_SIZES : [company.Size, ...COMPANY_SIZES];
  return (
    <form onSubmit={submit} noValidate aria-label="编辑企业信息">
      <FormGrid>
        <FormField label={LABELS.Name} required error={errors.Name?.message}>
          <Input
            {...register('Name', fieldRules({ label: LABELS.Name, required: true, minLength: 2, maxLength: 128 }))}
          />
        </FormField>
        <FormField label={LABELS.CreditCode} required error={errors.CreditCode?.message} hint="18 位，含校验位">
          <Input
            maxLength={18}
            {...register(
              'CreditCode',
              fieldRules({
                label: LABELS.CreditCode,
                required: true,
                check: (v) => creditCodeProblem(v.toUpperCase()) ?? true,
              }),
            )}
          />
        </FormField>
        <FormField
          label={licenseStrings.label}
          required={needsLicense}
          error={licenseError}
          hint={licenseHint(company.HasLicenseImage === true)}
        >
          {(control) => (
            <LicenseImageField
              control={control}
              value={licenseId}
              onFile={company.HasLicenseImage === true}
              onChange={(id) => {
                setLicenseId(id);
                setLicenseError('');
              }}
              onProblem={setLicenseError}
            />
          )}
        </FormField>
        <FormField label={LABELS.RegisteredAddress} required error={errors.RegisteredAddress?.message}>
          <Input
            {...register(
              'RegisteredAddress',
              fieldRules({ label: LABELS.RegisteredAddress, required: true, maxLength: 200 }),
            )}
          />
        </FormField>
        <FormField label={LABELS.ContactName} required error={errors.ContactName?.message}>
          <Input
            {...register('ContactName', fieldRules({ label: LABELS.ContactName, required: true, maxLength: 32 }))}
          />
        </FormField>
        <FormField
          label={LABELS.ContactPhone}
          required
          error={errors.ContactPhone?.message}
          hint="手机或座机，如 010-12345678"
        >
          <Input
            type="tel"
            {...register(
              'ContactPhone',
              fieldRules({
                label: LABELS.ContactPhone,
                required: true,
                maxLength: 32,
                pattern: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/,
              }),
            )}
          />
        </FormField>
        <FormField label={LABELS.Industry} error={errors.Industry?.message}>
          <Input {...register('Industry', fieldRules({ label: LABELS.Industry, maxLength: 32 }))} />
        </FormField>
        <FormField label={LABELS.Size} error={errors.Size?.message}>
          <Select placeholder="请选择" options={sizes.map((s) => ({ value: s, label: s }))} {...register('Size')} />
        </FormField>
      </FormGrid>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button type="submit" variant="primary" loading={saving}>
          保存
        </Button>
        <Button onClick={onDone} disabled={saving}>
          取消
        </Button>
      </div>
    </form>
  );
}
