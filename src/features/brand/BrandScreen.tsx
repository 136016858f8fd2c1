// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function BrandScreen(_props: ScreenProps) {
  return <h1>品牌专区</h1>;
}
