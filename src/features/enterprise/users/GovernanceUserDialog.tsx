/**
 * The one editor of a user's roles (管理员): their roles (several may be held: 管理员 / 采购员 / 审批人 / 财务,
 * each with its rights listed), department and spending limits (per order; per 月 / 季 / 年), all optional.
 * Saved with PUT /api/Company/users/{id} (`RoleNames`); the last 管理员 keeps the role (disabled here, 409 there).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { RoleName } from '../../../contract/enums';
import type { DepartmentList, GovernanceUser, GovernanceUserBody } from '../../../contract/governance';
import { GovernanceRoleNames } from '../../../contract/governance';
import { ApiError, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { Checkbox } from '../../../ui/choice';
import { Dialog } from '../../../ui/dialog';
import { Alert } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { vars } from '../../../ui/theme';
import { DialogFooter, markServerField } from '../../shared/forms';
import { FormGrid } from '../../shared/layout';
import { refresh } from '../../shared/use-api-query';
import { isAmount, MONEY_HINT, PERIOD_OPTIONS, ROLE_RIGHTS } from '../governance/strings';

export const LAST_ADMIN_MESSAGE = '至少保留一名管理员：这是企业唯一的管理员，不能停用或取消其管理员角色。';

type Values = { DepartmentId: string; PerOrder: string; PerPeriod: string; Period: string };

const Roles = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: block;
    margin-bottom: 6px;
  }
  small {
    display: block;
    margin: 0 0 8px 24px;
    color: ${vars.textSecondary};
  }
`;

const amountRule = (label: string) =>
  fieldRules({ label, check: (t) => t.trim() === '' || isAmount(t) || '金额格式不正确（最多两位小数）' });

export function GovernanceUserDialog({
  user,
  departments,
  onlyAdmin = false,
  onClose,
}: {
  user: GovernanceUser;
  departments: DepartmentList;
  /** The company's only enabled 管理员: the role stays. */
  onlyAdmin?: boolean;
  onClose: () => void;
}) {
  const [roles, setRoles] = useState<string[]>(user.RoleNames);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, watch } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      DepartmentId: user.DepartmentId ? String(user.DepartmentId) : '',
      PerOrder: user.Limits.PerOrder ?? '',
      PerPeriod: user.Limits.PerPeriod ?? '',
      Period: user.Limits.Period ?? 'month',
    },
  });
  const [saving, setSaving] = useState(false);
  const errors = formState.errors;
  const name = user.Name || user.Email;
  const submit = handleSubmit(async (v) => {
    if (roles.length === 0) return setProblem('请至少保留一个角色');
    setProblem(null);
    setSaving(true);
    const perPeriod = v.PerPeriod.trim() || null;
    const body: GovernanceUserBody = {
      DepartmentId: v.DepartmentId ? Number(v.DepartmentId) : null,
      RoleNames: roles as GovernanceUserBody['RoleNames'],
      Limits: {
        PerOrder: v.PerOrder.trim() || null,
        PerPeriod: perPeriod,
        Period: perPeriod ? (v.Period as 'month' | 'quarter' | 'year') : null,
      },
    };
    try {
      await call('PUT /api/Company/users/:id', { params: { id: user.Id }, body });
      showMessage('success', `已保存 ${name} 的角色、部门与限额`);
      refresh('/api/Company/users');
      refresh('/api/Company/departments');
      onClose();
    } catch (e) {
      if (!markServerField(e, setError, ['DepartmentId']) && e instanceof ApiError && e.status === 409)
        setProblem(e.takeMessage());
    } finally {
      setSaving(false);
    }
  });
  const toggle = (role: string, on: boolean) => setRoles(on ? [...roles, role] : roles.filter((r) => r !== role));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`角色、部门与限额：${name}`}
      width={600}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form onSubmit={submit} noValidate aria-label={`${name} 的角色、部门与限额`}>
        {problem ? <Alert type="error">{problem}</Alert> : null}
        <FormField label="所属部门" error={errors.DepartmentId?.message}>
          <Select
            placeholder="未分配部门"
            options={departments.map((d) => ({ value: String(d.Id), label: d.Name }))}
            {...register('DepartmentId')}
          />
        </FormField>
        <Roles>
          <legend>角色（可多选）</legend>
          {GovernanceRoleNames.map((role) => {
            const kept = onlyAdmin && role === RoleName.Admin && roles.includes(role);
            return (
              <div key={role}>
                <Checkbox
                  checked={roles.includes(role)}
                  disabled={kept}
                  aria-describedby={`rights-${role}`}
                  onChange={(e) => toggle(role, e.target.checked)}
                >
                  {role}
                </Checkbox>
                <small id={`rights-${role}`}>
                  {ROLE_RIGHTS.find((r) => r.role === role)?.rights}
                  {kept ? `（${LAST_ADMIN_MESSAGE}）` : ''}
                </small>
              </div>
            );
          })}
        </Roles>
        <FormGrid>
          <FormField label="单笔限额（元）" error={errors.PerOrder?.message} hint={`${MONEY_HINT}；留空不限`}>
            <Input inputMode="decimal" {...register('PerOrder', amountRule('单笔限额'))} />
          </FormField>
          <FormField label="周期限额（元）" error={errors.PerPeriod?.message} hint="周期内累计；留空不限">
            <Input inputMode="decimal" {...register('PerPeriod', amountRule('周期限额'))} />
          </FormField>
        </FormGrid>
        <FormField label="限额周期">
          <Select options={PERIOD_OPTIONS} disabled={watch('PerPeriod').trim() === ''} {...register('Period')} />
        </FormField>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
