/**
 * /operator/reset-password?token=… — the page of the link the 超级管理员 had mailed to an operator: a new
 * password (the operator password rules, checked by the server), then the operator login. Open without a session.
 */
import { useState } from 'react';
import { ApiError, call } from '../../core/http';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { AreaLink } from '../shared/back-office/area';
import type { ScreenProps } from '../shared/screen';

export default function OperatorResetScreen({ query }: ScreenProps) {
  const token = query.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) return <Alert type="error">链接不完整，请打开邮件中的完整链接</Alert>;
  if (done) {
    return (
      <Alert type="success" title="新密码已设置">
        请使用新密码 <AreaLink to="/operator/login">登录运营后台</AreaLink>。
      </Alert>
    );
  }
  const submit = async () => {
    if (password.length < 12) return setError({ field: 'Password', text: '运营账号的密码至少 12 位' });
    if (password !== again) return setError({ field: 'Again', text: '两次输入的密码不一致' });
    setError(null);
    setSaving(true);
    try {
      await call('POST /api/Operator/password/reset', { body: { Token: token, Password: password }, silent: true });
      setDone(true);
    } catch (e) {
      const text = e instanceof ApiError && e.status !== 0 ? e.message : '网络连接失败，请稍后重试';
      setError({ field: e instanceof ApiError && e.field === 'Password' ? 'Password' : 'Token', text });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      aria-labelledby="op-reset-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1 id="op-reset-title">设置运营账号新密码</h1>
      {error?.field === 'Token' ? <Alert type="error">{error.text}</Alert> : null}
      <FormField
        label="新密码"
        required
        hint="至少 12 位，含字母和数字"
        error={error?.field === 'Password' ? error.text : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormField label="再次输入" required error={error?.field === 'Again' ? error.text : undefined}>
        <Input type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} />
      </FormField>
      <Button type="submit" variant="primary" block loading={saving}>
        设置新密码
      </Button>
    </form>
  );
}
