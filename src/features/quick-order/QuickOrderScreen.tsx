/** `/quick-order` (login): the storefront's 快速下单 page; `<b2b-quick-order>` shows the same view. */
import { RequireLogin } from '../shared/purchase-layout';
import type { ScreenProps } from '../shared/screen';
import { QuickOrderView, type QuickOrderViewProps } from './QuickOrderView';

/** `<b2b-quick-order>`: the view behind the logged-out prompt. */
export function QuickOrderWidgetFrame({ region }: QuickOrderViewProps) {
  return (
    <RequireLogin fallback="/quick-order">
      <QuickOrderView region={region} />
    </RequireLogin>
  );
}

export default function QuickOrderScreen(_props: ScreenProps) {
  return (
    <RequireLogin fallback="/quick-order">
      <QuickOrderView />
    </RequireLogin>
  );
}
