// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function ProductDetailScreen(_props: ScreenProps) {
  return <h1>商品详情</h1>;
}
