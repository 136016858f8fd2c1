/** /operator/login — the operator console's own login (see OperatorLoginForm). */
import type { ScreenProps } from '../shared/screen';
import { OperatorLoginForm } from './OperatorLoginForm';

export default function OperatorLoginScreen({ query }: ScreenProps) {
  return <OperatorLoginForm redirect={query.get('redirect')} />;
}
