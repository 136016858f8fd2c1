/**
 * The login form (route /login and `<b2b-login>`): e-mail and password, the captcha once the server
 * answers `CaptchaRequired`, CORE's `login()` (accepts only a result with a token, then loads the user
 * and company), then the safe `redirect` path or /home — or, with `stay` (a `<b2b-login>` on a partner page
 * without `redirect`), nowhere: the form turns into the logged-in panel on the same page.
 */
import { useStore } from '@nanostores/react';
import { hasCartAction } from '../../core/pending-action';
import { $session, EMPTY_SESSION, logout, login as signIn } from '../../core/session';
import { Button } from '../../ui/button';
import { withLazyForm } from '../shared/lazy-form';
import { Link, useNavigate } from '../shared/navigation';
import { PasswordLoginFields, usePasswordLogin } from '../shared/password-login';
import { safeRedirect } from '../shared/redirect';
import { useSliceClock } from '../shared/slice';
import { AuthCard, LinkRow, StatePanel } from './parts';
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
  const target = safeRedirect(redirect);
  const login = usePasswordLogin(initialCaptcha, async (body) => {
    await signIn(body);
    // An add to cart / buy now that sent the visitor here is done now, once, then back to that page
    // (on a partner page without redirect: done, and the visitor stays where they are).
    const resumed = await resumePendingCartAction(target);
    if (!stay) go(resumed ?? target, { replace: true });
  });
  const isSubmitting = login.form.formState.isSubmitting;

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
      <form noValidate onSubmit={login.submit} aria-label={t.login.title}>
        <PasswordLoginFields
          login={login}
          labels={{
            email: t.fields.email,
            password: t.fields.password,
            captcha: t.fields.captcha,
            captchaHint: t.login.captchaNotice,
          }}
          emailRules={emailRules}
          placeholders={t.placeholders}
        />
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
