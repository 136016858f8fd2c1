// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function ShowcaseDetailScreen(_props: ScreenProps) {
  return <h1>黄页商品详情</h1>;
}
