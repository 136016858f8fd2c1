/**
 * Building blocks shared by the account screens: the card layout, the captcha (image button + hook),
 * the resend countdown, the password input with a show/hide toggle, and error helpers.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CaptchaResponse } from '../../contract/users';
import { ApiError, call } from '../../core/http';
import { Input, type InputProps } from '../../ui/input';
import { focusRing, VisuallyHidden, vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import { authStrings as t } from './strings';

// --- Layout ------------------------------------------------------------------------------------

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px 16px 48px;
  @media (max-width: 480px) {
    padding: 16px 12px 32px;
  }
`;

const Card = styled.section<{ $wide: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${(p) => (p.$wide ? '560px' : '420px')};
  padding: 32px 36px 28px;
  background: ${vars.bg};
  border-radius: ${vars.radiusCard};
  box-shadow: ${vars.shadow};
  @media (max-width: 480px) {
    padding: 24px 16px 20px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 22px;
    line-height: 30px;
    font-weight: 600;
    color: ${vars.text};
  }
`;

const Subtitle = styled.p`
  margin: 0 0 24px;
  font-size: 14px;
  color: ${vars.textSecondary};
`;

const Footer = styled.div`
  margin-top: 16px;
  font-size: 14px;
  color: ${vars.textSecondary};
  text-align: center;
  a {
    color: ${vars.primary};
    /* Underlined: a link inside a sentence must not be told apart by colour alone. */
    text-decoration: underline;
    text-underline-offset: 2px;
    ${focusRing}
  }
`;

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links under the form (e.g. 已有账号？直接登录). */
  footer?: ReactNode;
  /** 560px instead of 420px (registration). */
  wide?: boolean;
  children: ReactNode;
  /** `part` of the card for host styling. */
  part?: string;
}

/** A centred card with the page heading (`h1`), used by every account screen. */
export function AuthCard({ title, subtitle, footer, wide = false, children, part = 'form' }: AuthCardProps) {
  return (
    <Page>
      <Card $wide={wide} part={part}>
        <h1>{title}</h1>
        {subtitle != null ? <Subtitle>{subtitle}</Subtitle> : <div style={{ height: 20 }} />}
        {children}
        {footer != null ? <Footer>{footer}</Footer> : null}
      </Card>
    </Page>
  );
}

/** A row of text links (忘记密码 · 免费注册). */
export const LinkRow = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  margin: -4px 0 20px;
  font-size: 14px;
  a {
    color: ${vars.primary};
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A field control with a button on its right (code + 获取验证码, captcha + image). */
export const InlineRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
  > :not(:first-child) {
    flex: none;
  }
`;

/** A state panel (sent, done, invalid link): icon-less centred text with actions. */
export const StatePanel = styled.div`
  text-align: center;
  p {
    margin: 0 0 16px;
    font-size: 14px;
    line-height: 22px;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
  p.lead {
    font-size: 16px;
    color: ${vars.text};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
  }
`;

// --- Captcha -----------------------------------------------------------------------------------

export interface CaptchaState {
  captcha: CaptchaResponse | null;
  loading: boolean;
  failed: boolean;
  /** Loads a new image (the old one is single use). */
  refresh: () => void;
}

/** Loads `GET /api/Users/GenerateCaptcha` while `enabled`; `refresh()` loads another one. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    call('GET /api/Users/GenerateCaptcha', { signal: controller.signal, silent: true }).then(
      (value) => {
        setCaptcha(value);
        setLoading(false);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.aborted) return;
        setCaptcha(null);
        setLoading(false);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [enabled, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { captcha, loading, failed, refresh };
}

const CaptchaButton = styled.button`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: ${vars.buttonHeightLg};
  border: 1px solid ${vars.border};
  border-radius: ${vars.radiusInput};
  background: ${vars.bgSubtle};
  color: ${vars.textSecondary};
  font-size: 12px;
  cursor: pointer;
  overflow: hidden;
  ${focusRing}
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** The captcha image as a button: clicking it loads a new one. */
export function CaptchaImage({ state }: { state: CaptchaState }) {
  const { captcha, loading, failed, refresh } = state;
  return (
    // The name comes from the content (the image's alt, or the visible state text), never an aria-label
    // that would differ from what is shown.
    <CaptchaButton
      type="button"
      onClick={refresh}
      title={t.captcha.refresh}
      part="captcha"
      aria-busy={loading || undefined}
    >
      {captcha && !failed ? (
        <img src={captcha.Image} alt={t.captcha.image} />
      ) : (
        <>
          <span>{failed ? t.captcha.failed : t.captcha.loading}</span>
          <VisuallyHidden>（{t.fields.captcha}）</VisuallyHidden>
        </>
      )}
    </CaptchaButton>
  );
}

// --- Countdown ---------------------------------------------------------------------------------

/**
 * A seconds countdown for "resend" buttons. `start(n)` runs it from n; `seconds` is 0 when idle.
 * Counted against the clock, so a throttled background tab does not stretch the wait.
 */
export function useCountdown(initial = 0): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => (initial > 0 ? Date.now() + initial * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    timer.current = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt && timer.current) clearInterval(timer.current);
    }, 250);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { seconds, start };
}

// --- Password input ----------------------------------------------------------------------------

const EyeButton = styled.button`
  all: unset;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin-right: -6px;
  border-radius: 4px;
  color: ${vars.textSecondary};
  cursor: pointer;
  ${focusRing}
  &:hover {
    color: ${vars.primary};
  }
`;

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password field with a show/hide button. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <EyeButton
          type="button"
          aria-label={visible ? t.password.hide : t.password.show}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </EyeButton>
      }
    />
  );
}

// --- Errors ------------------------------------------------------------------------------------

/**
 * The message to show inside the form for a failed call, for the statuses this call expects. The http
 * client already shows 400, 401 and 500 as toasts; any other status is "only rejected, no
 * message" — except the ones a screen knows how to explain (403 disabled account, 409 already
 * registered, 429 too many tries), listed in `expected`. Aborts show nothing.
 */
export function inlineMessage(error: unknown, expected: readonly number[] = [429]): string | null {
  if (!(error instanceof ApiError) || error.aborted) return null;
  return expected.includes(error.status) ? error.message : null;
}

/** camelCase form field names by the server's PascalCase `Field`. */
export function formFieldOf<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  return fields.find((f) => f === error.field) ?? null;
}

// --- Action links ------------------------------------------------------------------------------

/** A storefront link that looks like a button (primary or outlined), for state panels. */
export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${vars.buttonHeightLg};
  padding: 0 18px;
  border: 1px solid ${(p) => (p.$primary ? vars.primary : vars.border)};
  border-radius: ${vars.radiusInput};
  background: ${(p) => (p.$primary ? vars.primary : vars.bg)};
  color: ${(p) => (p.$primary ? '#fff' : vars.text)};
  font-size: 14px;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  &:hover {
    background: ${(p) => (p.$primary ? vars.primaryHover : vars.bg)};
    border-color: ${(p) => (p.$primary ? vars.primaryHover : vars.primary)};
    color: ${(p) => (p.$primary ? '#fff' : vars.primary)};
  }
`;

/** A link inside a sentence (error text, agreement): underlined, not told apart by colour alone. */
export const InlineLink = styled(Link)`
  color: ${vars.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  ${focusRing}
`;
