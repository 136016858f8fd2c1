/**
 * The frame every custom element renders in its shadow root: styled-components writing into that
 * root, the theme's `:host` defaults, UI's Root wrapper (resets what the host page lets inherit),
 * the WidgetContext, the error boundary, attribute validation and the page's embedding problem (core/embed-check).
 * It also ends the size reservation loader.js gives the element (elements/reserve.ts) once the first loading state
 * is over (no `aria-busy` skeleton left in the shadow root), so the fallback → skeleton swap never moves the page.
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import { $embedProblem } from '../src/core/embed-problem';
import { ErrorBoundary } from '../src/features/shared/ErrorBoundary';
import { strings } from '../src/features/shared/strings';
import { STATIC_SHELL_SELECTOR, WidgetContext, widgetContextFor } from '../src/features/shared/widget';
import { hostCssText, Root, vars } from '../src/ui/theme';
import { parseAttributes } from './attributes';
import type { ElementMeta } from './meta';
import { StyleWarmUp } from './style-warmup';

export interface WidgetFrameProps {
  /** The element's meta with the common attributes merged in. */
  meta: ElementMeta;
  // biome-ignore lint/suspicious/noExplicitAny: each element's component takes its own attribute props
  component: ComponentType<any>;
  shadowRoot: ShadowRoot;
  /** Raw attribute strings keyed by kebab-case name (null = absent). */
  attributes: Readonly<Record<string, string | null>>;
  /** The toast outlet: not a widget of the partner's, so it never shows the page's embedding problem. */
  internal?: boolean;
}

const AttributeErrors = styled.div`
  padding: 12px 16px;
  border: 1px solid ${vars.error};
  border-radius: ${vars.radiusCard};
  background: ${vars.errorSoft};
  color: ${vars.errorText};
  font-size: 14px;
  strong {
    display: block;
    margin-bottom: 4px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

/** The refusal end customers see: one quiet line, as small as the widget's text (a cart badge stays badge-sized). */
const Refused = styled.p`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 0 8px;
  color: ${vars.textSecondary};
  font-size: 13px;
  line-height: 20px;
`;

/** True for the storefront itself and for elements rendered inside its shadow tree. */
function isInStorefront(host: HTMLElement): boolean {
  let node: Node = host;
  for (;;) {
    if (node instanceof HTMLElement && node.localName === 'b2b-storefront') return true;
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) return false;
    node = root.host;
  }
}

export function WidgetFrame({ meta, component: Widget, shadowRoot, attributes, internal }: WidgetFrameProps) {
  const host = shadowRoot.host as HTMLElement;
  const context = useMemo(() => widgetContextFor(host, isInStorefront(host)), [host]);
  const parsed = useMemo(() => parseAttributes(meta.attributes, attributes), [meta, attributes]);
  // A page that cannot reach the API (no api-base, origin not in CORS_ORIGINS): said here, in every widget.
  const pageProblem = useStore($embedProblem);
  const problem = internal ? null : pageProblem;
  useReadyMark(host, shadowRoot, internal ?? false);
  useEffect(() => {
    if (problem) context.emit('b2b-error', { message: problem.message, reason: problem.reason });
  }, [problem, context]);
  const [shown, setShown] = useState(false);
  const staticShell = useStaticShell(host);
  useLayoutEffect(() => {
    // The fallback slot the element put in its shadow root before mounting (elements/define.ts): Preact reused it for
    // the frame's own slot, React leaves it beside the tree. Gone, before paint, once the widget is there (and no
    // static shell is waiting for its page).
    if (shown && !staticShell)
      for (const child of [...shadowRoot.children]) if (child.localName === 'slot') child.remove();
  }, [shown, staticShell, shadowRoot]);

  return (
    <StyleSheetManager target={shadowRoot}>
      <style>{hostCssText}</style>
      {shown ? (
        <Root part="root" data-b2b-root="" lang="zh-CN">
          <WidgetContext.Provider value={context}>
            {problem ? (
              // The page's visitors are the partner's customers: a short neutral line in the widget's own size. What
              // to change (the origin, CORS_ORIGINS, api-base) is the partner's developer's, said in the console by
              // the check (src/core/embed-check.ts) and in b2b-error's `message`.
              <Refused role="status" part="error" data-reason={problem.reason}>
                {strings.embedRefused}
              </Refused>
            ) : parsed.errors.length > 0 ? (
              <AttributeErrors role="alert" part="error">
                <strong>{strings.invalidAttributes}</strong>
                <ul>
                  {parsed.errors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </AttributeErrors>
            ) : (
              <ErrorBoundary
                onError={(error) => context.emit('b2b-error', { message: errorText(error), reason: 'crashed' })}
              >
                <Widget {...parsed.values} />
              </ErrorBoundary>
            )}
          </WidgetContext.Provider>
        </Root>
      ) : null}
      {/* Root's CSS compiled before the widget renders (it shows then), then the CSS of what the widget shows next
          while its data loads. The toast outlet has nothing to compile ahead. */}
      <StyleWarmUp onFirst={setShown} ahead={!internal} />
      {/* The page's fallback content, shown until the widget is there: the first pass only sets up the root (theme
          defaults), the next task compiles the Root's CSS and the widget renders in the one after, so no pass is one
          long task (over 50 ms at 4× CPU). A static shell (the storefront's first frame) keeps showing through the
          same slot while the page is built beside it: the same node throughout, so the shell is never laid out and
          painted again. */}
      {!shown || staticShell ? <slot /> : null}
    </StyleSheetManager>
  );
}

/** True while the host's light DOM holds a static shell (STATIC_SHELL_SELECTOR), which the widget removes. */
function useStaticShell(host: HTMLElement): boolean {
  const present = useCallback(() => host.querySelector(STATIC_SHELL_SELECTOR) !== null, [host]);
  const [shell, setShell] = useState(present);
  useEffect(() => {
    if (!shell) return;
    if (!present()) {
      setShell(false);
      return;
    }
    const observer = new MutationObserver(() => {
      if (!present()) setShell(false);
    });
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host, shell, present]);
  return shell;
}

/**
 * Sets READY_ATTRIBUTE on the host the first time its shadow root shows something and no busy placeholder (Skeleton,
 * busy grid):
 * the widget's own loading state takes over the reserved box, and the reservation ends when real content (or an
 * error, or an empty state) is there. Checked before paint (layout effect, then mutation callbacks as microtasks),
 * so a widget that renders its content at once never shows a frame of reserved space. Once set, never removed:
 * later loading (a page change) keeps the size the widget had.
 */
/**
 * The attribute loader.js's reservation waits for (READY_ATTRIBUTE in elements/reserve.ts, spelled again here: a
 * module both import would become a shared chunk, a static import of loader.js; tests/unit/elements/reserve.test.ts
 * checks the frame sets the one the loader reads).
 */
const READY_ATTRIBUTE = 'data-b2b-ready';

function useReadyMark(host: HTMLElement, shadowRoot: ShadowRoot, internal: boolean): void {
  useLayoutEffect(() => {
    if (internal || host.hasAttribute(READY_ATTRIBUTE)) return;
    const settled = (): boolean => {
      // Empty: a lazy screen whose Suspense fallback is not rendered yet (Preact shows it a microtask later).
      const root = shadowRoot.querySelector('[data-b2b-root]');
      if (!root?.firstElementChild || shadowRoot.querySelector('[aria-busy="true"]')) return false;
      host.setAttribute(READY_ATTRIBUTE, '');
      return true;
    };
    if (settled()) return;
    const observer = new MutationObserver(() => {
      if (settled()) observer.disconnect();
    });
    observer.observe(shadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => observer.disconnect();
  }, [host, shadowRoot, internal]);
}

function errorText(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return detail ? `${strings.widgetFailed}：${detail}` : strings.widgetFailed;
}
