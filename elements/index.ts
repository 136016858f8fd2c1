/**
 * Registers every element at once (`dist/elements/index.js`). Pages that want only what they use
 * include `loader.js` instead, which defines each element on first use.
 */
import.meta.glob('./b2b-*.ts', { eager: true });

export type { B2BEvent, B2BEventMap, B2BEventName } from '../src/core/events';
export { defineElement, ELEMENTS_VERSION } from './define';
export type { ElementMeta } from './meta';
