/**
 * The operator login (route /operator/login and inside `<b2b-operator>` when nobody is logged in):
 * e-mail and password of a 运营 account (not a company account), then the console's page asked for
 * (`redirect`, only /operator/… paths) or the dashboard. After 3 failed attempts the server asks for a
 * 图形验证码 (`CaptchaRequired`): the field appears, with a new image after every failed attempt.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ApiError } from '../../core/http';
import { $operatorSession, OPERATOR_HOME, operatorLogin, operatorLogout } from '../../core/operator-session';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { AuthCard, FieldsPlaceholder, PasswordInput, StatePanel } from '../shared/account-card';
import { useAreaGo } from '../shared/back-office/area';
import { CaptchaField, useCaptcha } from '../shared/captcha';
import { useForm, withLazyForm } from '../shared/lazy-form';
import { safeRedirect } from '../shared/redirect';
import { Slice, useSliceClock } from '../shared/slice';

/** A console path from an untrusted `redirect` value, else the dashboard. */
export function operatorRedirect(raw: string | null | undefined): string {
  const value = safeRedirect(raw);
  return /^\/operator\/(?!login)/.test(value) ? value : `${OPERATOR_HOME}/dashboard`;
}

interface Values {
  Email: string;
  Password: string;
  CaptchaCode: string;
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
  const [notice, setNotice] = useState<string | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(initialCaptcha);
  const captcha = useCaptcha(captchaRequired);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { Email: '', Password: '', CaptchaCode: '' } });

  const submit = handleSubmit(async (v) => {
    setNotice(null);
    try {
      await operatorLogin({
        Email: v.Email.trim(),
        Password: v.Password,
        ...(captchaRequired && captcha.captcha
          ? { CaptchaId: captcha.captcha.CaptchaId, CaptchaCode: v.CaptchaCode.trim() }
          : {}),
      });
      if (onDone) onDone();
      else go(target);
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { CaptchaRequired?: boolean } | undefined) : undefined;
      // A captcha is single use: every failed attempt gets a new image.
      if (captchaRequired) captcha.refresh();
      if (data?.CaptchaRequired) setCaptchaRequired(true);
      setValue('CaptchaCode', '');
      if (error instanceof ApiError && error.field === 'CaptchaCode') {
        setError('CaptchaCode', { message: error.message });
        return;
      }
      setNotice(
        error instanceof ApiError && error.status !== 0
          ? error.status === 429
            ? '登录尝试过于频繁，请稍后再试'
            : error.message
          : '网络连接失败，请稍后重试',
      );
    }
  });

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
      <form noValidate onSubmit={submit} aria-label="运营登录">
        {notice ? (
          <div style={{ marginBottom: 16 }}>
            <Alert type="error">{notice}</Alert>
          </div>
        ) : null}
        <Slice placeholder={<FieldsPlaceholder count={1} />}>
          <FormField label="邮箱" required error={errors.Email?.message}>
            <Input
              type="email"
              autoComplete="username"
              {...register('Email', fieldRules({ label: '邮箱', required: true, maxLength: 254 }))}
            />
          </FormField>
        </Slice>
        <Slice placeholder={<FieldsPlaceholder count={1} />}>
          <FormField label="密码" required error={errors.Password?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...register('Password', fieldRules({ label: '密码', required: true, maxLength: 128 }))}
            />
          </FormField>
        </Slice>
        {captchaRequired ? (
          <CaptchaField
            state={captcha}
            hint="为了账号安全，请输入图形验证码"
            error={errors.CaptchaCode?.message}
            input={register('CaptchaCode', fieldRules({ label: '图形验证码', required: true, maxLength: 16 }))}
          />
        ) : null}
        <Button type="submit" variant="primary" block loading={isSubmitting}>
          登录
        </Button>
      </form>
    </AuthCard>
  );
}

/** The form, painted before react-hook-form arrives (features/shared/lazy-form.tsx). */
export const OperatorLoginForm = withLazyForm(OperatorLoginFormView);
