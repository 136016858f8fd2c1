/**
 * The frame every custom element renders in its shadow root: styled-components writing into that
 * root, the theme's `:host` defaults, UI's Root wrapper (resets what the host page lets inherit),
 * the WidgetContext, the error boundary, attribute validation and the page's embedding problem (core/embed-check).
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useMemo } from 'react';
import styled, { StyleSheetManager } from 'styled-components';
import { parseAttributes } from '../../../elements/attributes';
import type { ElementMeta } from '../../../elements/meta';
import { $embedProblem } from '../../core/embed-problem';
import { hostCssText, Root, vars } from '../../ui/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { strings } from './strings';
import { WidgetContext, widgetContextFor } from './widget';

export interface WidgetFrameProps {
  /** The element's meta with the common attributes merged in. */
  meta: ElementMeta;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
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
  useEffect(() => {
    if (problem) context.emit('b2b-error', { message: problem.message, reason: problem.reason });
  }, [problem, context]);

  return (
    <StyleSheetManager target={shadowRoot}>
      <style>{hostCssText}</style>
      <Root part="root" data-b2b-root="" lang="zh-CN">
        <WidgetContext.Provider value={context}>
          {problem ? (
            <AttributeErrors role="alert" part="error" data-reason={problem.reason}>
              <strong>{strings.embedRefused}</strong>
              {problem.message}
            </AttributeErrors>
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
    </StyleSheetManager>
  );
}

function errorText(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return detail ? `${strings.widgetFailed}：${detail}` : strings.widgetFailed;
}
