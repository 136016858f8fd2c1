// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function InvoiceTitleScreen(_props: ScreenProps) {
  return <h1>发票抬头</h1>;
}
