// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function HelpScreen(_props: ScreenProps) {
  return <h1>帮助中心</h1>;
}
