/**
 * The account card every sign-in screen is drawn in (storefront login, registration, password reset,
 * invitation, and the operator console's login): the centred card with its h1, state panels, text-link
 * rows, the password field with show/hide, the placeholder of fields still to come in a render slice, and the
 * resend countdown of the code buttons (registration, password reset, 个人资料's e-mail change).
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SKELETON_COLOR } from '../../ui/feedback';
import { fieldMetrics } from '../../ui/form';
import { Input, type InputProps } from '../../ui/input';
import { controlReset, focusRing, vars } from '../../ui/theme';

const t = { password: { show: '显示密码', hide: '隐藏密码' } };

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

/** A centred card with the page heading (`h1`; none for an empty title: a widget's `heading=""`), used by every account screen. */
export function AuthCard({ title, subtitle, footer, wide = false, children, part = 'form' }: AuthCardProps) {
  return (
    <Page>
      <Card $wide={wide} part={part}>
        {title === '' ? null : <h1>{title}</h1>}
        {subtitle != null ? <Subtitle>{subtitle}</Subtitle> : title === '' ? null : <div style={{ height: 20 }} />}
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

// --- Password input ----------------------------------------------------------------------------

const EyeButton = styled.button`
  ${controlReset}
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

// --- Placeholder -------------------------------------------------------------------------------

/**
 * `count` fields' boxes (the first with `hint`, in the hint's own text, which may wrap), busy, while a render slice
 * of the form waits (`<Slice>`, features/shared/slice.tsx): a vertical FormField's label line and gap, a control of
 * `--b2b-button-height-lg`, its row gap. Inline styles, no styled-components: it is drawn in the form's first render
 * task, whose length the slices are there to cut, and gone a frame or two later.
 */
export function FieldsPlaceholder({ count, hint }: { count: number; hint?: string }) {
  const m = fieldMetrics;
  const bar = { display: 'block', borderRadius: 4, background: SKELETON_COLOR } as const;
  return (
    <div aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // flow-root: the label bar's top margin stays inside the box (it would merge with the row gap above).
        // biome-ignore lint/suspicious/noArrayIndexKey: identical boxes, never reordered
        <div key={i} style={{ display: 'flow-root', marginBottom: m.rowGap }}>
          <span style={{ ...bar, width: '30%', height: m.labelLine - 6, margin: `3px 0 ${m.labelGap + 3}px` }} />
          <span style={{ ...bar, height: vars.buttonHeightLg }} />
          {i === 0 && hint ? (
            <div
              style={{ marginTop: m.hintGap, fontSize: 12, lineHeight: `${m.hintLine}px`, color: vars.textSecondary }}
            >
              {hint}
            </div>
          ) : null}
        </div>
      ))}
    </div>
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
