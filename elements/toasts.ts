/**
 * `<b2b-toasts>`: the page's single toast outlet (aria-live), bound to CORE's `$messages`.
 * The first widget on a page appends it to `document.body` and loads this code when it is first needed
 * (elements/toast-host.ts); however many widgets there are, a message is shown once. Internal: pages never write it
 * themselves. Messages appear at the bottom of the viewport, where they never cover the header's search button (or a
 * partner page's own header).
 */
import { useStore } from '@nanostores/react';
import { createElement, useEffect, useState } from 'react';
import { $messages, dismissMessage } from '../src/core/messages';
import { ToastOutlet } from '../src/ui/toast';
import { type ElementMeta, TOASTS_TAG } from './meta';

/**
 * How long the outlet's live region is in the page, empty, before it shows the messages it arrived with: a region
 * that appears with its text already inside is not announced by screen readers.
 */
export const LIVE_REGION_DELAY_MS = 150;

export const toastsMeta = {
  tag: TOASTS_TAG,
  summary: '页面唯一的消息提示出口（由第一个组件自动添加）。The page-wide toast outlet (added automatically).',
  attributes: {},
  events: {},
  parts: {},
  cssProperties: {},
} as const satisfies ElementMeta;

/** The outlet's content; elements/toast-host.ts defines `<b2b-toasts>` with it when it is first needed. */
export function Toasts() {
  const messages = useStore($messages);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLive(true), LIVE_REGION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return createElement(ToastOutlet, {
    messages: live ? messages : [],
    placement: 'bottom',
    onDismiss: (id) => dismissMessage(Number(id)),
  });
}
