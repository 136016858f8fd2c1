/**
 * Building blocks shared by the account screens: the card layout, the captcha (image button + hook),
 * the resend countdown, the password input with a show/hide toggle, and error helpers.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { CaptchaResponse } from '../../contract/users';
import { ApiError, call } from '../../core/http';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { controlReset, focusRing, VisuallyHidden, vars } from '../../ui/theme';
import { InlineRow } from '../shared/account-card';
import { Link } from '../shared/navigation';

export {
  AuthCard,
  type AuthCardProps,
  FieldsPlaceholder,
  InlineRow,
  LinkRow,
  PasswordInput,
  StatePanel,
} from '../shared/account-card';

import { authStrings as t } from './strings';

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
  ${controlReset}
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

export interface CaptchaFieldProps {
  state: CaptchaState;
  /** The field's registration (`register('CaptchaCode', …)`). */
  input: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The 图形验证码 row of a form: its input beside the image (a click on the image loads another one). */
export function CaptchaField({ state, input, error, hint }: CaptchaFieldProps) {
  return (
    <FormField label={t.fields.captcha} required hint={hint} error={error}>
      {(control) => (
        <InlineRow>
          <Input {...control} autoComplete="off" placeholder={t.placeholders.captcha} {...input} />
          <CaptchaImage state={state} />
        </InlineRow>
      )}
    </FormField>
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
  font-weight: 400;
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
