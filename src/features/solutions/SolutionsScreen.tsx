// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function SolutionsScreen(_props: ScreenProps) {
  return <h1>解决方案</h1>;
}
