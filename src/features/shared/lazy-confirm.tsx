/**
 * `useConfirm` (ui/dialog) for a widget whose first render should not carry the dialog's code (`<b2b-cart>`, close to
 * its size budget): the confirm dialog is loaded on the first question, then stays. Same answers: true on the confirm
 * button, false on 取消 / Escape. When the dialog cannot be loaded the network message is shown and the answer is false
 * (nothing is done, nothing is lost).
 */
import { type ReactNode, useCallback, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../core/http';
import { showMessage } from '../../core/messages';
import type { ConfirmDialog as ConfirmDialogType, ConfirmOptions } from '../../ui/dialog';

let loaded: typeof ConfirmDialogType | null = null;

export function useLazyConfirm(): [(options?: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [state, setState] = useState<{ options: ConfirmOptions; resolve: (ok: boolean) => void } | null>(null);
  const [Confirm, setConfirm] = useState(() => loaded);
  const confirm = useCallback(async (options: ConfirmOptions = {}) => {
    if (!loaded) {
      try {
        loaded = (await import('./confirm-dialog')).ConfirmDialog;
      } catch {
        showMessage('error', NETWORK_ERROR_MESSAGE);
        return false;
      }
    }
    const dialog = loaded;
    setConfirm(() => dialog);
    return new Promise<boolean>((resolve) => setState({ options, resolve }));
  }, []);
  const settle = (ok: boolean) => {
    state?.resolve(ok);
    setState(null);
  };
  const element = Confirm ? (
    <Confirm
      {...(state?.options ?? {})}
      open={state !== null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;
  return [confirm, element];
}
