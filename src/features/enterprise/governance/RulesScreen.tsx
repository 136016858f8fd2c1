/**
 * /enterprise/approval-rules (管理员) — 审批规则: the company's ordered rules, tried top to bottom; the first whose
 * condition an order meets decides it (1–3 levels of approval, or refused). Edited as a whole list and saved at
 * once (PUT /api/Company/approval-rules replaces it). An order matching no rule goes straight to payment; one
 * crossing a budget or limit with no rule still waits for its department's 负责人 (docs/api.md).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Category } from '../../../contract/catalogue';
import type {
  ApprovalRuleInput,
  ApprovalRuleList,
  ConditionKind,
  GovernanceUserList,
  StepKind,
} from '../../../contract/governance';
import { ApiError, announceFailure, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isAdmin } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { HeaderRow, Muted, Panel } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { SectionError } from '../../shared/section-error';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { AdminRefusal } from '../nav';
import { GOVERNANCE_USERS_URL } from './DepartmentsScreen';
import { type DraftRule, RuleCard, ruleProblem } from './RuleCard';

export const RULES_URL = '/api/Company/approval-rules';

export function draftsOf(rules: ApprovalRuleList): DraftRule[] {
  return rules.map((r, i) => ({
    key: `r${r.Id}-${i}`,
    Name: r.Name,
    Kind: r.Condition.Kind as ConditionKind,
    Amount: r.Condition.Amount ?? '',
    CategoryId: r.Condition.CategoryId ? String(r.Condition.CategoryId) : '',
    Action: r.Action === 'refuse' ? 'refuse' : 'approve',
    Steps: r.Steps.map((s) => ({ Kind: s.Kind as StepKind, UserId: s.UserId ? String(s.UserId) : '' })),
  }));
}

export function bodyOf(drafts: readonly DraftRule[]): ApprovalRuleInput[] {
  return drafts.map((d) => ({
    Name: d.Name.trim(),
    Condition: {
      Kind: d.Kind,
      ...(d.Kind === 'total' ? { Amount: d.Amount.trim() } : {}),
      ...(d.Kind === 'category' ? { CategoryId: Number(d.CategoryId) } : {}),
    },
    Action: d.Action,
    Steps:
      d.Action === 'refuse'
        ? []
        : d.Steps.map((s) => ({ Kind: s.Kind, ...(s.Kind === 'approver' ? { UserId: Number(s.UserId) } : {}) })),
  }));
}

let nextKey = 0;
const newRule = (): DraftRule => ({
  key: `new-${++nextKey}`,
  Name: '',
  Kind: 'total',
  Amount: '',
  CategoryId: '',
  Action: 'approve',
  Steps: [{ Kind: 'manager', UserId: '' }],
});

export default function RulesScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Rules />;
}

function Rules() {
  const rules = useApiQuery<ApprovalRuleList>(RULES_URL);
  const users = useApiQuery<GovernanceUserList>(GOVERNANCE_USERS_URL);
  const categories = useApiQuery<Category[]>('/api/Categories');
  const [drafts, setDrafts] = useState<DraftRule[] | null>(null);
  const [loadedFrom, setLoadedFrom] = useState<ApprovalRuleList | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A fresh answer from the server (first load, after saving) replaces the drafts: set during render.
  if (rules.data && rules.data !== loadedFrom) {
    setLoadedFrom(rules.data);
    setDrafts(draftsOf(rules.data));
  }

  if (rules.error && !rules.data) return <SectionError what="审批规则" status={rules.status} onRetry={rules.retry} />;
  if (!drafts) return <Skeleton lines={6} label="审批规则加载中" />;

  const approvers = (users.data ?? []).filter((u) => u.RoleNames.includes('审批人') || u.RoleNames.includes('管理员'));
  const update = (i: number, next: DraftRule | null) =>
    setDrafts(drafts.flatMap((d, j) => (j === i ? (next ? [next] : []) : [d])));
  const move = (i: number, by: -1 | 1) => {
    const list = [...drafts];
    const [d] = list.splice(i, 1);
    list.splice(i + by, 0, d!);
    setDrafts(list);
  };
  const save = async () => {
    const bad = drafts.map(ruleProblem).findIndex((p) => p !== null);
    if (bad >= 0) {
      setProblem(`第 ${bad + 1} 条规则：${ruleProblem(drafts[bad]!)}`);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await call('PUT /api/Company/approval-rules', { body: bodyOf(drafts) });
      showMessage('success', '审批规则已保存，新提交的订单按新规则处理');
      refresh(RULES_URL);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setProblem(e.takeMessage());
      else announceFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel aria-labelledby="ent-rules-title">
      <HeaderRow>
        <h1 id="ent-rules-title">审批规则</h1>
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          保存规则
        </Button>
      </HeaderRow>
      <p>
        <Muted>
          规则自上而下依次判断，订单满足的第一条规则生效；不满足任何规则的订单直接进入待支付。超出预算或个人限额但没有对应规则的订单，交由部门负责人审批。
        </Muted>
      </p>
      {problem ? (
        <Alert type="error" title="规则未保存">
          {problem}
        </Alert>
      ) : null}
      {drafts.length === 0 ? (
        <Empty description="还没有审批规则，所有订单提交后直接进入待支付" />
      ) : (
        <ol aria-label="审批规则（按顺序）" style={{ listStyle: 'none', margin: '16px 0', padding: 0 }}>
          {drafts.map((d, i) => (
            <RuleCard
              key={d.key}
              index={i}
              count={drafts.length}
              rule={d}
              approvers={approvers}
              categories={categories.data ?? []}
              onChange={(next) => update(i, next)}
              onMove={(by) => move(i, by)}
            />
          ))}
        </ol>
      )}
      <Button onClick={() => setDrafts([...drafts, newRule()])} disabled={drafts.length >= 50}>
        添加规则
      </Button>
    </Panel>
  );
}
