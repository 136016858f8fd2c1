/**
 * Select: a styled native `<select>` (keyboard, screen readers and mobile pickers for free).
 *
 * Give `options` (or `<option>` children). `placeholder` adds an empty first option ("请选择" by default
 * when `placeholder` is `true`). Works with react-hook-form's `register`.
 */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from './icons';
import { type FieldSize, fieldBox } from './input';
import { vars } from './theme';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The choices; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** An empty first option: `true` → "请选择", or your own text. Default none. */
  placeholder?: string | boolean;
  /** Error look + `aria-invalid`. Default false. */
  invalid?: boolean;
  /** Height 38px (`lg`, default) or 28px (`sm`). */
  size?: FieldSize;
  /** Full width. Default true. */
  block?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

const Wrap = styled.span<{ $block: boolean }>`
  position: relative;
  display: ${(p) => (p.$block ? 'block' : 'inline-block')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  min-width: 96px;
`;

const NativeSelect = styled.select<{ $invalid?: boolean; $disabled?: boolean; $size: FieldSize }>`
  ${fieldBox}
  appearance: none;
  -webkit-appearance: none;
  display: block;
  width: 100%;
  height: ${(p) => (p.$size === 'sm' ? vars.buttonHeightSm : vars.buttonHeightLg)};
  padding: 0 32px 0 ${(p) => (p.$size === 'sm' ? '8px' : '12px')};
  line-height: normal;
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  outline: none;
  &:focus-visible {
    border-color: ${(p) => (p.$invalid ? vars.error : vars.primary)};
    box-shadow: ${vars.focusRing};
  }
  &:disabled {
    color: ${vars.textSecondary};
  }
`;

const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: 10px;
  display: inline-flex;
  transform: translateY(-50%);
  color: ${vars.textSecondary};
  pointer-events: none;
`;

/** A native select with the storefront's look. */
export function Select({
  options,
  placeholder,
  invalid = false,
  size = 'lg',
  block = true,
  children,
  ref,
  className,
  style,
  ...rest
}: SelectProps) {
  const ariaInvalid = rest['aria-invalid'] ?? (invalid || undefined);
  return (
    <Wrap $block={block} className={className} style={style}>
      <NativeSelect
        {...rest}
        ref={ref}
        aria-invalid={ariaInvalid}
        $invalid={invalid || ariaInvalid === true || ariaInvalid === 'true'}
        $disabled={rest.disabled}
        $size={size}
      >
        {placeholder ? <option value="">{placeholder === true ? '请选择' : placeholder}</option> : null}
        {options?.map((o) => (
          <option key={String(o.value)} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </NativeSelect>
      <Chevron>
        <ChevronDownIcon size={14} />
      </Chevron>
    </Wrap>
  );
}
