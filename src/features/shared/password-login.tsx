/**
 * The sign-in form of the buyer's login and of the console's, in one place: e-mail and password, then the
 * 图形验证码 once the server answers `CaptchaRequired` (single use: every failed attempt shows a new image). How a
 * refusal is shown: the captcha's on its field, a 400 (邮箱或密码错误) on the password, anything else (403 disabled,
 * 429 too many attempts, 5xx, offline) once in the notice above the fields — the call is silent, so no toast
 * repeats it.
 */
import { useState } from 'react';
import { ApiError } from '../../core/http';
import { Alert } from '../../ui/feedback';
import { type FieldRuleOptions, FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { FieldsPlaceholder, PasswordInput } from './account-card';
import { CaptchaField, type CaptchaState, useCaptcha } from './captcha';
import { useForm } from './lazy-form';
import { Slice } from './slice';

export interface PasswordLoginValues {
  Email: string;
  Password: string;
  CaptchaCode: string;
}

export interface PasswordLoginBody {
  Email: string;
  Password: string;
  CaptchaId?: string;
  CaptchaCode?: string;
}

/** The form's state; `attempt` sends the body and throws the server's refusal. Call inside a withLazyForm view. */
export function usePasswordLogin(initialCaptcha: boolean, attempt: (body: PasswordLoginBody) => Promise<void>) {
  const [captchaRequired, setCaptchaRequired] = useState(initialCaptcha);
  const captcha = useCaptcha(captchaRequired);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<PasswordLoginValues>({
    mode: 'onTouched',
    defaultValues: { Email: '', Password: '', CaptchaCode: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await attempt({
        Email: values.Email.trim(),
        Password: values.Password,
        ...(captchaRequired && captcha.captcha
          ? { CaptchaId: captcha.captcha.CaptchaId, CaptchaCode: values.CaptchaCode.trim() }
          : {}),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setNotice('登录失败，请稍后重试');
        return;
      }
      if (captchaRequired) captcha.refresh();
      if ((error.data as { CaptchaRequired?: boolean } | undefined)?.CaptchaRequired) setCaptchaRequired(true);
      form.setValue('CaptchaCode', '');
      if (error.field === 'CaptchaCode') form.setError('CaptchaCode', { message: error.message });
      else if (error.status === 400) form.setError('Password', { message: error.message });
      else if (!error.aborted) setNotice(error.message);
    }
  });
  return { form, submit, captcha, captchaRequired, notice };
}

export interface PasswordLoginFieldsProps {
  login: {
    form: ReturnType<typeof usePasswordLogin>['form'];
    captcha: CaptchaState;
    captchaRequired: boolean;
    notice: string | null;
  };
  labels: { email: string; password: string; captcha: string; captchaHint: string };
  /** The e-mail field's rules (default: required, at most 254 characters). */
  emailRules?: FieldRuleOptions;
  placeholders?: { email?: string; password?: string };
}

/** The notice, the e-mail and password fields (a render slice each) and the captcha once asked for. */
export function PasswordLoginFields({ login, labels, emailRules, placeholders = {} }: PasswordLoginFieldsProps) {
  const { register, formState } = login.form;
  const errors = formState.errors;
  return (
    <>
      {login.notice ? (
        <div style={{ marginBottom: 16 }}>
          <Alert type="error">{login.notice}</Alert>
        </div>
      ) : null}
      <Slice placeholder={<FieldsPlaceholder count={1} />}>
        <FormField label={labels.email} required error={errors.Email?.message}>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={placeholders.email}
            {...register('Email', fieldRules(emailRules ?? { label: labels.email, required: true, maxLength: 254 }))}
          />
        </FormField>
      </Slice>
      <Slice placeholder={<FieldsPlaceholder count={1} />}>
        <FormField label={labels.password} required error={errors.Password?.message}>
          <PasswordInput
            autoComplete="current-password"
            placeholder={placeholders.password}
            {...register('Password', fieldRules({ label: labels.password, required: true, maxLength: 128 }))}
          />
        </FormField>
      </Slice>
      {login.captchaRequired ? (
        <CaptchaField
          state={login.captcha}
          hint={labels.captchaHint}
          error={errors.CaptchaCode?.message}
          input={register('CaptchaCode', fieldRules({ label: labels.captcha, required: true, maxLength: 16 }))}
        />
      ) : null}
    </>
  );
}
