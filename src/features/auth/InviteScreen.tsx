// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../routes';

export default function InviteScreen(_props: ScreenProps) {
  return <h1>接受邀请</h1>;
}
