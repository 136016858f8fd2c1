/**
 * Tag (status labels) and Badge (counts such as the cart badge).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from './theme';

// --- Tag -------------------------------------------------------------------------------------------

export type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'processing';

export interface TagProps {
  /** Status colour. Default `default` (grey). `processing` = primary with a dot. */
  color?: TagColor;
  children: ReactNode;
  /** Outlined without fill. Default false. */
  outline?: boolean;
  className?: string;
}

/** Static CSS (see index.ts): the colour and the outline are attributes; `default` is the base look. */
const StyledTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 8px;
  border: 1px solid ${vars.border};
  border-radius: 4px;
  background: ${vars.bgSubtle};
  color: ${vars.textSecondary};
  font-size: 12px;
  line-height: 20px;
  white-space: nowrap;
  &:where([data-color='primary'], [data-color='processing']) {
    border-color: #b8c9fa;
    background: ${vars.primarySoft};
    color: ${vars.primary};
  }
  &:where([data-color='success']) {
    border-color: #b5ecca;
    background: ${vars.successSoft};
    color: ${vars.successText};
  }
  &:where([data-color='warning']) {
    border-color: #ffe48f;
    background: ${vars.warningSoft};
    color: ${vars.warningText};
  }
  &:where([data-color='error']) {
    border-color: #ffc4b8;
    background: ${vars.errorSoft};
    color: ${vars.errorText};
  }
  &:where([data-outline]) {
    background: transparent;
  }
  &[data-dot]::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A small status label, e.g. 待付款 (warning), 已完成 (success), 已取消 (default). */
export function Tag({ color = 'default', outline = false, children, className }: TagProps) {
  return (
    <StyledTag
      data-color={color}
      data-outline={outline || undefined}
      data-dot={color === 'processing' ? '' : undefined}
      className={className}
    >
      {children}
    </StyledTag>
  );
}

// --- Badge -----------------------------------------------------------------------------------------

export interface BadgeProps {
  /** The number. Above `max` shows `${max}+`. */
  count?: number;
  /** Default 99. */
  max?: number;
  /** Show a dot instead of a number. Default false. */
  dot?: boolean;
  /** Show when count is 0. Default false. */
  showZero?: boolean;
  /**
   * Screen-reader text for the number, e.g. `(n) => \`购物车中有 ${n} 件商品\``. Default: the number.
   * With `children`, the badge is usually decorative: label the child instead and pass `label={null}`.
   */
  label?: ((count: number) => string) | null;
  /** The element the badge sits on (icon, button). Without children the badge stands alone. */
  children?: ReactNode;
  className?: string;
}

const BadgeWrap = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Count = styled.span<{ $attached: boolean; $dot: boolean }>`
  ${(p) => (p.$attached ? 'position: absolute; top: 0; right: 0; transform: translate(50%, -50%);' : 'position: relative;')}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${(p) => (p.$dot ? '8px' : '18px')};
  height: ${(p) => (p.$dot ? '8px' : '18px')};
  padding: ${(p) => (p.$dot ? '0' : '0 5px')};
  border-radius: 9px;
  background: #d4282b;
  color: #fff;
  box-shadow: 0 0 0 1px #fff;
  font-size: 12px;
  font-weight: 400;
  line-height: 18px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** `99+`-style text for a count. */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A count bubble, alone or on top of its children. */
export function Badge({ count = 0, max = 99, dot = false, showZero = false, label, children, className }: BadgeProps) {
  const visible = dot || count > 0 || showZero;
  const attached = children != null;
  const srText = label === null ? undefined : label ? label(count) : undefined;
  return attached ? (
    <BadgeWrap className={className}>
      {children}
      {visible ? (
        <Count
          $attached
          $dot={dot}
          aria-hidden={label === null || dot ? true : undefined}
          aria-label={srText}
          role={srText ? 'status' : undefined}
        >
          {dot ? null : badgeText(count, max)}
        </Count>
      ) : null}
    </BadgeWrap>
  ) : visible ? (
    <Count className={className} $attached={false} $dot={dot} aria-label={srText} role={srText ? 'status' : undefined}>
      {dot ? null : badgeText(count, max)}
    </Count>
  ) : null;
}
