/**
 * /resetpwd?token=… — the new password twice → `PUT /api/Users/password/reset` → done, link to /login.
 * The link is checked when the page opens (POST /api/Users/password/reset/check): a used or expired token (or
 * none) shows 此链接已使用或已过期 and a way to start again (/resetpassword) instead of the form.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, call } from '../../core/http';
import { Button } from '../../ui/button';
import { Alert, Spinner } from '../../ui/feedback';
import { FormField, fieldRules } from '../../ui/form';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { ActionLink, AuthCard, PasswordInput, StatePanel } from './parts';
import { authStrings as t } from './strings';
import { confirmPasswordRules, newPasswordRules } from './validation';

interface ResetValues {
  Password: string;
  ConfirmPassword: string;
}

/** Expired, used or missing link: what happened and how to start again. */
export function ResetLinkInvalid({ message }: { message?: string }) {
  return (
    <AuthCard title={t.reset.invalidTitle} part="invalid">
      <StatePanel>
        {message ? <Alert type="error">{message}</Alert> : null}
        <p style={{ marginTop: 16 }}>{t.reset.invalid}</p>
        <div className="actions">
          <ActionLink to="/resetpassword" $primary>
            {t.reset.again}
          </ActionLink>
          <ActionLink to="/login">{t.reset.toLogin}</ActionLink>
        </div>
      </StatePanel>
    </AuthCard>
  );
}

export function ResetPassword({ token }: { token: string }) {
  // A used or expired link says so at once, not after the buyer has typed a new password twice. Read on
  // every visit (`fresh`): the link is single use, a cached "valid" would outlive it.
  const check = useApiQuery<true>(token ? `POST /api/Users/password/reset/check#${token}` : null, {
    // `true`, not the (empty) answer: the cache reads an undefined answer as none yet.
    load: () =>
      call('POST /api/Users/password/reset/check', { body: { Token: token }, silent: true }).then(() => true as const),
    fresh: true,
  });
  // What the submit found out (done, or the link refused with the server's message).
  const [outcome, setOutcome] = useState<{ status: 'done' } | { status: 'invalid'; message?: string } | null>(null);
  // Only a 400 is about the link; anything else (offline, 5xx) leaves the form, whose submit will tell.
  const state:
    | { status: 'checking' }
    | { status: 'form' }
    | { status: 'done' }
    | { status: 'invalid'; message?: string } =
    outcome ??
    (!token || check.status === 400
      ? { status: 'invalid' }
      : check.pending
        ? { status: 'checking' }
        : { status: 'form' });
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ mode: 'onTouched', defaultValues: { Password: '', ConfirmPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await call('PUT /api/Users/password/reset', { body: { Token: token, Password: values.Password }, silent: true });
      setOutcome({ status: 'done' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.field === 'Password') setError('Password', { message: error.message }, { shouldFocus: true });
      // Any other 400 is about the link (Field 'Token': expired or used); the page's title already says so.
      else if (error.status === 400)
        setOutcome({ status: 'invalid', message: error.field === 'Token' ? undefined : error.message });
      // Shown here once (the call is silent, so no toast repeats it).
      else if (!error.aborted) setNotice(error.message);
    }
  });

  if (state.status === 'invalid') return <ResetLinkInvalid message={state.message} />;
  if (state.status === 'checking') {
    return (
      <AuthCard title={t.reset.title} part="checking">
        <StatePanel role="status" aria-live="polite">
          <Spinner />
          <p>{t.reset.checking}</p>
        </StatePanel>
      </AuthCard>
    );
  }
  if (state.status === 'done') {
    return (
      <AuthCard title={t.reset.doneTitle} part="done">
        <StatePanel>
          <p className="lead" role="status">
            {t.reset.done}
          </p>
          <div className="actions">
            <ActionLink to="/login" $primary>
              {t.reset.toLogin}
            </ActionLink>
          </div>
        </StatePanel>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.reset.title} subtitle={t.reset.subtitle}>
      <form noValidate onSubmit={onSubmit} aria-label={t.reset.title}>
        {notice ? (
          <div style={{ marginBottom: 16 }}>
            <Alert type="error">{notice}</Alert>
          </div>
        ) : null}
        <FormField label={t.fields.newPassword} required hint={t.password.rule} error={errors.Password?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t.placeholders.newPassword}
            {...register('Password', fieldRules(newPasswordRules(t.fields.newPassword)))}
          />
        </FormField>
        <FormField label={t.fields.confirmPassword} required error={errors.ConfirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t.placeholders.confirmPassword}
            {...register('ConfirmPassword', fieldRules(confirmPasswordRules(() => getValues('Password'))))}
          />
        </FormField>
        <Button type="submit" variant="primary" block loading={isSubmitting} part="submit">
          {t.reset.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

export default function ResetPasswordScreen({ query }: ScreenProps) {
  const token = query.get('token')?.trim() ?? '';
  return <ResetPassword key={token} token={token} />;
}
