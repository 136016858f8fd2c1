// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function PaymentScreen(_props: ScreenProps) {
  return <h1>支付</h1>;
}
