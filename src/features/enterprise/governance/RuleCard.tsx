/**
 * One approval rule in the editor: its name, condition (金额 ≥ / 超出个人限额 / 超出部门预算 / 含某类商品),
 * what happens (1–3 levels of approval, or 拒绝下单) and its place in the order (上移 / 下移 / 删除).
 */
import styled from 'styled-components';
import type { Category } from '../../../contract/catalogue';
import type { ConditionKind, GovernanceUser, StepKind } from '../../../contract/governance';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { vars } from '../../../ui/theme';
import { Actions, FormGrid } from '../../shared/layout';
import { CONDITION_LABEL, isAmount, STEP_LABEL } from './strings';

export interface DraftStep {
  Kind: StepKind;
  UserId: string;
}
export interface DraftRule {
  key: string;
  Name: string;
  Kind: ConditionKind;
  Amount: string;
  CategoryId: string;
  Action: 'approve' | 'refuse';
  Steps: DraftStep[];
}

/** What keeps the rule from being saved, or null. */
export function ruleProblem(d: DraftRule): string | null {
  if (d.Kind === 'total' && !isAmount(d.Amount)) return '请填写订单金额（最多两位小数）';
  if (d.Kind === 'category' && !d.CategoryId) return '请选择商品分类';
  if (d.Action === 'approve' && d.Steps.length === 0) return '请至少设置一级审批';
  if (d.Action === 'approve' && d.Steps.some((s) => s.Kind === 'approver' && !s.UserId)) return '请选择指定审批人';
  return null;
}

const Card = styled.li`
  margin-bottom: 12px;
  padding: 16px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  h2 {
    margin: 0 0 12px;
    font-size: 15px;
  }
  fieldset {
    margin: 0 0 8px;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const StepRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
`;

const CONDITIONS = (['total', 'limit', 'budget', 'category'] as const).map((value) => ({
  value,
  label: CONDITION_LABEL[value],
}));
const STEPS = (['manager', 'approver', 'finance'] as const).map((value) => ({ value, label: STEP_LABEL[value] }));

export function RuleCard({
  index,
  count,
  rule,
  approvers,
  categories,
  onChange,
  onMove,
}: {
  index: number;
  count: number;
  rule: DraftRule;
  approvers: readonly GovernanceUser[];
  categories: readonly Category[];
  onChange: (next: DraftRule | null) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const n = index + 1;
  const set = (patch: Partial<DraftRule>) => onChange({ ...rule, ...patch });
  const setStep = (i: number, patch: Partial<DraftStep> | null) =>
    set({ Steps: rule.Steps.flatMap((s, j) => (j === i ? (patch ? [{ ...s, ...patch }] : []) : [s])) });
  return (
    <Card aria-labelledby={`rule-${rule.key}`}>
      <h2 id={`rule-${rule.key}`}>
        第 {n} 条{rule.Name ? `：${rule.Name}` : ''}
      </h2>
      <FormGrid>
        <FormField label={`第 ${n} 条规则名称（选填）`}>
          <Input value={rule.Name} maxLength={64} onChange={(e) => set({ Name: e.target.value })} />
        </FormField>
        <FormField label={`第 ${n} 条规则条件`}>
          <Select
            options={CONDITIONS}
            value={rule.Kind}
            onChange={(e) => set({ Kind: e.target.value as ConditionKind })}
          />
        </FormField>
      </FormGrid>
      {rule.Kind === 'total' ? (
        <FormField label={`第 ${n} 条规则金额（元）`} required hint="订单金额达到或超过此金额时生效">
          <Input inputMode="decimal" value={rule.Amount} onChange={(e) => set({ Amount: e.target.value })} />
        </FormField>
      ) : null}
      {rule.Kind === 'category' ? (
        <FormField label={`第 ${n} 条规则商品分类`} required hint="含此分类（或其下级分类）商品的订单">
          <Select
            placeholder="请选择分类"
            options={categories.map((c) => ({ value: String(c.Id), label: c.Name }))}
            value={rule.CategoryId}
            onChange={(e) => set({ CategoryId: e.target.value })}
          />
        </FormField>
      ) : null}
      <FormField label={`第 ${n} 条规则处理方式`}>
        <Select
          options={[
            { value: 'approve', label: '需审批' },
            { value: 'refuse', label: '拒绝下单' },
          ]}
          value={rule.Action}
          onChange={(e) => set({ Action: e.target.value as 'approve' | 'refuse' })}
        />
      </FormField>
      {rule.Action === 'approve' ? (
        <fieldset>
          <legend>审批步骤（按顺序，1–3 级）</legend>
          {rule.Steps.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position; levels have no identity of their own
            <StepRow key={i}>
              <span>第 {i + 1} 级</span>
              <Select
                size="sm"
                block={false}
                aria-label={`第 ${n} 条规则第 ${i + 1} 级审批`}
                options={STEPS}
                value={s.Kind}
                onChange={(e) => setStep(i, { Kind: e.target.value as StepKind })}
              />
              {s.Kind === 'approver' ? (
                <Select
                  size="sm"
                  block={false}
                  aria-label={`第 ${n} 条规则第 ${i + 1} 级审批人`}
                  placeholder="选择审批人"
                  options={approvers.map((u) => ({ value: String(u.Id), label: u.Name || u.Email }))}
                  value={s.UserId}
                  onChange={(e) => setStep(i, { UserId: e.target.value })}
                />
              ) : null}
              <Button
                size="sm"
                variant="text"
                disabled={rule.Steps.length <= 1}
                onClick={() => setStep(i, null)}
                aria-label={`删除第 ${n} 条规则第 ${i + 1} 级`}
              >
                删除
              </Button>
            </StepRow>
          ))}
          {rule.Steps.length < 3 ? (
            <Button size="sm" onClick={() => set({ Steps: [...rule.Steps, { Kind: 'finance', UserId: '' }] })}>
              添加一级
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <Actions>
        <Button
          size="sm"
          variant="text"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`上移第 ${n} 条规则`}
        >
          上移
        </Button>
        <Button
          size="sm"
          variant="text"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`下移第 ${n} 条规则`}
        >
          下移
        </Button>
        <Button size="sm" variant="text" onClick={() => onChange(null)} aria-label={`删除规则（第 ${n} 条）`}>
          删除规则
        </Button>
      </Actions>
    </Card>
  );
}
