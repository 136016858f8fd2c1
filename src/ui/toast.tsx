/**
 * ToastOutlet: renders the page's messages. It holds no state: the messages store (src/core) owns the
 * list, its timing and the "one outlet per page" rule; the outlet just shows `messages` and reports
 * dismissals through `onDismiss`.
 *
 * Accessibility: the list is an `aria-live="polite"` region that stays mounted (so additions are
 * announced); error messages carry `role="alert"` so they interrupt.
 */
import styled, { keyframes } from 'styled-components';
import { CloseButton } from './close-button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { vars } from './theme';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface ToastMessage {
  id: string | number;
  type: ToastType;
  text: string;
}

export interface ToastOutletProps {
  /** Messages to show, oldest first. */
  messages: readonly ToastMessage[];
  /** Called with a message id when its × is pressed. Without it no × is shown. */
  onDismiss?: (id: ToastMessage['id']) => void;
  /** `top` (default, centred under the page top) or `bottom`. */
  placement?: 'top' | 'bottom';
  /** `fixed` to the viewport (default) or `static` (in flow, e.g. Storybook docs). */
  position?: 'fixed' | 'static';
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.div<{ $placement: 'top' | 'bottom'; $position: 'fixed' | 'static' }>`
  position: ${(p) => p.$position};
  ${(p) => (p.$position === 'fixed' ? (p.$placement === 'top' ? 'top: 24px;' : 'bottom: 24px;') : '')}
  left: 0;
  right: 0;
  z-index: ${vars.zOverlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 0 16px;
  pointer-events: none;
`;

const colors: Record<ToastType, { icon: string; border: string }> = {
  info: { icon: vars.primary, border: vars.primary },
  success: { icon: vars.successText, border: vars.success },
  warning: { icon: vars.warningText, border: vars.warning },
  error: { icon: vars.errorText, border: vars.error },
};

const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: min(560px, 100%);
  padding: 10px 12px 10px 14px;
  border-left: 4px solid ${(p) => colors[p.$type].border};
  border-radius: 8px;
  background: ${vars.bg};
  box-shadow: ${vars.shadow};
  color: ${vars.text};
  font-size: 14px;
  line-height: 22px;
  pointer-events: auto;
  animation: ${slideIn} 0.2s ease-out;
  overflow-wrap: anywhere;
  > svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => colors[p.$type].icon};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;
const typeNames: Record<ToastType, string> = { info: '提示', success: '成功', warning: '警告', error: '错误' };

/** The page's message list (toasts). */
export function ToastOutlet({ messages, onDismiss, placement = 'top', position = 'fixed' }: ToastOutletProps) {
  return (
    <Region aria-live="polite" aria-relevant="additions text" $placement={placement} $position={position}>
      {messages.map((m) => {
        const Icon = icons[m.type];
        return (
          <Item key={m.id} $type={m.type} role={m.type === 'error' ? 'alert' : 'status'}>
            <Icon size={16} title={typeNames[m.type]} />
            <Text>{m.text}</Text>
            {onDismiss ? (
              <CloseButton type="button" aria-label="关闭提示" onClick={() => onDismiss(m.id)}>
                <CloseIcon size={14} />
              </CloseButton>
            ) : null}
          </Item>
        );
      })}
    </Region>
  );
}
