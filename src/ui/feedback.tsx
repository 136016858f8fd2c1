/**
 * Feedback primitives: Empty, Skeleton, Spinner, Progress, Alert (notice banner).
 * Animations stop under `prefers-reduced-motion: reduce`.
 */
import { type ReactNode, useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { CloseButton } from './close-button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { VisuallyHidden, vars } from './theme';
import { slots } from './utils';

// --- Empty -----------------------------------------------------------------------------------------

export interface EmptyProps {
  /** The message. Default "暂无数据". */
  description?: ReactNode;
  /** An action under the message (e.g. a Button "去逛逛"). */
  action?: ReactNode;
  /** Smaller illustration for tables and cards. Default false. */
  compact?: boolean;
  className?: string;
}

const EmptyWrap = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => (p.$compact ? '8px' : '12px')};
  padding: ${(p) => (p.$compact ? '24px 16px' : '48px 16px')};
  color: ${vars.textSecondary};
  text-align: center;
  font-size: 14px;
`;

/** An empty box illustration (inline SVG, decorative). */
function EmptyIllustration({ size }: { size: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="80" rx="46" ry="6" fill="#eef1f8" />
      <path d="M22 38 L60 24 L98 38 L98 72 L60 84 L22 72 Z" fill="#f5f7fc" stroke="#c9d3ec" strokeWidth="2" />
      <path d="M22 38 L60 52 L98 38" fill="none" stroke="#c9d3ec" strokeWidth="2" />
      <path d="M60 52 L60 84" stroke="#c9d3ec" strokeWidth="2" />
      <path d="M22 38 L10 52 L48 66 L60 52 Z" fill="#e8eefe" stroke="#c9d3ec" strokeWidth="2" />
      <path d="M98 38 L110 52 L72 66 L60 52 Z" fill="#e8eefe" stroke="#c9d3ec" strokeWidth="2" />
      <circle cx="88" cy="14" r="3" fill="#c9d3ec" />
      <circle cx="30" cy="10" r="2" fill="#c9d3ec" />
    </svg>
  );
}

/** "Nothing here" state with an illustration, a message and an optional action. */
export function Empty({ description = '暂无数据', action, compact = false, className }: EmptyProps) {
  return (
    <EmptyWrap $compact={compact} className={className}>
      <EmptyIllustration size={compact ? 80 : 120} />
      <div>{description}</div>
      {action != null ? <div>{action}</div> : null}
    </EmptyWrap>
  );
}

// --- Skeleton --------------------------------------------------------------------------------------

const shimmer = keyframes`
  0% { background-position: 100% 50%; }
  100% { background-position: 0 50%; }
`;

/** The skeleton's surface colour (also for placeholders drawn with inline styles: elements/loading.ts, account-card). */
export const SKELETON_COLOR = '#eef0f3';

const skeletonSurface = css`
  background: linear-gradient(90deg, ${SKELETON_COLOR} 25%, #f6f7f9 37%, ${SKELETON_COLOR} 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

interface SkeletonSize {
  /** Width: px for a number, any CSS length for a string. Default 100%. */
  $width?: number | string;
  /** Height: px for a number, any CSS length for a string. Default 16px. */
  $height?: number | string;
  /** A circle (avatar). */
  $round?: boolean;
}

const cssLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey block that shimmers. Its size comes as an inline style, not from the class: the rules are compiled and
 * inserted once per shadow root whatever the sizes (a class per size cost every first render a stylis compile and a
 * CSSOM insert per distinct size: table rows, card placeholders). An inline size wins over a rule of the parent
 * (`.name { height }`), so pass a size either here or there; a component extending it sets its size in its own CSS.
 */
export const SkeletonBlock = styled.span.attrs<SkeletonSize>((p) => ({
  style: {
    width: cssLength(p.$width),
    height: cssLength(p.$height),
    borderRadius: p.$round ? '50%' : undefined,
    ...p.style,
  },
}))`
  ${skeletonSurface}
  display: block;
  width: 100%;
  height: 16px;
  border-radius: 4px;
`;

export interface SkeletonProps {
  /** Number of text lines. Default 3 (the last one is 60% wide). */
  lines?: number;
  /** A block (image, card) above the lines: height in px. */
  blockHeight?: number;
  /** A circle (avatar) left of the lines: diameter in px. */
  avatar?: number;
  /** Screen-reader text. Default "加载中". */
  label?: string;
  className?: string;
}

const SkeletonWrap = styled.div`
  display: flex;
  gap: 12px;
  width: 100%;
`;

const SkeletonLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
`;

/** Placeholder while content loads: an optional block, an optional avatar, and text lines. */
export function Skeleton({ lines = 3, blockHeight, avatar, label = '加载中', className }: SkeletonProps) {
  return (
    <SkeletonWrap className={className} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {avatar ? <SkeletonBlock aria-hidden="true" $width={avatar} $height={avatar} $round /> : null}
      <SkeletonLines aria-hidden="true">
        {blockHeight ? <SkeletonBlock $height={blockHeight} /> : null}
        {slots(lines).map((slot) => (
          <SkeletonBlock key={slot} $width={slot === lines - 1 && lines > 1 ? '60%' : '100%'} />
        ))}
      </SkeletonLines>
    </SkeletonWrap>
  );
}

// --- Spinner ---------------------------------------------------------------------------------------

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinnerCircle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid ${vars.primarySoft};
  border-top-color: ${vars.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const SpinnerWrap = styled.span<{ $center: boolean }>`
  display: ${(p) => (p.$center ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${vars.textSecondary};
  padding: ${(p) => (p.$center ? '32px 0' : '0')};
`;

export interface SpinnerProps {
  /** Diameter in px. Default 24. */
  size?: number;
  /** Text for screen readers (and shown when `showLabel`). Default "加载中". */
  label?: string;
  /** Show the label next to the spinner. Default false. */
  showLabel?: boolean;
  /** Centre in a padded block. Default false. */
  center?: boolean;
}

/** Indeterminate loading indicator (`role="status"`). */
export function Spinner({ size = 24, label = '加载中', showLabel = false, center = false }: SpinnerProps) {
  return (
    <SpinnerWrap role="status" $center={center}>
      <SpinnerCircle aria-hidden="true" $size={size} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerWrap>
  );
}

// --- Progress --------------------------------------------------------------------------------------

export interface ProgressProps {
  /** 0–100. */
  percent: number;
  /** Accessible name. Default "进度". */
  label?: string;
  /** Colour: `normal` (primary), `success`, `error`. Default: success at 100, else normal. */
  status?: 'normal' | 'success' | 'error';
  /** Show "n%" after the bar. Default true. */
  showInfo?: boolean;
}

const ProgressRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Track = styled.div`
  flex: 1;
  height: 8px;
  border-radius: 4px;
  background: ${vars.bgSubtle};
  overflow: hidden;
`;

const Bar = styled.div<{ $status: 'normal' | 'success' | 'error' }>`
  height: 100%;
  border-radius: 4px;
  background: ${(p) => (p.$status === 'success' ? vars.success : p.$status === 'error' ? vars.error : vars.primary)};
  transition: width 0.3s;
`;

const ProgressInfo = styled.span`
  min-width: 40px;
  font-size: 12px;
  color: ${vars.textSecondary};
  text-align: right;
`;

/** Determinate progress bar (`role="progressbar"`). */
export function Progress({ percent, label = '进度', status, showInfo = true }: ProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const s = status ?? (value >= 100 ? 'success' : 'normal');
  return (
    <ProgressRow>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <Bar $status={s} style={{ width: `${value}%` }} />
      </Track>
      {showInfo ? <ProgressInfo aria-hidden="true">{value}%</ProgressInfo> : null}
    </ProgressRow>
  );
}

// --- Alert -----------------------------------------------------------------------------------------

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /** Colour and icon. Default `info`. */
  type?: AlertType;
  /** Bold first line. */
  title?: ReactNode;
  /** Message. */
  children?: ReactNode;
  /** Action at the end (e.g. a text Button "去完善"). */
  action?: ReactNode;
  /** Called by the × button; without it there is no ×. */
  onClose?: () => void;
  /** Full-width strip without radius (page-top banners such as the company reminder). Default false. */
  banner?: boolean;
  className?: string;
}

const alertColors: Record<AlertType, { bg: string; border: string; icon: string }> = {
  info: { bg: vars.primarySoft, border: '#b8c9fa', icon: vars.primary },
  success: { bg: vars.successSoft, border: '#b5ecca', icon: vars.successText },
  warning: { bg: vars.warningSoft, border: '#ffe48f', icon: vars.warningText },
  error: { bg: vars.errorSoft, border: '#ffc4b8', icon: vars.errorText },
};

const AlertBox = styled.div<{ $type: AlertType; $banner: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: ${(p) => (p.$banner ? '10px 16px' : '12px 16px')};
  border: 1px solid ${(p) => alertColors[p.$type].border};
  border-width: ${(p) => (p.$banner ? '0 0 1px' : '1px')};
  border-radius: ${(p) => (p.$banner ? '0' : '8px')};
  background: ${(p) => alertColors[p.$type].bg};
  color: ${vars.text};
  font-size: 14px;
  line-height: 22px;
  > svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => alertColors[p.$type].icon};
  }
  @media (max-width: 480px) {
    flex-wrap: wrap;
  }
`;

const AlertContent = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const AlertTitle = styled.div`
  font-weight: 600;
`;

const AlertAction = styled.div`
  flex: none;
  align-self: center;
`;

const alertIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/**
 * A notice banner. Errors use `role="alert"`; other types are a `status` region (announced politely),
 * e.g. the company reminder.
 */
export function Alert({ type = 'info', title, children, action, onClose, banner = false, className }: AlertProps) {
  const Icon = alertIcons[type];
  const titleId = useId();
  return (
    <AlertBox
      role={type === 'error' ? 'alert' : 'status'}
      aria-labelledby={title != null ? titleId : undefined}
      $type={type}
      $banner={banner}
      className={className}
    >
      <Icon size={16} />
      <AlertContent>
        {title != null ? <AlertTitle id={titleId}>{title}</AlertTitle> : null}
        {children}
      </AlertContent>
      {action != null ? <AlertAction>{action}</AlertAction> : null}
      {onClose ? (
        <CloseButton type="button" aria-label="关闭通知" onClick={onClose}>
          <CloseIcon size={14} />
        </CloseButton>
      ) : null}
    </AlertBox>
  );
}
