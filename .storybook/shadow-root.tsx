/**
 * Renders a story the way a real `<b2b-*>` element renders: inside an open shadow root, with
 * styled-components writing into that root, the `:host` token defaults and the theme's `Root` wrapper.
 * The preview page has a hostile `html{font-size:62.5%}` (preview-head.html), like partner pages.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { hostCssText, Root } from '../src/ui/theme';

export function ShadowHost({ children, tag = 'div' }: { children: ReactNode; tag?: 'div' | 'section' }) {
  const hostRef = useRef<HTMLElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    if (!root.querySelector('style[data-b2b-host]')) {
      const style = document.createElement('style');
      style.setAttribute('data-b2b-host', '');
      style.textContent = hostCssText;
      root.prepend(style);
    }
    setShadow(root);
  }, []);

  const Tag = tag;
  return (
    <Tag ref={hostRef as never} data-b2b-story-host="">
      {shadow
        ? createPortal(
            <StyleSheetManager target={shadow}>
              <Root lang="zh-CN">{children}</Root>
            </StyleSheetManager>,
            shadow,
          )
        : null}
    </Tag>
  );
}
