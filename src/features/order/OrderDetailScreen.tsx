// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function OrderDetailScreen(_props: ScreenProps) {
  return <h1>订单详情</h1>;
}
