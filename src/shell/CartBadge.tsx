/**
 * The cart link with its count (`$cartCount`, fetched only once logged in). Used in the header and
 * as the standalone `<b2b-cart-badge>`; outside the storefront the click fires `b2b-navigate`.
 */
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $cartCount } from '../core/cart';
import { $isLoggedIn } from '../core/session';
import { Link } from '../features/shared/navigation';
import { CartIcon } from '../ui/icons';
import { focusRing, vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Anchor = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 10px;
  border-radius: ${vars.radiusInput};
  /* Partner headers are often dark: the badge's own colour property lets the page set it alone. */
  color: var(--b2b-cart-badge-color, ${vars.text});
  text-decoration: none;
  font-size: 14px;
  white-space: nowrap;
  &:hover {
    color: var(--b2b-cart-badge-hover-color, ${vars.primary});
  }
  ${focusRing}
`;

const Count = styled.span`
  position: absolute;
  top: 0;
  left: 22px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${vars.errorText};
  color: #fff;
  font-size: 12px;
  line-height: 18px;
  text-align: center;
`;

export interface CartBadgeProps {
  /** Show the word 购物车 next to the icon. Default true. */
  showLabel?: boolean;
}

export function CartBadge({ showLabel = true }: CartBadgeProps) {
  const loggedIn = useStore($isLoggedIn);
  const { data } = useStore($cartCount);
  const count = loggedIn ? (data ?? 0) : 0;
  return (
    <Anchor to="/cart" aria-label={t.cart.count(count)} part="cart">
      <CartIcon size={22} />
      {showLabel ? <span aria-hidden="true">{t.cart.label}</span> : null}
      {count > 0 ? (
        <Count aria-hidden="true" part="cart-count" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </Count>
      ) : null}
    </Anchor>
  );
}
