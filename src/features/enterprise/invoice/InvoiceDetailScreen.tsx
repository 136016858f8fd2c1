// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function InvoiceDetailScreen(_props: ScreenProps) {
  return <h1>发票详情</h1>;
}
