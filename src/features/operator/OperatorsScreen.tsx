/**
 * /operator/operators (运营账号, 超级管理员 only): the platform's staff with their roles; create one, change its
 * name and roles, disable it (its open console is refused at its next request) or enable it again, and mail it a
 * link to set a new password.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { OperatorAccount, OperatorAccountList } from '../../contract/operator-accounts';
import { OPERATOR_ROLE_NAMES } from '../../contract/operator-roles';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { $operatorSession } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { useConfirm } from '../../ui/dialog';
import { Table, type TableColumn } from '../../ui/table';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { Actions, formatDateTime, HeaderRow, Muted, opErrorText, Panel, refresh, showWriteFailure } from './common';
import { OperatorAccountDialog } from './OperatorAccountDialog';

export default function OperatorsScreen(_props: ScreenProps) {
  const me = useStore($operatorSession).operator;
  const { data, error, loading, retry } = useApiQuery<OperatorAccountList>('/api/Operator/operators');
  const [editing, setEditing] = useState<OperatorAccount | 'new' | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const setEnabled = async (a: OperatorAccount, enabled: boolean) => {
    if (!enabled) {
      const ok = await confirm({
        title: '停用运营账号',
        content: `停用后 ${a.Name}（${a.Email}）将立即无法使用运营后台，已打开的页面在下一次操作时退出。`,
        confirmText: '停用',
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await call('PUT /api/Operator/operators/:id', { params: { id: a.Id }, body: { Enabled: enabled } });
      showMessage('success', `${a.Email} 已${enabled ? '启用' : '停用'}`);
    } catch (e) {
      showWriteFailure(e);
    }
    refresh('/api/Operator/operators');
  };

  const sendReset = async (a: OperatorAccount) => {
    const ok = await confirm({
      title: '重置密码',
      content: `将向 ${a.Email} 发送设置新密码的邮件（24 小时内有效）。原密码在设置新密码前仍可使用。`,
      confirmText: '发送邮件',
    });
    if (!ok) return;
    try {
      await call('POST /api/Operator/operators/:id/reset-password', { params: { id: a.Id } });
      showMessage('success', `已向 ${a.Email} 发送重置密码邮件`);
    } catch (e) {
      showWriteFailure(e);
    }
  };

  const columns: TableColumn<OperatorAccount>[] = [
    { key: 'Name', title: '姓名', nowrap: true },
    { key: 'Email', title: '邮箱' },
    { key: 'Roles', title: '角色', render: (a) => a.Roles.map((r) => OPERATOR_ROLE_NAMES[r]).join('、') },
    { key: 'Enabled', title: '状态', nowrap: true, render: (a) => (a.Enabled ? '启用' : <Muted>已停用</Muted>) },
    { key: 'CreatedAt', title: '创建时间', nowrap: true, render: (a) => formatDateTime(a.CreatedAt) },
    {
      key: 'actions',
      title: '操作',
      render: (a) => (
        <Actions>
          <Button size="sm" onClick={() => setEditing(a)} aria-label={`编辑 ${a.Email}`}>
            编辑
          </Button>
          {a.Id === me?.Id ? null : (
            <Button
              size="sm"
              variant={a.Enabled ? 'danger' : 'default'}
              onClick={() => void setEnabled(a, !a.Enabled)}
              aria-label={`${a.Enabled ? '停用' : '启用'} ${a.Email}`}
            >
              {a.Enabled ? '停用' : '启用'}
            </Button>
          )}
          {a.Enabled ? (
            <Button size="sm" onClick={() => void sendReset(a)} aria-label={`重置密码 ${a.Email}`}>
              重置密码
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="op-operators-title">
      <HeaderRow>
        <h1 id="op-operators-title">运营账号</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          新建运营账号
        </Button>
      </HeaderRow>
      <Table
        caption="运营账号"
        columns={columns}
        data={data ?? []}
        rowKey={(a) => String(a.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText="还没有运营账号"
        minWidth={860}
      />
      {editing ? (
        <OperatorAccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {confirmDialog}
    </Panel>
  );
}
