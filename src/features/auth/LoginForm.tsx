/**
 * The login form (route /login and `<b2b-login>`): e-mail and password, the captcha once the server
 * answers `CaptchaRequired`, CORE's `login()` (accepts only a result with a token, then loads the user
 * and company), then the safe `redirect` path or /home — or, with `stay` (a `<b2b-login>` on a partner page
 * without `redirect`), nowhere: the form turns into the logged-in panel on the same page.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ApiError } from '../../core/http';
import { hasCartAction } from '../../core/pending-action';
import { $session, EMPTY_SESSION, login, logout } from '../../core/session';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/feedback';
import { FormField, fieldRules } from '../../ui/form';
import { Input } from '../../ui/input';
import { useForm, withLazyForm } from '../shared/lazy-form';
import { Link, useNavigate } from '../shared/navigation';
import { safeRedirect } from '../shared/redirect';
import { Slice, useSliceClock } from '../shared/slice';
import { AuthCard, CaptchaField, FieldsPlaceholder, LinkRow, PasswordInput, StatePanel, useCaptcha } from './parts';
import { authStrings as t } from './strings';
import { emailRules } from './validation';

/**
 * The add to cart / buy now remembered before the login, done now (catalogue/cartActions: the cart calls and the
 * catalogue's strings, loaded only when an action is waiting, not in every login's first render).
 * Where to go next, or null when nothing was waiting; the chunk failing to load leaves the visitor on `target`.
 */
async function resumePendingCartAction(target: string): Promise<string | null> {
  if (!hasCartAction()) return null;
  try {
    const { resumeCartAction } = await import('./resume-cart-action');
    return await resumeCartAction(target);
  } catch {
    return target;
  }
}

interface LoginValues {
  Email: string;
  Password: string;
  CaptchaCode: string;
}

export interface LoginFormProps {
  /** Raw `redirect` value (query or attribute); only same-site paths are followed. */
  redirect?: string | null;
  /** Starts with the captcha shown (stories). Default false. */
  initialCaptcha?: boolean;
  /** Stay on the page after logging in (no navigation, no 继续访问 button). Default false. */
  stay?: boolean;
  /** The card's heading (`<b2b-login heading>`): default 登录; '' hides it and the subtitle. */
  heading?: string | undefined;
  /** The line under it: default 欢迎登录 B2B 企业采购平台; '' hides it. */
  subtitle?: string | undefined;
}

function LoginFormView({
  redirect,
  initialCaptcha = false,
  stay = false,
  heading = t.login.title,
  subtitle = heading ? t.login.subtitle : '',
}: LoginFormProps) {
  // The fields are render slices (a widget's first render stays in short tasks): the card before them counts.
  useSliceClock();
  const session = useStore($session);
  const go = useNavigate();
  const [captchaRequired, setCaptchaRequired] = useState(initialCaptcha);
  const captcha = useCaptcha(captchaRequired);
  const [notice, setNotice] = useState<string | null>(null);
  const target = safeRedirect(redirect);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ mode: 'onTouched', defaultValues: { Email: '', Password: '', CaptchaCode: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await login({
        Email: values.Email.trim(),
        Password: values.Password,
        ...(captchaRequired && captcha.captcha
          ? { CaptchaId: captcha.captcha.CaptchaId, CaptchaCode: values.CaptchaCode.trim() }
          : {}),
      });
      // An add to cart / buy now that sent the visitor here is done now, once, then back to that page
      // (on a partner page without redirect: done, and the visitor stays where they are).
      const resumed = await resumePendingCartAction(target);
      if (!stay) go(resumed ?? target, { replace: true });
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { CaptchaRequired?: boolean } | undefined) : undefined;
      if (data?.CaptchaRequired) {
        // A captcha is single use: every failed attempt gets a new image.
        if (captchaRequired) captcha.refresh();
        setCaptchaRequired(true);
      } else if (captchaRequired) captcha.refresh();
      setValue('CaptchaCode', '');
      if (error instanceof ApiError && error.field === 'CaptchaCode')
        setError('CaptchaCode', { message: error.message });
      else if (error instanceof ApiError && error.status === 400) setError('Password', { message: error.message });
      // 403: the account is disabled; 429: too many attempts; anything else (5xx, offline): the catalogue's
      // text. All shown here once, in the form (the call is silent, so no toast repeats them).
      else if (error instanceof ApiError && !error.aborted) setNotice(error.message);
    }
  });

  if (session.token && session.user && !isSubmitting) {
    return (
      <AuthCard title={heading}>
        <StatePanel>
          <p className="lead">{t.login.already(session.user.Name || session.user.Email)}</p>
          <div className="actions">
            {stay ? null : (
              <Button variant="primary" onClick={() => go(target)}>
                {t.login.continue}
              </Button>
            )}
            {/* On a partner page logging out stays there too (logout() would go to the store's /login). */}
            <Button onClick={stay ? () => $session.set(EMPTY_SESSION) : logout}>退出登录</Button>
          </div>
        </StatePanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={heading}
      subtitle={subtitle || null}
      footer={
        <>
          {t.login.noAccount}
          <Link to="/register">{t.login.register}</Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-label={t.login.title}>
        {notice ? (
          <div style={{ marginBottom: 16 }}>
            <Alert type="error">{notice}</Alert>
          </div>
        ) : null}
        <Slice placeholder={<FieldsPlaceholder count={1} />}>
          <FormField label={t.fields.email} required error={errors.Email?.message}>
            <Input
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder={t.placeholders.email}
              {...register('Email', fieldRules(emailRules))}
            />
          </FormField>
        </Slice>
        <Slice placeholder={<FieldsPlaceholder count={1} />}>
          <FormField label={t.fields.password} required error={errors.Password?.message}>
            <PasswordInput
              autoComplete="current-password"
              placeholder={t.placeholders.password}
              {...register('Password', fieldRules({ label: t.fields.password, required: true, maxLength: 128 }))}
            />
          </FormField>
        </Slice>
        {captchaRequired ? (
          <CaptchaField
            state={captcha}
            hint={t.login.captchaNotice}
            error={errors.CaptchaCode?.message}
            input={register('CaptchaCode', fieldRules({ label: t.fields.captcha, required: true, maxLength: 16 }))}
          />
        ) : null}
        <LinkRow>
          <span />
          <Link to="/resetpassword">{t.login.forgot}</Link>
        </LinkRow>
        <Button type="submit" variant="primary" block loading={isSubmitting} part="submit">
          {isSubmitting ? t.login.submitting : t.login.submit}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The form, painted before react-hook-form arrives (features/shared/lazy-form.tsx). */
export const LoginForm = withLazyForm(LoginFormView);
