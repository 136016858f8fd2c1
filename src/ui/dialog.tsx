/**
 * Dialog on the native `<dialog>` element opened with `showModal()` (top layer, inert background and
 * a focus trap from the browser; works inside a shadow root where portal-based dialogs break).
 *
 * Controlled: `open` + `onClose`. Escape, the × button and (optionally) a backdrop click call
 * `onClose`; the dialog closes when the parent sets `open={false}`, and focus returns to the element
 * that had it before opening (found through shadow roots).
 *
 * `ConfirmDialog` and `useConfirm()` cover the common "are you sure?" case.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';
import { CloseButton } from './close-button';
import { CloseIcon, WarningIcon } from './icons';
import { vars } from './theme';
import { deepActiveElement } from './utils';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the close button, or a backdrop click (when enabled). Set `open` false in it. */
  onClose: () => void;
  /** Heading (also the dialog's accessible name). */
  title: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Footer (usually buttons, right-aligned). */
  footer?: ReactNode;
  /** Width in px (max 100vw − 32px). Default 520. */
  width?: number;
  /**
   * Take the full height the window allows from the start (max 100vh − 64px; the body scrolls), for a dialog whose
   * long content loads after it opens: a centred dialog that grows moves its top (a layout shift). Default false.
   */
  fullHeight?: boolean;
  /** Close when the backdrop is clicked. Default false (forms should not lose input by a stray click). */
  closeOnBackdrop?: boolean;
  /** Hide the × button. Default false. */
  hideCloseButton?: boolean;
  /** `dialog` (default) or `alertdialog` (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Element to focus on open (default: the first focusable element in the body, else the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  className?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const NativeDialog = styled.dialog<{ $width: number }>`
  box-sizing: border-box;
  width: ${(p) => p.$width}px;
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 64px);
  &.full-height {
    height: calc(100vh - 64px);
  }
  margin: auto;
  padding: 0;
  border: none;
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  color: ${vars.text};
  font-family: ${vars.fontFamily};
  font-size: 14px;
  line-height: ${vars.lineHeight};
  box-shadow: ${vars.shadow};
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${fadeIn} 0.18s ease-out;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 20px;
  border-bottom: 1px solid ${vars.divider};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  line-height: 24px;
  color: ${vars.text};
`;

const Body = styled.div`
  flex: 1 1 auto;
  padding: 20px;
  overflow: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 20px;
  border-top: 1px solid ${vars.divider};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  fullHeight = false,
  closeOnBackdrop = false,
  hideCloseButton = false,
  role = 'dialog',
  describedBy,
  initialFocusRef,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = deepActiveElement(dialog.ownerDocument) as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target = initialFocusRef?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target.focus();
    // The browser fires `cancel` on Escape and on close requests (Android back): keep it controlled.
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Return focus to the opener (the browser would focus the host element in a shadow root).
      if (opener?.isConnected && typeof opener.focus === 'function') opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return (
    <NativeDialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={fullHeight ? `full-height ${className ?? ''}`.trim() : className}
      $width={width}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
      onClick={(e) => {
        // A click whose target is the <dialog> itself landed on the backdrop (content fills the box).
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        {hideCloseButton ? null : (
          <CloseButton $size={28} type="button" aria-label="关闭" onClick={onClose}>
            <CloseIcon size={18} />
          </CloseButton>
        )}
      </Header>
      <Body ref={bodyRef}>{children}</Body>
      {footer != null ? <Footer>{footer}</Footer> : null}
    </NativeDialog>
  );
}

// ---------------------------------------------------------------------------------------------------
// Confirm
// ---------------------------------------------------------------------------------------------------

export interface ConfirmOptions {
  /** Heading. Default "确认操作". */
  title?: ReactNode;
  /** Explanation. */
  content?: ReactNode;
  /** Default "确定". */
  confirmText?: string;
  /** Default "取消". */
  cancelText?: string;
  /** Red confirm button for destructive actions. Default false. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Spinner on the confirm button while the action runs. Default false. */
  loading?: boolean;
}

const ConfirmBody = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  color: ${vars.text};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${vars.warning};
  }
`;

/** "Are you sure?" dialog: `alertdialog` role, focus starts on Cancel (the safe choice). */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  loading = false,
  title = '确认操作',
  content,
  confirmText = '确定',
  cancelText = '取消',
  danger = false,
}: ConfirmDialogProps) {
  const descId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      width={420}
      role="alertdialog"
      describedBy={content != null ? descId : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={loading}>
            {cancelText}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {content != null ? (
        <ConfirmBody>
          <WarningIcon size={20} />
          <div id={descId}>{content}</div>
        </ConfirmBody>
      ) : null}
    </Dialog>
  );
}

/**
 * `const [confirm, confirmElement] = useConfirm();` — render `confirmElement` once, then
 * `if (await confirm({ content: '确定删除该地址吗？', danger: true })) …`.
 */
export function useConfirm(): [(options?: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [state, setState] = useState<{ options: ConfirmOptions; resolve: (ok: boolean) => void } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions = {}) => new Promise<boolean>((resolve) => setState({ options, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    state?.resolve(ok);
    setState(null);
  };
  const element = (
    <ConfirmDialog
      {...(state?.options ?? {})}
      open={state !== null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [confirm, element];
}
