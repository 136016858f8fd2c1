/**
 * 新建 / 编辑部门: name, parent (not itself or below it), 负责人 and the optional budget per 月 / 季 / 年
 * (an exact amount, at most two places). The server re-checks all of it (a cycle is 400 ParentId).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Department, DepartmentBody, GovernanceUser } from '../../../contract/governance';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { Dialog } from '../../../ui/dialog';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { DialogFooter, markServerField } from '../../shared/forms';
import { FormGrid } from '../../shared/layout';
import { refresh } from '../../shared/use-api-query';
import { isAmount, MONEY_HINT, PERIOD_OPTIONS } from './strings';

type Values = { Name: string; ParentId: string; ManagerUserId: string; Period: string; Amount: string };

/** The ids of `id` and every department below it (a parent may not be one of them). */
export function subtreeOf(all: readonly Department[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of all)
      if (d.ParentId !== null && ids.has(d.ParentId) && !ids.has(d.Id)) {
        ids.add(d.Id);
        grew = true;
      }
  }
  return ids;
}

export function DepartmentDialog({
  department,
  departments,
  users,
  onClose,
}: {
  department: Department | null;
  departments: readonly Department[];
  users: readonly GovernanceUser[];
  onClose: () => void;
}) {
  const { register, handleSubmit, formState, setError, watch } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      Name: department?.Name ?? '',
      ParentId: department?.ParentId ? String(department.ParentId) : '',
      ManagerUserId: department?.ManagerUserId ? String(department.ManagerUserId) : '',
      Period: department?.Budget?.Period ?? '',
      Amount: department?.Budget?.Amount ?? '',
    },
  });
  const [saving, setSaving] = useState(false);
  const errors = formState.errors;
  const below = department ? subtreeOf(departments, department.Id) : new Set<number>();
  const hasBudget = watch('Period') !== '';
  const submit = handleSubmit(async (v) => {
    setSaving(true);
    const body: DepartmentBody = {
      Name: v.Name.trim(),
      ParentId: v.ParentId ? Number(v.ParentId) : null,
      ManagerUserId: v.ManagerUserId ? Number(v.ManagerUserId) : null,
      Budget: v.Period ? { Period: v.Period as 'month' | 'quarter' | 'year', Amount: v.Amount.trim() } : null,
    };
    try {
      if (department) await call('PUT /api/Company/departments/:id', { params: { id: department.Id }, body });
      else await call('POST /api/Company/departments', { body });
      showMessage('success', department ? `部门“${body.Name}”已保存` : `已新建部门“${body.Name}”`);
      refresh('/api/Company/departments');
      refresh('/api/Company/budgets');
      onClose();
    } catch (e) {
      markServerField(e, setError, ['Name', 'ParentId', 'ManagerUserId', 'Amount']);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={department ? `编辑部门：${department.Name}` : '新建部门'}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form onSubmit={submit} noValidate aria-label={department ? '编辑部门' : '新建部门'}>
        <FormField label="部门名称" required error={errors.Name?.message}>
          <Input {...register('Name', fieldRules({ label: '部门名称', required: true, maxLength: 64 }))} />
        </FormField>
        <FormGrid>
          <FormField label="上级部门" error={errors.ParentId?.message}>
            <Select
              placeholder="无（顶级部门）"
              options={departments.filter((d) => !below.has(d.Id)).map((d) => ({ value: String(d.Id), label: d.Name }))}
              {...register('ParentId')}
            />
          </FormField>
          <FormField label="负责人" error={errors.ManagerUserId?.message} hint="负责人审批本部门及下级部门的订单">
            <Select
              placeholder="未设置"
              options={users.map((u) => ({ value: String(u.Id), label: u.Name || u.Email }))}
              {...register('ManagerUserId')}
            />
          </FormField>
        </FormGrid>
        <FormGrid>
          <FormField label="预算周期">
            <Select placeholder="不设预算" options={PERIOD_OPTIONS} {...register('Period')} />
          </FormField>
          <FormField label="预算金额（元）" required={hasBudget} error={errors.Amount?.message} hint={MONEY_HINT}>
            <Input
              inputMode="decimal"
              disabled={!hasBudget}
              {...register(
                'Amount',
                fieldRules({
                  label: '预算金额',
                  required: hasBudget,
                  check: (t) => !hasBudget || isAmount(t) || '金额格式不正确（最多两位小数）',
                }),
              )}
            />
          </FormField>
        </FormGrid>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
