/** Helpers for stories rendered inside the ShadowHost decorator. */
import { within } from 'storybook/test';

/** The shadow root the story renders into. */
export function storyRoot(canvasElement: HTMLElement): ShadowRoot {
  const host = canvasElement.querySelector<HTMLElement>('[data-b2b-story-host]');
  if (!host?.shadowRoot) throw new Error('story host without shadow root');
  return host.shadowRoot;
}

/** Testing-library queries scoped to the story's shadow root. */
export function shadowCanvas(canvasElement: HTMLElement) {
  return within(storyRoot(canvasElement) as unknown as HTMLElement);
}

/** Puts the story into the 375px viewport. */
export const narrow = { viewport: { value: 'narrow', isRotated: false } } as const;

export const longText =
  '这是一段很长的中文文本，用来检查组件在内容超长时是否能够正确换行、截断或滚动，而不会撑破布局：华东区域企业采购专用高性能服务器配件套装（含安装服务与三年质保）';

/**
 * Types `text` into a controlled field of a story in one go, as a user's input event: Testing Library's userEvent
 * tracks a field's value through the focused element of the document, which in a shadow root is the host, so React's
 * onChange of a controlled field never sees its typing (uncontrolled fields, react-hook-form's, keep it).
 */
export function enterText(el: HTMLElement, text: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  (el as HTMLInputElement).focus();
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
