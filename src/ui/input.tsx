/**
 * Text inputs: Input (prefix/suffix, clearable) and Textarea (with a character counter).
 *
 * Both work controlled (`value` + `onChange`) and uncontrolled, including react-hook-form's
 * `{...register('name')}` (the ref reaches the native element). `invalid` sets `aria-invalid` and the
 * error border; inside a `FormField`, the id, `aria-describedby` and `aria-invalid` are passed in for you.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useRef,
  useState,
} from 'react';
import styled, { css } from 'styled-components';
import { ClearIcon } from './icons';
import { controlReset, vars } from './theme';
import { mergeRefs } from './utils';

export type FieldSize = 'lg' | 'sm';

/**
 * Shared look of bordered fields (input wrapper, textarea, select). Static CSS: the error and disabled looks are
 * attributes (`fieldState`: `data-invalid`, `data-disabled`) matched inside `:where()`, so a field's class and its
 * compiled CSS stay the same when it turns invalid (with functions of props, the first error compiled a new copy of
 * the whole block while the visitor typed) and can be compiled ahead (elements/style-warmup.ts).
 */
export const fieldBox = css`
  box-sizing: border-box;
  background: ${vars.bg};
  border: 1px solid ${vars.border};
  border-radius: ${vars.radiusInput};
  color: ${vars.text};
  font-family: inherit;
  font-size: 14px;
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:hover,
  &:focus-within {
    border-color: ${vars.primary};
  }
  &:focus-within {
    box-shadow: ${vars.focusRing};
  }
  &:where([data-invalid]),
  &:where([data-invalid]):hover,
  &:where([data-invalid]):focus-within {
    border-color: ${vars.error};
  }
  &:where([data-invalid]):focus-within {
    box-shadow: 0 0 0 3px rgba(255, 109, 77, 0.25);
  }
  &:where([data-disabled]) {
    background: ${vars.bgSubtle};
    cursor: not-allowed;
  }
  &:where([data-disabled]):hover {
    border-color: ${vars.border};
  }
`;

/** The attributes fieldBox's error and disabled looks are keyed on. */
export const fieldState = (invalid: boolean | undefined, disabled: boolean | undefined) => ({
  'data-invalid': invalid || undefined,
  'data-disabled': disabled || undefined,
});

// --- Input -----------------------------------------------------------------------------------------

const InputBox = styled.span`
  ${fieldBox}
  display: flex;
  width: 100%;
  align-items: center;
  gap: 6px;
  height: ${vars.buttonHeightLg};
  padding: 0 12px;
  cursor: text;
  &:where([data-inline]) {
    display: inline-flex;
    width: auto;
  }
  &:where([data-size='sm']) {
    height: ${vars.buttonHeightSm};
    padding: 0 8px;
  }
`;

const NativeInput = styled.input`
  ${controlReset}
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  font: inherit;
  color: inherit;
  &::placeholder {
    color: ${vars.textPlaceholder};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.textSecondary};
  }
  /* number inputs: hide spin buttons, QuantityStepper provides its own */
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${vars.textSecondary};
`;

const ClearButton = styled.button`
  ${controlReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  color: ${vars.textPlaceholder};
  cursor: pointer;
  &:hover {
    color: ${vars.textSecondary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
  }
`;

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Content before the text (icon, unit). Decorative unless it contains text. */
  prefix?: ReactNode;
  /** Content after the text (icon, unit, a button). */
  suffix?: ReactNode;
  /** Shows a clear button when the field has a value. Default false. */
  clearable?: boolean;
  /** Called after the clear button emptied the field (an `input` event is dispatched too). */
  onClear?: () => void;
  /** Error look + `aria-invalid`. Default false. */
  invalid?: boolean;
  /** Height 38px (`lg`, default) or 28px (`sm`). */
  size?: FieldSize;
  /** Full width (default true: forms are single-column on narrow screens). */
  block?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Sets a native input's value the way a user would, so React's `onChange` and react-hook-form see it. */
function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A single-line text field. */
export function Input({
  prefix,
  suffix,
  clearable = false,
  onClear,
  invalid = false,
  size = 'lg',
  block = true,
  disabled,
  readOnly,
  ref,
  className,
  style,
  onChange,
  ...rest
}: InputProps) {
  const inner = useRef<HTMLInputElement>(null);
  const controlled = rest.value !== undefined;
  const [uncontrolledFilled, setUncontrolledFilled] = useState(() => Boolean(rest.defaultValue));
  const filled = controlled ? String(rest.value ?? '') !== '' : uncontrolledFilled;
  const ariaInvalid = rest['aria-invalid'] ?? (invalid || undefined);

  return (
    <InputBox
      className={className}
      style={style}
      {...fieldState(invalid || ariaInvalid === true || ariaInvalid === 'true', disabled)}
      data-size={size}
      data-inline={!block || undefined}
      onMouseDown={(e) => {
        // Clicking the padding or an affix focuses the field (but not when clicking a nested control).
        if (e.target === e.currentTarget) {
          e.preventDefault();
          inner.current?.focus();
        }
      }}
    >
      {prefix != null ? <Affix>{prefix}</Affix> : null}
      <NativeInput
        {...rest}
        ref={mergeRefs(ref, inner)}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={ariaInvalid}
        onChange={(e) => {
          if (!controlled) setUncontrolledFilled(e.currentTarget.value !== '');
          onChange?.(e);
        }}
      />
      {clearable && filled && !disabled && !readOnly ? (
        <ClearButton
          type="button"
          aria-label="清除内容"
          onClick={() => {
            const el = inner.current;
            if (!el) return;
            setNativeValue(el, '');
            setUncontrolledFilled(false);
            el.focus();
            onClear?.();
          }}
        >
          <ClearIcon size={14} />
        </ClearButton>
      ) : null}
      {suffix != null ? <Affix>{suffix}</Affix> : null}
    </InputBox>
  );
}

// --- Textarea --------------------------------------------------------------------------------------

const TextareaWrap = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

const NativeTextarea = styled.textarea`
  ${fieldBox}
  display: block;
  width: 100%;
  min-height: 80px;
  padding: 8px 12px;
  line-height: 1.5715;
  resize: vertical;
  outline: none;
  &:where([data-counter]) {
    padding-bottom: 24px;
  }
  &:focus {
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
  &:where([data-invalid]):focus {
    border-color: ${vars.error};
  }
  &::placeholder {
    color: ${vars.textPlaceholder};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.textSecondary};
  }
`;

const Counter = styled.span`
  position: absolute;
  right: 12px;
  bottom: 4px;
  font-size: 12px;
  color: ${vars.textSecondary};
  pointer-events: none;
`;

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Error look + `aria-invalid`. Default false. */
  invalid?: boolean;
  /** Shows `n/maxLength` under the text when `maxLength` is set. Default true. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with an optional `n/max` counter. */
export function Textarea({
  invalid = false,
  showCount = true,
  ref,
  onChange,
  maxLength,
  rows = 4,
  ...rest
}: TextareaProps) {
  const controlled = rest.value !== undefined;
  const [length, setLength] = useState(() => String(rest.defaultValue ?? '').length);
  const count = controlled ? String(rest.value ?? '').length : length;
  const withCounter = showCount && maxLength !== undefined;
  const ariaInvalid = rest['aria-invalid'] ?? (invalid || undefined);
  return (
    <TextareaWrap>
      <NativeTextarea
        {...rest}
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={ariaInvalid}
        {...fieldState(invalid || ariaInvalid === true || ariaInvalid === 'true', rest.disabled)}
        data-counter={withCounter || undefined}
        onChange={(e) => {
          if (!controlled) setLength(e.currentTarget.value.length);
          onChange?.(e);
        }}
      />
      {withCounter ? (
        <Counter aria-hidden="true">
          {count}/{maxLength}
        </Counter>
      ) : null}
    </TextareaWrap>
  );
}
