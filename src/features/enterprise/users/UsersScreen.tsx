// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function UsersScreen(_props: ScreenProps) {
  return <h1>企业用户</h1>;
}
