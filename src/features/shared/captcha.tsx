/**
 * The 图形验证码 of every login form (storefront accounts and the operator console): the hook that loads
 * `GET /api/Users/GenerateCaptcha`, the image as a refresh button, and the field row.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { CaptchaResponse } from '../../contract/users';
import { ApiError, call } from '../../core/http';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { controlReset, focusRing, VisuallyHidden, vars } from '../../ui/theme';
import { InlineRow } from './account-card';

const t = {
  fields: { captcha: '图形验证码' },
  placeholders: { captcha: '请输入右侧字符' },
  captcha: {
    refresh: '看不清？点击刷新图形验证码',
    image: '图形验证码图片，点击刷新',
    loading: '加载中',
    failed: '加载失败，点击重试',
  },
};

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
