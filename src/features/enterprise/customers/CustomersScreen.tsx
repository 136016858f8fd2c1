// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function CustomersScreen(_props: ScreenProps) {
  return <h1>企业客户</h1>;
}
