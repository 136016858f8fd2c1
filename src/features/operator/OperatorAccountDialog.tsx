/**
 * The 运营账号 page's form: a new operator (e-mail, name, first password, roles — the rules of
 * `npm run operator:create`, checked again by the server) or an existing one's name and roles.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { OperatorAccount } from '../../contract/operator-accounts';
import {
  OPERATOR_ROLE_HINTS,
  OPERATOR_ROLE_NAMES,
  OPERATOR_ROLES,
  type OperatorRole,
} from '../../contract/operator-roles';
import { ApiError, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Checkbox } from '../../ui/choice';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { vars } from '../../ui/theme';
import { DialogFooter, refresh, showWriteFailure } from './common';

const RoleList = styled.div`
  display: grid;
  gap: 6px;
  small {
    color: ${vars.textSecondary};
    margin-left: 6px;
  }
`;

type Errors = Partial<Record<'Email' | 'Name' | 'Password' | 'Roles', string>>;

export function OperatorAccountDialog({ account, onClose }: { account: OperatorAccount | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState(account?.Name ?? '');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>(account?.Roles ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const toggle = (role: OperatorRole, on: boolean) =>
    setRoles((r) => (on ? [...r, role] : r.filter((x) => x !== role)));

  const submit = async () => {
    const next: Errors = {};
    if (!account && !email.trim()) next.Email = '请填写邮箱';
    if (!name.trim()) next.Name = '请填写姓名';
    if (!account && password.length < 12) next.Password = '运营账号的密码至少 12 位';
    if (roles.length === 0) next.Roles = '请至少选择一个角色';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      if (account) {
        await call('PUT /api/Operator/operators/:id', {
          params: { id: account.Id },
          body: { Name: name.trim(), Roles: roles },
        });
        showMessage('success', `已更新 ${account.Email}`);
      } else {
        const created = await call('POST /api/Operator/operators', {
          body: { Email: email.trim(), Name: name.trim(), Password: password, Roles: roles },
        });
        showMessage('success', `已创建运营账号 ${created.Email}`);
      }
      refresh('/api/Operator/operators');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.field) setErrors({ [e.field]: e.message });
      else showWriteFailure(e);
    } finally {
      setSaving(false);
    }
  };

  const title = account ? `编辑运营账号 ${account.Email}` : '新建运营账号';
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {account ? null : (
          <FormField label="邮箱" required error={errors.Email}>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </FormField>
        )}
        <FormField label="姓名" required error={errors.Name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={32} />
        </FormField>
        {account ? null : (
          <FormField
            label="初始密码"
            required
            error={errors.Password}
            hint="至少 12 位，含字母和数字，不含邮箱用户名；也可创建后发送重置密码邮件"
          >
            <Input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
            />
          </FormField>
        )}
        <FormField label="角色" required group error={errors.Roles}>
          <RoleList>
            {OPERATOR_ROLES.map((role) => (
              <Checkbox key={role} checked={roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)}>
                {OPERATOR_ROLE_NAMES[role]}
                <small>{OPERATOR_ROLE_HINTS[role]}</small>
              </Checkbox>
            ))}
          </RoleList>
        </FormField>
      </form>
    </Dialog>
  );
}
