// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function ShowcaseListScreen(_props: ScreenProps) {
  return <h1>黄页展示</h1>;
}
