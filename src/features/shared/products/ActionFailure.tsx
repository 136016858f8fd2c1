/**
 * A control's own "it did not work" line (加入购物车 / 立即购买 answered 403, 409, 502, 503, 504…): the http client
 * shows no global message for those, so without it a failed click looks like nothing happened. The control
 * stays enabled; the line goes away on the next attempt.
 */
import styled from 'styled-components';
import { vars } from '../../../ui/theme';

const Line = styled.p`
  margin: 6px 0 0;
  font-size: 12px;
  line-height: 18px;
  color: ${vars.errorText};
  overflow-wrap: anywhere;
`;

export function ActionFailure({ text, id }: { text: string | null; id?: string }) {
  // Kept mounted (empty) so that the live region announces the text when it appears.
  return (
    <Line role="alert" id={id} data-testid="action-failure" hidden={!text}>
      {text}
    </Line>
  );
}
