/**
 * Button and IconButton.
 *
 * - `variant`: `primary` | `default` (outlined, the default) | `text` | `danger`
 * - `size`: `lg` (38px, default) | `sm` (28px)
 * - `loading` shows a spinner, sets `aria-busy` and blocks clicks (the button keeps its width and focus).
 * - `block` stretches to the container width.
 * - `href` renders an `<a>` that looks like a button (disabled links lose `href` and get `aria-disabled`).
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { controlReset, focusRing, vars } from './theme';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger';
export type ButtonSize = 'lg' | 'sm';

interface CommonProps {
  /** Visual style. Default `default`. */
  variant?: ButtonVariant;
  /** Height 38px (`lg`, default) or 28px (`sm`). */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks. Default false. */
  loading?: boolean;
  /** Full width. Default false. */
  block?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

export type ButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
    /** Render as a link to this URL. */
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type LinkButtonProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    href: string;
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

// --- styles ----------------------------------------------------------------------------------------

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * Static CSS: the variant, size and width are attributes (`data-variant`, `data-size`, `data-block`) matched inside
 * `:where()`, so every button of a widget shares one class whose CSS compiles once (ahead of the first render, by
 * elements/style-warmup.ts) and a rule of a component extending it (the same specificity, later) still wins. With
 * functions of props, each combination compiled a copy of the whole block in the render that first showed it.
 */
const StyledButton = styled.button`
  ${controlReset}
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${vars.buttonHeightLg};
  min-width: 38px;
  padding: 0 18px;
  border: 1px solid transparent;
  border-radius: ${vars.radiusInput};
  font-family: inherit;
  font-size: 14px;
  font-weight: 400;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  &:where([data-block]) {
    display: flex;
    width: 100%;
  }
  &:where([data-size='sm']) {
    height: ${vars.buttonHeightSm};
    min-width: 28px;
    padding: 0 10px;
    font-size: 13px;
  }
  &:where([data-variant='primary']) {
    background: ${vars.primary};
    border-color: ${vars.primary};
    color: #fff;
    &:hover:not([aria-disabled='true']) {
      background: ${vars.primaryHover};
      border-color: ${vars.primaryHover};
    }
    &:active:not([aria-disabled='true']) {
      background: ${vars.primaryActive};
      border-color: ${vars.primaryActive};
    }
  }
  &:where([data-variant='default']) {
    background: ${vars.bg};
    border-color: ${vars.border};
    color: ${vars.text};
    &:hover:not([aria-disabled='true']) {
      border-color: ${vars.primary};
      color: ${vars.primary};
    }
    &:active:not([aria-disabled='true']) {
      border-color: ${vars.primaryActive};
      color: ${vars.primaryActive};
    }
  }
  &:where([data-variant='text']) {
    background: transparent;
    color: ${vars.primary};
    padding-left: 4px;
    padding-right: 4px;
    &:hover:not([aria-disabled='true']) {
      background: ${vars.primarySoft};
    }
  }
  &:where([data-variant='danger']) {
    background: ${vars.errorText};
    border-color: ${vars.errorText};
    color: #fff;
    &:hover:not([aria-disabled='true']) {
      filter: brightness(1.08);
    }
  }
  ${focusRing}

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** The attributes StyledButton's look is keyed on. */
const looks = (variant: ButtonVariant, size: ButtonSize, block: boolean) => ({
  'data-variant': variant,
  'data-size': size,
  'data-block': block || undefined,
});

export const ButtonSpinner = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  flex: none;
`;

// --- components ------------------------------------------------------------------------------------

/** A button, or a link styled as one when `href` is given. */
export function Button(props: ButtonProps | LinkButtonProps) {
  const { variant = 'default', size = 'lg', loading = false, block = false, icon, children, ...rest } = props;
  const content = (
    <>
      {loading ? (
        <ButtonSpinner aria-hidden="true" />
      ) : icon ? (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );

  if (typeof props.href === 'string') {
    const { href, disabled, onClick, ref, ...anchorRest } = rest as LinkButtonProps;
    const inactive = disabled || loading;
    return (
      <StyledButton
        as="a"
        {...anchorRest}
        ref={ref}
        href={inactive ? undefined : href}
        role={inactive ? 'link' : anchorRest.role}
        aria-disabled={inactive ? true : undefined}
        aria-busy={loading || undefined}
        tabIndex={disabled ? -1 : anchorRest.tabIndex}
        onClick={(e) => {
          if (inactive) {
            e.preventDefault();
            return;
          }
          onClick?.(e);
        }}
        {...looks(variant, size, block)}
      >
        {content}
      </StyledButton>
    );
  }

  const { disabled, onClick, type = 'button', ref, ...buttonRest } = rest as ButtonProps;
  return (
    <StyledButton
      {...buttonRest}
      ref={ref}
      type={type}
      // Disabled buttons stay out of the tab order (native); a loading button keeps focus but ignores clicks.
      disabled={disabled}
      aria-disabled={disabled || loading ? true : undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
      {...looks(variant, size, block)}
    >
      {content}
    </StyledButton>
  );
}

// --- IconButton ------------------------------------------------------------------------------------

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Accessible name (required: the button shows only an icon). Also the tooltip. */
  label: string;
  /** The icon (decorative). */
  children: ReactNode;
  /** Default `text`. */
  variant?: ButtonVariant;
  /** Default `lg` (38×38). */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const StyledIconButton = styled(StyledButton)`
  padding: 0;
  width: ${vars.buttonHeightLg};
  &:where([data-size='sm']) {
    width: ${vars.buttonHeightSm};
  }
  &:where([data-variant='text']) {
    color: ${vars.textSecondary};
  }
  &:hover:not([aria-disabled='true']) {
    color: ${vars.primary};
  }
`;

/** A square button with only an icon; `label` becomes its accessible name and tooltip. */
export function IconButton({
  label,
  children,
  variant = 'text',
  size = 'lg',
  type = 'button',
  disabled,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      aria-label={label}
      title={rest.title ?? label}
      {...looks(variant, size, false)}
    >
      {children}
    </StyledIconButton>
  );
}
