/**
 * 加入采购清单 (product card, detail page, order detail): a button whose picker — the caller's editable lists and a
 * new one — loads on the first click (./ListPicker.tsx), so no widget's first render carries it. Logged out it is not
 * shown (lists are a user's).
 *
 *   <AddToListButton items={[{ ProductId: 12, Quantity: 10 }]} label="工业插座" />
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, useState } from 'react';
import type { PurchaseListItemBody } from '../../../contract/quick-order';
import { NETWORK_ERROR_MESSAGE } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { $isLoggedIn } from '../../../core/session';
import { Button, type ButtonSize } from '../../../ui/button';
import type { ListPickerProps } from './ListPicker';

let loaded: ComponentType<ListPickerProps> | null = null;

export interface AddToListButtonProps {
  items: PurchaseListItemBody[];
  /** What is added, for the button's accessible name and the dialog ("工业插座", "订单 SO… 的 3 种商品"). */
  label: string;
  size?: ButtonSize;
  /** Text of the button. Default 加入采购清单. */
  text?: string;
  className?: string;
}

export function AddToListButton({ items, label, size = 'sm', text = '加入采购清单', className }: AddToListButtonProps) {
  const loggedIn = useStore($isLoggedIn);
  const [Picker, setPicker] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!loggedIn) return null;
  const start = async () => {
    if (!loaded) {
      setBusy(true);
      try {
        loaded = (await import('./ListPicker')).ListPicker;
      } catch {
        showMessage('error', NETWORK_ERROR_MESSAGE);
        return;
      } finally {
        setBusy(false);
      }
    }
    setPicker(() => loaded);
    setOpen(true);
  };
  return (
    <>
      <Button
        size={size}
        className={className}
        loading={busy}
        disabled={!items.length}
        aria-label={`${text}：${label}`}
        aria-haspopup="dialog"
        onClick={() => void start()}
      >
        {text}
      </Button>
      {Picker ? <Picker open={open} onClose={() => setOpen(false)} items={items} label={label} /> : null}
    </>
  );
}
