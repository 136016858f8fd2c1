// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function EnterpriseOrdersScreen(_props: ScreenProps) {
  return <h1>企业订单</h1>;
}
