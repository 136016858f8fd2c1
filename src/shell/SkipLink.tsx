/**
 * The first Tab stop of the storefront: 跳到主要内容, shown only while it has focus. The page's main region is in the
 * element's shadow root, where the document cannot scroll to a `#fragment`, so the link moves focus itself.
 */
import type { RefObject } from 'react';
import styled from 'styled-components';
import { vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: 8px;
  z-index: 1000;
  padding: 8px 16px;
  border-radius: 4px;
  background: ${vars.primary};
  color: #fff;
  font-size: 14px;
  text-decoration: none;
  white-space: nowrap;
  /* Hidden in place (not moved off the element, over a partner's page) until it has focus. */
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
  }
  &:focus {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <Skip
      href="#b2b-main"
      part="skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = target.current;
        if (!main) return;
        main.focus({ preventScroll: true });
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {t.skipToContent}
    </Skip>
  );
}
