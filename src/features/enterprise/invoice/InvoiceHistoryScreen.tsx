// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function InvoiceHistoryScreen(_props: ScreenProps) {
  return <h1>开票历史</h1>;
}
