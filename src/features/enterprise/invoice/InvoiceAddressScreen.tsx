// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function InvoiceAddressScreen(_props: ScreenProps) {
  return <h1>收票地址</h1>;
}
