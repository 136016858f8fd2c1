// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function CheckoutScreen(_props: ScreenProps) {
  return <h1>结算</h1>;
}
