/**
 * Price display. Money is computed in src/core/money.ts; this only shows it (ui does not import core, so the
 * half-up rounding below is its own: the same rule as core/money.ts roundAmount).
 *
 * `value` may be a preformatted string (`¥1,234.50`, shown as is), a decimal string from the API
 * (`"1234.5"` → `¥1,234.50`, rounded half-up to 2 places by string arithmetic, no float error), a
 * number, or `null`/`undefined`/`''` → "询价" (price on request).
 */
import styled from 'styled-components';
import { VisuallyHidden, vars } from './theme';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Rounds a decimal string half-up to 2 places and groups thousands: "1234.565" → "1,234.57". */
function formatDecimalString(sign: string, intPart: string, fracPart: string): string {
  // scaled = round(value × 100) using BigInt on the digit string
  const frac = `${fracPart}000`.slice(0, 3);
  let cents = BigInt(intPart + frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1n;
  const negative = sign === '-' && cents !== 0n;
  const whole = (cents / 100n).toString();
  const dec = (cents % 100n).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${dec}`;
}

/**
 * `¥1,234.50` for a decimal string or number, the string itself when it is already formatted
 * (starts with ¥/￥), `null` for no price (show "询价").
 */
export function formatPrice(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toFixed(3) then string rounding avoids 1.005 → 1.00 float surprises for typical prices
    value = Math.abs(value) < 1e15 ? value.toFixed(3) : value.toFixed(2);
  }
  const text = value.trim();
  if (text === '') return null;
  if (/^[¥￥]/.test(text) || /^-[¥￥]/.test(text)) return text;
  const m = DECIMAL.exec(text.replace(/,/g, ''));
  if (!m) return text;
  const formatted = formatDecimalString(m[1] ?? '', m[2] ?? '0', m[3] ?? '');
  return formatted.startsWith('-') ? `-¥${formatted.slice(1)}` : `¥${formatted}`;
}

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** Preformatted string, decimal string, number, or null for "询价". */
  value: string | number | null | undefined;
  /** `sm` 12/14px, `md` 16px (default), `lg` 24px with smaller cents. */
  size?: PriceSize;
  /** Unit after the price, e.g. "/件". */
  unit?: string;
  /** Previous price, shown struck through after the price. */
  original?: string | number | null;
  /** A short tag before the price, e.g. "协议价" (a company's contract price, with the list price as `original`). */
  label?: string | undefined;
  /** Price colour (default) or base text colour (totals in tables). */
  tone?: 'price' | 'text';
  /** Text for no price. Default "询价". */
  onRequestText?: string;
  className?: string;
}

/**
 * Static CSS (see index.ts): the size and tone are attributes. Sizes, main figure / currency sign and cents of `lg`
 * / 询价: sm 14 / – / 13 px, md 16 / – / 14, lg 24 / 16 / 17.
 */
const Wrap = styled.span`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 6px;
  color: ${vars.price};
  font-size: 16px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  line-height: 1.3;
  white-space: nowrap;
  &:where([data-tone='text']) {
    color: ${vars.text};
  }
  &:where([data-size='sm']) {
    font-size: 14px;
  }
  &:where([data-size='lg']) {
    font-size: 24px;
  }
`;

/** The currency sign and the cents of a `lg` price (the only size that sets them smaller). */
const Small = styled.span`
  font-size: 16px;
`;

const Unit = styled.span`
  font-size: 12px;
  font-weight: 400;
  color: ${vars.textSecondary};
`;

const Original = styled.s`
  font-size: 12px;
  font-weight: 400;
  color: ${vars.textSecondary};
`;

const OnRequest = styled.span`
  font-size: 14px;
  :where([data-size='sm']) > & {
    font-size: 13px;
  }
  :where([data-size='lg']) > & {
    font-size: 17px;
  }
`;

/** Shows a price; big sizes render the currency sign and the cents smaller. */
export function Price({
  value,
  size = 'md',
  unit,
  original,
  label,
  tone = 'price',
  onRequestText = '询价',
  className,
}: PriceProps) {
  const text = formatPrice(value);
  if (text === null) {
    return (
      <Wrap data-size={size} data-tone={tone} className={className}>
        <OnRequest>{onRequestText}</OnRequest>
      </Wrap>
    );
  }
  const m = /^(-?[¥￥])([\d,]+)(\.\d+)?$/.exec(text);
  const originalText = original != null ? formatPrice(original) : null;
  return (
    <Wrap data-size={size} data-tone={tone} className={className}>
      {label ? <Unit>{label}</Unit> : null}
      <span>
        {m && size === 'lg' ? (
          <>
            <Small>{m[1]}</Small>
            {m[2]}
            {m[3] ? <Small>{m[3]}</Small> : null}
          </>
        ) : (
          text
        )}
        {unit ? <Unit>{unit}</Unit> : null}
      </span>
      {originalText ? (
        <Original>
          <VisuallyHidden>{label ? '标价' : '原价'}</VisuallyHidden>
          {originalText}
        </Original>
      ) : null}
    </Wrap>
  );
}
