/**
 * QuantityStepper: − [ n ] + for order quantities.
 *
 * Valid values are `min, min+step, min+2·step, …` up to `max` (e.g. min 10, step 5 → 10, 15, 20).
 * Typing is free; on blur or Enter the text snaps UP to the next valid value (a buyer who types 12 with
 * packs of 5 gets 15, never fewer than asked) and is clamped into [min, max]. Empty or non-numeric text
 * goes back to the last value. Keys: ↑/↓ ± step, PageUp/PageDown ± 10 steps, Home/End min/max.
 * The input has `role="spinbutton"` with `aria-valuemin/max/now`.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MinusIcon, PlusIcon } from './icons';
import { controlReset, vars } from './theme';

export interface QuantityStepperProps {
  /** Current quantity (controlled). */
  value: number;
  /** Called with the new, already valid quantity (never called with the same value). */
  onChange: (value: number) => void;
  /** Smallest quantity. Default 1. */
  min?: number;
  /** Largest quantity. Default Infinity (none). */
  max?: number;
  /** Quantity increment (pack size). Default 1. */
  step?: number;
  /** Default false. */
  disabled?: boolean;
  /** Height 38px (`lg`) or 28px (`sm`, default: carts and tables). */
  size?: 'lg' | 'sm';
  /** Accessible name of the input. Default "数量". */
  label?: string;
  /** id for a FormField label. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
}

/** The valid quantity nearest above `raw` within [min, max] (max itself snaps down to a valid value). */
export function snapQuantity(
  raw: number,
  { min = 1, max = Infinity, step = 1 }: { min?: number; max?: number; step?: number },
): number {
  const s = step > 0 ? step : 1;
  const highest = Number.isFinite(max) ? min + Math.floor((max - min) / s) * s : Infinity;
  if (!Number.isFinite(raw) || raw <= min) return min;
  // round to 1e-9 to absorb float noise before ceiling (steps are usually integers)
  const k = Math.ceil(Math.round(((raw - min) / s) * 1e9) / 1e9);
  const snapped = min + k * s;
  return Math.max(min, Math.min(snapped, highest));
}

/**
 * Static CSS, as the buttons' and fields': the size and the disabled look are attributes of the frame
 * (`data-size`, `data-disabled`), which the buttons and the number match as its children.
 */
const Wrap = styled.span`
  display: inline-flex;
  align-items: stretch;
  height: ${vars.buttonHeightLg};
  border: 1px solid ${vars.border};
  border-radius: ${vars.radiusInput};
  background: ${vars.bg};
  overflow: hidden;
  &:where([data-size='sm']) {
    height: ${vars.buttonHeightSm};
  }
  &:where([data-disabled]) {
    background: ${vars.bgSubtle};
  }
  &:focus-within {
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
`;

const StepButton = styled.button`
  ${controlReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  :where([data-size='sm']) > & {
    width: 28px;
  }
  background: ${vars.bgSubtle};
  color: ${vars.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${vars.primary};
  }
  &:disabled {
    color: ${vars.textPlaceholder};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: -2px;
  }
`;

const NumberInput = styled.input`
  ${controlReset}
  box-sizing: border-box;
  width: 64px;
  :where([data-size='sm']) > & {
    width: 52px;
  }
  padding: 0 4px;
  border-left: 1px solid ${vars.border};
  border-right: 1px solid ${vars.border};
  text-align: center;
  font: inherit;
  font-variant-numeric: tabular-nums;
  color: ${vars.text};
  &:disabled {
    color: ${vars.textSecondary};
    cursor: not-allowed;
  }
`;

/** Quantity input with − / + buttons that keeps the value on the min/step/max grid. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Infinity,
  step = 1,
  disabled = false,
  size = 'sm',
  label = '数量',
  id,
  className,
  ...aria
}: QuantityStepperProps) {
  const bounds = { min, max, step };
  const current = snapQuantity(value, bounds);
  const [draft, setDraft] = useState(String(current));
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!editing) setDraft(String(current));
  }, [current, editing]);

  const commit = (next: number) => {
    const snapped = snapQuantity(next, bounds);
    setDraft(String(snapped));
    if (snapped !== value) onChange(snapped);
  };
  const highest = snapQuantity(max, bounds);
  const atMin = current <= min;
  const atMax = Number.isFinite(max) && current >= highest;

  const commitDraft = () => {
    setEditing(false);
    const trimmed = draft.trim();
    if (trimmed === '' || Number.isNaN(Number(trimmed))) setDraft(String(current));
    else commit(Number(trimmed));
  };

  return (
    <Wrap data-size={size} data-disabled={disabled || undefined} className={className}>
      <StepButton
        type="button"
        aria-label={`减少${label}`}
        disabled={disabled || atMin}
        tabIndex={-1}
        onClick={() => commit(current - step)}
      >
        <MinusIcon size={14} />
      </StepButton>
      <NumberInput
        id={id}
        role="spinbutton"
        inputMode="numeric"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? highest : undefined}
        aria-valuenow={current}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        disabled={disabled}
        value={draft}
        onFocus={() => setEditing(true)}
        onChange={(e) => setDraft(e.currentTarget.value.replace(/[^\d.]/g, ''))}
        onBlur={commitDraft}
        onKeyDown={(e) => {
          const keys: Record<string, number | 'min' | 'max' | 'enter'> = {
            ArrowUp: step,
            ArrowDown: -step,
            PageUp: step * 10,
            PageDown: -step * 10,
            Home: 'min',
            End: 'max',
            Enter: 'enter',
          };
          const action = keys[e.key];
          if (action === undefined) return;
          if (action === 'max' && !Number.isFinite(max)) return;
          e.preventDefault();
          if (action === 'enter') commitDraft();
          else if (action === 'min') commit(min);
          else if (action === 'max') commit(highest);
          else commit(current + action);
        }}
      />
      <StepButton
        type="button"
        aria-label={`增加${label}`}
        disabled={disabled || atMax}
        tabIndex={-1}
        onClick={() => commit(current + step)}
      >
        <PlusIcon size={14} />
      </StepButton>
    </Wrap>
  );
}
