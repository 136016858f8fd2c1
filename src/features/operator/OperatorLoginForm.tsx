/**
 * The operator login (route /operator/login and inside `<b2b-operator>` when nobody is logged in):
 * e-mail and password of a 运营 account (not a company account), then the console's page asked for
 * (`redirect`, only /operator/… paths) or the dashboard. After 3 failed attempts the server asks for a
 * 图形验证码 (`CaptchaRequired`): the field appears, with a new image after every failed attempt.
 */
import { useStore } from '@nanostores/react';
import { $operatorSession, OPERATOR_HOME, operatorLogin, operatorLogout } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { AuthCard, StatePanel } from '../shared/account-card';
import { useAreaGo } from '../shared/back-office/area';
import { withLazyForm } from '../shared/lazy-form';
import { PasswordLoginFields, usePasswordLogin } from '../shared/password-login';
import { safeRedirect } from '../shared/redirect';
import { useSliceClock } from '../shared/slice';

/** A console path from an untrusted `redirect` value, else the dashboard. */
export function operatorRedirect(raw: string | null | undefined): string {
  const value = safeRedirect(raw);
  return /^\/operator\/(?!login)/.test(value) ? value : `${OPERATOR_HOME}/dashboard`;
}

function OperatorLoginFormView({
  redirect,
  onDone,
  initialCaptcha = false,
}: {
  redirect?: string | null;
  onDone?: () => void;
  /** Starts with the captcha shown (stories). */
  initialCaptcha?: boolean;
}) {
  // The fields are render slices (the widget's first render stays in short tasks): the card before them counts.
  useSliceClock();
  const session = useStore($operatorSession);
  const go = useAreaGo();
  const target = operatorRedirect(redirect);
  const login = usePasswordLogin(initialCaptcha, async (body) => {
    await operatorLogin(body);
    if (onDone) onDone();
    else go(target);
  });
  const isSubmitting = login.form.formState.isSubmitting;

  if (session.token && !isSubmitting) {
    return (
      <AuthCard title="运营登录">
        <StatePanel>
          <p className="lead">您已登录运营后台{session.operator ? `（${session.operator.Name}）` : ''}。</p>
          <div className="actions">
            <Button variant="primary" onClick={() => (onDone ? onDone() : go(target))}>
              进入运营后台
            </Button>
            <Button onClick={operatorLogout}>退出登录</Button>
          </div>
        </StatePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="运营登录" subtitle="平台运营人员专用，企业采购账号请在商城登录">
      <form noValidate onSubmit={login.submit} aria-label="运营登录">
        <PasswordLoginFields
          login={login}
          labels={{
            email: '邮箱',
            password: '密码',
            captcha: '图形验证码',
            captchaHint: '为了账号安全，请输入图形验证码',
          }}
        />
        <Button type="submit" variant="primary" block loading={isSubmitting}>
          登录
        </Button>
      </form>
    </AuthCard>
  );
}

/** The form, painted before react-hook-form arrives (features/shared/lazy-form.tsx). */
export const OperatorLoginForm = withLazyForm(OperatorLoginFormView);
