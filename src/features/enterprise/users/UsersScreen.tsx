/**
 * /enterprise/users (管理员) — the company's users and pending invitations: invite by e-mail (the mail
 * leads to /invite), resend / withdraw, disable / enable, and one editor per user for their roles (several may be
 * held), department and limits (GovernanceUserDialog), with each role's rights listed under the list. The last
 * enabled admin cannot lose 管理员 or be disabled (the server answers 409 "至少保留一名管理员"; disabled here).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CompanyUser, CompanyUsersPage, InviteBody } from '../../../contract/company';
import { formatDateTime, formatDeadline } from '../../../contract/dates';
import { RoleName, UserStateName } from '../../../contract/enums';
import type { DepartmentList, GovernanceUser, GovernanceUserList } from '../../../contract/governance';
import { isEmail } from '../../../contract/validators';
import { ApiError, announceFailure, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { $isAdmin, $session } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Dialog, useConfirm } from '../../../ui/dialog';
import { Alert } from '../../../ui/feedback';
import { FormField, fieldRules } from '../../../ui/form';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { COLUMN_WIDTH, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { DialogFooter, markServerField } from '../../shared/forms';
import { KeywordSearch } from '../../shared/keyword-search';
import { Actions, Muted, Wrap } from '../../shared/layout';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { ListPanel, useKeywordPage } from '../ListPanel';
import { AdminRefusal } from '../nav';
import { GovernanceUserDialog, LAST_ADMIN_MESSAGE } from './GovernanceUserDialog';
import { RoleRights } from './RoleRights';

const ROLE_OPTIONS = [
  { value: RoleName.Admin, label: RoleName.Admin },
  { value: RoleName.Buyer, label: RoleName.Buyer },
];

const isAdminUser = (u: CompanyUser) => u.UserRoleNames.includes(RoleName.Admin);

export default function UsersScreen(_props: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) return <AdminRefusal />;
  return <Users />;
}

function failure(e: unknown) {
  const lastAdmin = e instanceof ApiError && e.status === 409 && /管理员/.test(e.message);
  announceFailure(e, lastAdmin ? LAST_ADMIN_MESSAGE : undefined);
}

function Users() {
  const me = useStore($session).user;
  const { keyword, page, setPage, search, url } = useKeywordPage('/api/Company/users');
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const { data, error, loading, retry } = useApiQuery<CompanyUsersPage>(url);
  const governance = useApiQuery<GovernanceUserList>('/api/Company/users/governance');
  const departments = useApiQuery<DepartmentList>('/api/Company/departments');
  const [governing, setGoverning] = useState<GovernanceUser | null>(null);
  const governanceOf = (u: CompanyUser) =>
    u.State === 'invited' ? undefined : governance.data?.find((g) => g.Id === u.Id);
  const rows = data?.Items ?? [];
  // Enabled admins visible on this page; the only one (when the list is complete) cannot be demoted or disabled.
  const enabledAdmins = rows.filter((u) => u.State === 'active' && isAdminUser(u)).length;
  const complete = data ? data.Total <= rows.length && keyword === '' : false;
  const onlyAdmin = (u: CompanyUser) => complete && u.State === 'active' && isAdminUser(u) && enabledAdmins <= 1;

  const run = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      showMessage('success', done);
      refresh('/api/Company/users');
    } catch (e) {
      failure(e);
    } finally {
      setBusy(null);
    }
  };

  const toggle = async (u: CompanyUser) => {
    const enable = u.State === 'disabled';
    if (
      !enable &&
      !(await confirm({
        title: '停用用户',
        content: `停用后 ${u.Name || u.Email} 将立即退出登录且无法再登录，确定停用吗？`,
        confirmText: '停用',
        danger: true,
      }))
    )
      return;
    await run(
      `state-${u.Id}`,
      () => call('PUT /api/Company/users/:id/state', { params: { id: u.Id }, body: { Enabled: enable } }),
      enable ? '用户已启用' : '用户已停用',
    );
  };

  const resend = (u: CompanyUser) =>
    void run(
      `resend-${u.Id}`,
      () => call('POST /api/Company/users/invitations/:id/resend', { params: { id: u.InvitationId ?? u.Id } }),
      `邀请邮件已重新发送至 ${u.Email}`,
    );

  const withdraw = async (u: CompanyUser) => {
    if (
      !(await confirm({
        title: '撤回邀请',
        content: `撤回后发给 ${u.Email} 的邀请链接将失效，确定撤回吗？`,
        confirmText: '撤回',
        danger: true,
      }))
    )
      return;
    await run(
      `withdraw-${u.Id}`,
      () => call('DELETE /api/Company/users/invitations/:id', { params: { id: u.InvitationId ?? u.Id } }),
      '邀请已撤回',
    );
  };

  const columns: TableColumn<CompanyUser>[] = [
    {
      key: 'Name',
      width: 100,
      title: '姓名',
      render: (u) => (
        <Wrap>
          {u.Name || '—'}
          {me && u.State !== 'invited' && u.Id === me.Id ? <Muted>（我）</Muted> : null}
        </Wrap>
      ),
    },
    { key: 'Email', title: '邮箱', render: (u) => <Wrap>{u.Email}</Wrap> },
    { key: 'Mobile', width: COLUMN_WIDTH.mobile, title: '手机号', nowrap: true, render: (u) => u.Mobile || '—' },
    {
      key: 'Role',
      width: 150,
      title: '角色',
      render: (u) => {
        const g = governanceOf(u);
        const name = u.Name || u.Email;
        return (
          <Wrap>
            {(g?.RoleNames ?? u.UserRoleNames).map((r) => (
              <Tag key={r} color={r === RoleName.Admin ? 'primary' : 'default'}>
                {r}
              </Tag>
            ))}
            {g ? (
              <>
                <br />
                <Button
                  size="sm"
                  variant="text"
                  disabled={busy !== null}
                  onClick={() => setGoverning(g)}
                  aria-label={`编辑角色 ${name}（角色、部门与限额）`}
                >
                  编辑角色
                </Button>
              </>
            ) : null}
          </Wrap>
        );
      },
    },
    {
      key: 'Governance',
      width: 128,
      title: '部门与限额',
      render: (u) => {
        const g = governanceOf(u);
        if (!g) return <Muted>—</Muted>;
        return (
          <Wrap>
            {departments.data?.find((d) => d.Id === g.DepartmentId)?.Name ?? '未分配部门'}
            {g.Limits.PerOrder ? <Muted> 单笔 ≤ {formatMoney(g.Limits.PerOrder)}</Muted> : null}
            {g.Limits.PerPeriod ? <Muted> 周期 ≤ {formatMoney(g.Limits.PerPeriod)}</Muted> : null}
          </Wrap>
        );
      },
    },
    {
      key: 'State',
      width: 88,
      title: '状态',
      nowrap: true,
      render: (u) => (
        <Tag color={u.State === 'active' ? 'success' : u.State === 'invited' ? 'processing' : 'default'}>
          {UserStateName[u.State]}
        </Tag>
      ),
    },
    {
      key: 'CreatedAt',
      width: COLUMN_WIDTH.dateTime,
      title: '加入 / 邀请时间',
      // Wraps: an invitation's line adds its expiry, which would widen a one-line column past its width.
      render: (u) =>
        u.State === 'invited' && u.ExpiresAt
          ? `${formatDateTime(u.CreatedAt)}（${formatDeadline(u.ExpiresAt)} 失效）`
          : formatDateTime(u.CreatedAt),
    },
    {
      key: 'actions',
      width: 156,
      title: '操作',
      nowrap: true,
      render: (u) =>
        u.State === 'invited' ? (
          <Actions>
            <Button
              size="sm"
              variant="text"
              loading={busy === `resend-${u.Id}`}
              disabled={busy !== null}
              onClick={() => resend(u)}
              aria-label={`重新发送邀请给 ${u.Email}`}
            >
              重新发送
            </Button>
            <Button
              size="sm"
              variant="text"
              disabled={busy !== null}
              onClick={() => void withdraw(u)}
              aria-label={`撤回对 ${u.Email} 的邀请`}
            >
              撤回
            </Button>
          </Actions>
        ) : (
          <Actions>
            <Button
              size="sm"
              variant="text"
              disabled={busy !== null || (u.State === 'active' && onlyAdmin(u))}
              title={u.State === 'active' && onlyAdmin(u) ? LAST_ADMIN_MESSAGE : undefined}
              onClick={() => void toggle(u)}
              aria-label={`${u.State === 'disabled' ? '启用' : '停用'} ${u.Name || u.Email}`}
            >
              {u.State === 'disabled' ? '启用' : '停用'}
            </Button>
          </Actions>
        ),
    },
  ];

  return (
    <ListPanel
      id="ent-users-title"
      title="企业用户"
      action={
        <Button variant="primary" onClick={() => setInviting(true)}>
          邀请用户
        </Button>
      }
      table={{
        caption: '企业用户列表',
        columns,
        data: rows,
        rowKey: (u) => `${u.State === 'invited' ? 'i' : 'u'}${u.Id}`,
        loading,
        error,
        onRetry: retry,
        emptyText: keyword ? `没有找到与“${keyword}”相关的用户` : '还没有其他用户，邀请同事一起采购吧',
        emptyAction: !keyword ? (
          <Button size="sm" variant="primary" onClick={() => setInviting(true)}>
            邀请用户
          </Button>
        ) : undefined,
        minWidth: 1010,
      }}
      paging={{ page, total: data?.Total ?? 0, onChange: setPage }}
      after={
        <>
          {/* Under the list, not above it: known only once the users have loaded, above the table it moved the
              search and the table down as it appeared (a layout shift). */}
          {rows.some(onlyAdmin) ? (
            <div style={{ marginTop: 16 }}>
              <Alert type="info">
                您是本企业唯一的管理员：不能停用自己或取消自己的管理员角色。请先将其他用户设为管理员。
              </Alert>
            </div>
          ) : null}
          <RoleRights />
          {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
          {governing ? (
            <GovernanceUserDialog
              user={governing}
              onlyAdmin={rows.some((u) => u.State !== 'invited' && u.Id === governing.Id && onlyAdmin(u))}
              departments={departments.data ?? []}
              onClose={() => {
                setGoverning(null);
                refresh('/api/Company/users/governance');
              }}
            />
          ) : null}
          {confirmElement}
        </>
      }
    >
      <KeywordSearch label="搜索用户" placeholder="姓名、邮箱或手机号" onSearch={search} />
    </ListPanel>
  );
}

type InviteValues = { Email: string; Name: string; RoleName: string };

function InviteDialog({ onClose }: { onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<InviteValues>({
    mode: 'onTouched',
    defaultValues: { Email: '', Name: '', RoleName: RoleName.Buyer },
  });
  const [saving, setSaving] = useState(false);
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    setSaving(true);
    try {
      const body = { Email: v.Email.trim(), Name: v.Name.trim(), RoleName: v.RoleName } as InviteBody;
      await call('POST /api/Company/users/invitations', { body });
      showMessage('success', `邀请邮件已发送至 ${body.Email}，7 天内有效`);
      refresh('/api/Company/users');
      onClose();
    } catch (e) {
      if (!markServerField(e, setError, ['Email', 'Name', 'RoleName']) && e instanceof ApiError && e.status === 409) {
        setError('Email', { type: 'server', message: e.message || '该邮箱已注册或已被邀请' });
      }
    } finally {
      setSaving(false);
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title="邀请用户"
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} submitText="发送邀请" />}
    >
      <form onSubmit={submit} noValidate aria-label="邀请用户">
        <FormField label="邮箱" required error={errors.Email?.message} hint="对方将收到一封带有注册链接的邮件">
          <Input
            type="email"
            {...register(
              'Email',
              fieldRules({ label: '邮箱', required: true, check: (m) => isEmail(m) || '邮箱格式不正确' }),
            )}
          />
        </FormField>
        <FormField label="姓名" error={errors.Name?.message}>
          <Input {...register('Name', fieldRules({ label: '姓名', maxLength: 32 }))} />
        </FormField>
        <FormField label="角色" required error={errors.RoleName?.message}>
          <Select
            options={ROLE_OPTIONS}
            {...register('RoleName', fieldRules({ label: '角色', required: true, select: true }))}
          />
        </FormField>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
