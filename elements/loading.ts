/**
 * What an element shows while its component's chunk loads (the Suspense fallback in each `elements/b2b-*.ts`): a
 * line of text ("运营后台加载中…") over the skeleton's shape (`src/ui/feedback.tsx` Skeleton: text lines, an optional
 * block above them), in plain elements with inline styles.
 *
 * It is rendered in the widget frame's first render task and is gone a frame or two later (loader.js has already
 * fetched the chunk). Built with styled-components, the Skeleton made that task compile and insert the CSS of its
 * blocks and shimmer: about half of that task in a profile of `<b2b-operator>` (scripts/widget-longest.ts). The visible
 * text is there on purpose too: the browser's first layout of text in the widget's font is expensive (the "floor" of
 * scripts/widget-timing.ts), and done here, in a light task, it is not added to the component's own first render; with
 * bars alone `<b2b-login>` (which had shown "加载中…" before) got slower. Against the build before (scripts/widget-ab.ts),
 * the widgets with a fallback had shorter longest tasks; the others did not move.
 */
import { createElement, type ReactElement } from 'react';
import { SKELETON_COLOR } from '../src/ui/feedback';

export interface LoadingFallbackOptions {
  /** What is loading, shown as "<label>…" (the widget's role="status" reads it). */
  label: string;
  /** Text lines. Default 6. */
  lines?: number;
  /** A block (picture) above the lines: height in px. */
  blockHeight?: number;
}

/** The skeleton's lines: 16 px bars of its surface colour, 10 px apart. */
const LINES = `repeating-linear-gradient(${SKELETON_COLOR} 0 16px, transparent 16px 26px)`;

export function loadingFallback({ label, lines = 6, blockHeight }: LoadingFallbackOptions): ReactElement {
  const bars = (height: number, background: string) =>
    createElement('div', { 'aria-hidden': true, style: { marginTop: 10, height, background } });
  return createElement(
    'div',
    // The secondary text token (#666 on white is AA).
    { role: 'status', 'aria-busy': true, style: { color: 'var(--b2b-text-secondary, #666666)' } },
    `${label}…`,
    blockHeight ? bars(blockHeight, SKELETON_COLOR) : null,
    bars(lines * 26 - 10, LINES),
  );
}
