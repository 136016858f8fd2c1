// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function HomeScreen(_props: ScreenProps) {
  return <h1>首页</h1>;
}
