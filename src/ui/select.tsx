/**
 * Select: a styled native `<select>` (keyboard, screen readers and mobile pickers for free).
 *
 * Give `options` (or `<option>` children). `placeholder` adds an empty first option ("请选择" by default
 * when `placeholder` is `true`). Works with react-hook-form's `register`.
 */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from './icons';
import { type FieldSize, fieldBox, fieldState } from './input';
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

/** Static CSS, as the fields' (input.tsx fieldBox): the size and width are attributes. */
const Wrap = styled.span`
  position: relative;
  display: block;
  width: 100%;
  min-width: 96px;
  &:where([data-inline]) {
    display: inline-block;
    width: auto;
  }
`;

const NativeSelect = styled.select`
  ${fieldBox}
  appearance: none;
  -webkit-appearance: none;
  display: block;
  width: 100%;
  height: ${vars.buttonHeightLg};
  padding: 0 32px 0 12px;
  line-height: normal;
  cursor: pointer;
  outline: none;
  &:where([data-size='sm']) {
    height: ${vars.buttonHeightSm};
    padding-left: 8px;
  }
  &:focus-visible {
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
  &:where([data-invalid]):focus-visible {
    border-color: ${vars.error};
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
    <Wrap data-inline={!block || undefined} className={className} style={style}>
      <NativeSelect
        {...rest}
        ref={ref}
        aria-invalid={ariaInvalid}
        {...fieldState(invalid || ariaInvalid === true || ariaInvalid === 'true', rest.disabled)}
        data-size={size}
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
