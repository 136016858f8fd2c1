/**
 * Checkbox and RadioGroup, both on native inputs (native keyboard: Space toggles, arrows move
 * between radios) tinted with `accent-color`.
 */
import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { mergeRefs } from './utils';

const ChoiceLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: 8px;
  min-height: 22px;
  line-height: 22px;
  color: ${(p) => (p.$disabled ? vars.textSecondary : vars.text)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  input {
    flex: none;
    width: 16px;
    height: 16px;
    margin: 3px 0 0;
    accent-color: ${vars.primary};
    cursor: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

// --- Checkbox --------------------------------------------------------------------------------------

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text after the box (its label). Without it give `aria-label`. */
  children?: ReactNode;
  /** Shows the mixed state (e.g. "select all" with some rows selected). Default false. */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label. */
export function Checkbox({ children, indeterminate = false, ref, className, style, ...rest }: CheckboxProps) {
  const inner = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <ChoiceLabel $disabled={rest.disabled} className={className} style={style}>
      <input {...rest} type="checkbox" ref={mergeRefs(ref, inner)} aria-checked={indeterminate ? 'mixed' : undefined} />
      {children != null ? <span>{children}</span> : null}
    </ChoiceLabel>
  );
}

// --- RadioGroup ------------------------------------------------------------------------------------

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The choices. */
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  /** Visible group label; or give `aria-label` / `aria-labelledby` (FormField passes that). */
  label?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  id?: string;
  /** Disables every option. Default false. */
  disabled?: boolean;
  /** `horizontal` (default) or `vertical`. */
  direction?: 'horizontal' | 'vertical';
}

const Group = styled.div<{ $direction: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$direction === 'vertical' ? '8px' : '8px 24px')};
`;

const GroupLabel = styled.span`
  display: block;
  margin-bottom: 6px;
  font-weight: 400;
`;

/** A set of radio buttons (`role="radiogroup"`). */
export function RadioGroup({
  options,
  value,
  defaultValue,
  onChange,
  name,
  label,
  disabled = false,
  direction = 'horizontal',
  id,
  ...aria
}: RadioGroupProps) {
  const autoName = useId();
  const labelId = useId();
  return (
    <div>
      {label != null ? <GroupLabel id={labelId}>{label}</GroupLabel> : null}
      <Group
        role="radiogroup"
        id={id}
        $direction={direction}
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby'] ?? (label != null ? labelId : undefined)}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
      >
        {options.map((o) => (
          <ChoiceLabel key={o.value} $disabled={disabled || o.disabled}>
            <input
              type="radio"
              name={name ?? autoName}
              value={o.value}
              disabled={disabled || o.disabled}
              checked={value !== undefined ? value === o.value : undefined}
              defaultChecked={value === undefined && defaultValue !== undefined ? defaultValue === o.value : undefined}
              onChange={(e) => {
                if (e.currentTarget.checked) onChange?.(o.value);
              }}
            />
            <span>{o.label}</span>
          </ChoiceLabel>
        ))}
      </Group>
    </div>
  );
}
