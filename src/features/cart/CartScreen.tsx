// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function CartScreen(_props: ScreenProps) {
  return <h1>购物车</h1>;
}
