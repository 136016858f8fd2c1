/**
 * Form field layout and react-hook-form helpers with the default Chinese messages (required, length, range).
 *
 * ```tsx
 * const { register, handleSubmit, formState: { errors } } = useForm<Values>();
 * <FormField label="邮箱" required error={errors.email?.message}>
 *   <Input {...register('email', fieldRules({ label: '邮箱', required: true, pattern: EMAIL_PATTERN }))} />
 * </FormField>
 * ```
 *
 * `FormField` gives its single child element `id`, `aria-describedby` (hint + error), `aria-invalid`
 * and `aria-required`; the label points at it. For several controls, pass a render function instead.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { joinIds } from './utils';

// ---------------------------------------------------------------------------------------------------
// Default messages: required, length, range in default Chinese wording
// ---------------------------------------------------------------------------------------------------

export const messages = {
  /** 请输入邮箱 */
  required: (label: string) => `请输入${label}`,
  /** 请选择地区 (selects, radios, checkboxes, dates) */
  requiredSelect: (label: string) => `请选择${label}`,
  /** 密码长度须在6到20个字符之间 */
  length: (label: string, min: number, max: number) => `${label}长度须在${min}到${max}个字符之间`,
  /** 用户名长度不能少于2个字符 */
  minLength: (label: string, min: number) => `${label}长度不能少于${min}个字符`,
  /** 备注长度不能超过200个字符 */
  maxLength: (label: string, max: number) => `${label}长度不能超过${max}个字符`,
  /** 数量须在1到999之间 */
  range: (label: string, min: number, max: number) => `${label}须在${min}到${max}之间`,
  /** 数量不能小于1 */
  min: (label: string, min: number) => `${label}不能小于${min}`,
  /** 数量不能大于999 */
  max: (label: string, max: number) => `${label}不能大于${max}`,
  /** 邮箱格式不正确 */
  pattern: (label: string) => `${label}格式不正确`,
} as const;

// ---------------------------------------------------------------------------------------------------
// Rules for react-hook-form's register()
// ---------------------------------------------------------------------------------------------------

export interface FieldRuleOptions {
  /** The field's name as shown in the label, used in every message. */
  label: string;
  /** The value is required. Default false. */
  required?: boolean;
  /** Use "请选择…" instead of "请输入…" (selects, radios, dates). Default false. */
  select?: boolean;
  /** Minimum number of characters. */
  minLength?: number;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Minimum numeric value. */
  min?: number;
  /** Maximum numeric value. */
  max?: number;
  /** The value must match (message: `${label}格式不正确`). */
  pattern?: RegExp;
  /** A check of the trimmed text, run only when the field is not blank: return true or a message. */
  check?: (text: string) => true | string;
  /** Extra checks of the raw value: return true or a message. */
  validate?: Record<string, (value: unknown) => true | string | Promise<true | string>>;
}

/**
 * What `fieldRules` gives `register()`: the native `required` (so react-hook-form marks the field and skips
 * the other rules) and named checks. It fits any field of any form, whatever the form's other value types.
 */
export interface FieldRules {
  required?: string;
  validate: Record<string, (value: unknown) => true | string | Promise<true | string>>;
}

function isBlank(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return value === false;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/**
 * Builds react-hook-form `RegisterOptions` with the default Chinese messages. A whitespace-only text
 * counts as empty. Length and range use the two-bound wording when both bounds are given.
 */
export function fieldRules(o: FieldRuleOptions): FieldRules {
  const requiredMessage = o.select ? messages.requiredSelect(o.label) : messages.required(o.label);
  const validate: Record<string, (value: unknown) => true | string | Promise<true | string>> = {};

  if (o.required) validate.required = (v) => (isBlank(v) ? requiredMessage : true);

  if (o.minLength !== undefined || o.maxLength !== undefined) {
    const msg =
      o.minLength !== undefined && o.maxLength !== undefined
        ? messages.length(o.label, o.minLength, o.maxLength)
        : o.minLength !== undefined
          ? messages.minLength(o.label, o.minLength)
          : messages.maxLength(o.label, o.maxLength as number);
    validate.length = (v) => {
      if (isBlank(v)) return true; // emptiness is `required`'s job
      const n = [...String(v)].length; // count characters, not UTF-16 units
      if (o.minLength !== undefined && n < o.minLength) return msg;
      if (o.maxLength !== undefined && n > o.maxLength) return msg;
      return true;
    };
  }

  if (o.min !== undefined || o.max !== undefined) {
    const msg =
      o.min !== undefined && o.max !== undefined
        ? messages.range(o.label, o.min, o.max)
        : o.min !== undefined
          ? messages.min(o.label, o.min)
          : messages.max(o.label, o.max as number);
    validate.range = (v) => {
      if (isBlank(v)) return true;
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      if (Number.isNaN(n)) return msg;
      if (o.min !== undefined && n < o.min) return msg;
      if (o.max !== undefined && n > o.max) return msg;
      return true;
    };
  }

  if (o.pattern) {
    const re = o.pattern;
    validate.pattern = (v) => {
      if (isBlank(v)) return true;
      re.lastIndex = 0;
      return re.test(String(v)) ? true : messages.pattern(o.label);
    };
  }

  if (o.check) {
    const check = o.check;
    validate.check = (v) => (isBlank(v) ? true : check(String(v).trim()));
  }

  Object.assign(validate, o.validate);
  // `required` is also declared natively so react-hook-form marks the field and skips other rules.
  return o.required ? { required: requiredMessage, validate } : { validate };
}

/** Single-rule shortcuts, e.g. `register('name', rules.required('姓名'))`. */
export const rules = {
  required: (label: string) => fieldRules({ label, required: true }),
  requiredSelect: (label: string) => fieldRules({ label, required: true, select: true }),
  length: (label: string, min: number, max: number) => fieldRules({ label, minLength: min, maxLength: max }),
  range: (label: string, min: number, max: number) => fieldRules({ label, min, max }),
  pattern: (label: string, pattern: RegExp) => fieldRules({ label, pattern }),
} as const;

/** Commonly needed patterns. */
export const patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Mainland China mobile number. */
  mobile: /^1[3-9]\d{9}$/,
  /** Unified social credit code (统一社会信用代码), 18 characters. */
  creditCode: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
  /** Postal code. */
  postcode: /^\d{6}$/,
} as const;

// ---------------------------------------------------------------------------------------------------
// FormField
// ---------------------------------------------------------------------------------------------------

/** Props FormField hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  /** For group controls (RadioGroup): point at the label element. */
  'aria-labelledby'?: string;
}

export interface FormFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Shows the required mark (*) and sets `aria-required`. Default false. */
  required?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text (e.g. `errors.email?.message`); when set the control is `aria-invalid`. */
  error?: ReactNode;
  /** `vertical` (label above, default) or `horizontal` (label left, wraps to vertical under 480px). */
  layout?: 'vertical' | 'horizontal';
  /** Label column width in horizontal layout. Default 100 (px). */
  labelWidth?: number;
  /** The control is a group (RadioGroup, checkboxes): label is linked by aria-labelledby. Default false. */
  group?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  /** The control: one element (receives FieldControlProps) or a render function. */
  children: ReactElement | ((props: FieldControlProps) => ReactNode);
  className?: string;
}

/**
 * The vertical FormField's box, px: the label's line and the gap under it, the gap under the row, the hint's gap
 * and line. Exported for placeholders that must keep a field's size (a form rendering its lower fields a task
 * later).
 */
export const fieldMetrics = { labelLine: 22, labelGap: 6, rowGap: 20, hintGap: 4, hintLine: 20 } as const;

const FieldWrap = styled.div<{ $horizontal: boolean; $labelWidth: number }>`
  display: ${(p) => (p.$horizontal ? 'grid' : 'block')};
  grid-template-columns: ${(p) => p.$labelWidth}px minmax(0, 1fr);
  column-gap: 12px;
  margin-bottom: ${fieldMetrics.rowGap}px;
  @media (max-width: 480px) {
    display: block;
  }
`;

const Label = styled.label<{ $horizontal: boolean }>`
  display: block;
  margin-bottom: ${(p) => (p.$horizontal ? '0' : `${fieldMetrics.labelGap}px`)};
  padding-top: ${(p) => (p.$horizontal ? '8px' : '0')};
  text-align: ${(p) => (p.$horizontal ? 'right' : 'left')};
  font-size: 14px;
  line-height: ${fieldMetrics.labelLine}px;
  color: ${vars.text};
  @media (max-width: 480px) {
    text-align: left;
    padding-top: 0;
    margin-bottom: 6px;
  }
`;

const RequiredMark = styled.span`
  margin-right: 4px;
  color: ${vars.errorText};
`;

const Hint = styled.div`
  margin-top: ${fieldMetrics.hintGap}px;
  font-size: 12px;
  line-height: ${fieldMetrics.hintLine}px;
  color: ${vars.textSecondary};
`;

const ErrorText = styled.div`
  margin-top: 4px;
  font-size: 12px;
  line-height: 20px;
  color: ${vars.errorText};
`;

/** A labelled form row: label (+ required mark), the control, hint and error text, all linked. */
export function FormField({
  label,
  required = false,
  hint,
  error,
  layout = 'vertical',
  labelWidth = 100,
  group = false,
  id,
  children,
  className,
}: FormFieldProps) {
  const auto = useId();
  const controlId = id ?? `f${auto}`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const horizontal = layout === 'horizontal';

  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(hint != null && hintId, hasError && errorId),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(group ? { 'aria-labelledby': labelId } : {}),
  };

  let control: ReactNode;
  if (typeof children === 'function') control = children(controlProps);
  else if (isValidElement<Record<string, unknown>>(children)) {
    const own = children.props;
    control = cloneElement(children, {
      ...controlProps,
      'aria-describedby': joinIds(own['aria-describedby'] as string | undefined, controlProps['aria-describedby']),
    });
  } else control = children;

  return (
    <FieldWrap className={className} $horizontal={horizontal} $labelWidth={labelWidth}>
      <Label
        as={group ? 'span' : 'label'}
        id={labelId}
        htmlFor={group ? undefined : controlId}
        $horizontal={horizontal}
      >
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        {label}
      </Label>
      <div>
        {control}
        {hasError ? (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        ) : null}
        {hint != null ? <Hint id={hintId}>{hint}</Hint> : null}
      </div>
    </FieldWrap>
  );
}
