/**
 * `<b2b-toasts>`: the page's single toast outlet (aria-live), bound to CORE's `$messages`.
 * The first widget on a page appends it to `document.body`; however many widgets there are, a
 * message is shown once. Internal: pages never write it themselves. Messages appear at the bottom of the
 * viewport, where they never cover the header's search button (or a partner page's own header).
 */
import { useStore } from '@nanostores/react';
import { createElement } from 'react';
import { $messages, dismissMessage } from '../src/core/messages';
import { ToastOutlet } from '../src/ui/toast';
import { defineElement } from './define';
import type { ElementMeta } from './meta';

export const TOASTS_TAG = 'b2b-toasts';

export const toastsMeta = {
  tag: TOASTS_TAG,
  summary: '页面唯一的消息提示出口（由第一个组件自动添加）。The page-wide toast outlet (added automatically).',
  attributes: {},
  events: {},
  parts: {},
  cssProperties: {},
} as const satisfies ElementMeta;

function Toasts() {
  const messages = useStore($messages);
  return createElement(ToastOutlet, {
    messages,
    placement: 'bottom',
    onDismiss: (id) => dismissMessage(Number(id)),
  });
}

/** Defines `<b2b-toasts>` and appends one to `document.body` unless the page already has one. */
export function ensureToastOutlet(): void {
  if (typeof document === 'undefined') return;
  defineElement(toastsMeta, Toasts, { internal: true });
  if (document.querySelector(TOASTS_TAG)) return;
  const outlet = document.createElement(TOASTS_TAG);
  const attach = () => {
    if (!document.querySelector(TOASTS_TAG)) document.body.append(outlet);
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
}
