/**
 * Building blocks shared by the account screens: the card layout, the captcha (image button + hook),
 * the resend countdown, the password input with a show/hide toggle, and error helpers.
 */
import styled from 'styled-components';
import { ApiError } from '../../core/http';
import { focusRing, vars } from '../../ui/theme';
import { Link } from '../shared/navigation';

export {
  AuthCard,
  type AuthCardProps,
  FieldsPlaceholder,
  InlineRow,
  LinkRow,
  PasswordInput,
  StatePanel,
  useCountdown,
} from '../shared/account-card';

export { CaptchaField, type CaptchaFieldProps, CaptchaImage, type CaptchaState, useCaptcha } from '../shared/captcha';

// --- Errors ------------------------------------------------------------------------------------

/**
 * The message to show inside the form for a failed call, for the statuses this call expects. The http
 * client already shows 400, 401 and 500 as toasts; any other status is "only rejected, no
 * message" — except the ones a screen knows how to explain (403 disabled account, 409 already
 * registered, 429 too many tries), listed in `expected`. Aborts show nothing.
 */
export function inlineMessage(error: unknown, expected: readonly number[] = [429]): string | null {
  if (!(error instanceof ApiError) || error.aborted) return null;
  return expected.includes(error.status) ? error.message : null;
}

/** camelCase form field names by the server's PascalCase `Field`. */
export function formFieldOf<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  return fields.find((f) => f === error.field) ?? null;
}

// --- Action links ------------------------------------------------------------------------------

/** A storefront link that looks like a button (primary or outlined), for state panels. */
export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${vars.buttonHeightLg};
  padding: 0 18px;
  border: 1px solid ${(p) => (p.$primary ? vars.primary : vars.border)};
  border-radius: ${vars.radiusInput};
  background: ${(p) => (p.$primary ? vars.primary : vars.bg)};
  color: ${(p) => (p.$primary ? '#fff' : vars.text)};
  font-size: 14px;
  font-weight: 400;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  &:hover {
    background: ${(p) => (p.$primary ? vars.primaryHover : vars.bg)};
    border-color: ${(p) => (p.$primary ? vars.primaryHover : vars.primary)};
    color: ${(p) => (p.$primary ? '#fff' : vars.primary)};
  }
`;

/** A link inside a sentence (error text, agreement): underlined, not told apart by colour alone. */
export const InlineLink = styled(Link)`
  color: ${vars.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  ${focusRing}
`;
