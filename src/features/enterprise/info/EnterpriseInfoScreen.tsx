// PLACEHOLDER — replaced by its feature issue
import type { ScreenProps } from '../../../routes';

export default function EnterpriseInfoScreen(_props: ScreenProps) {
  return <h1>企业信息</h1>;
}
