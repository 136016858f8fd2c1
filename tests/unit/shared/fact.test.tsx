/** `Fact` (features/shared/layout.tsx): a label / value pair of a FactList, left out when the value is empty. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Fact, FactList } from '../../../src/features/shared/layout';

afterEach(cleanup);

describe('Fact', () => {
  it('shows a pair for a value, nothing for null, undefined, an empty string or false; 0 is a value', () => {
    const { container } = render(
      <FactList>
        <Fact label="备注">加急</Fact>
        <Fact label="拒绝原因">{null}</Fact>
        <Fact label="订单">{undefined}</Fact>
        <Fact label="寄送">{''}</Fact>
        <Fact label="开票日期">{false}</Fact>
        <Fact label="数量">{0}</Fact>
      </FactList>,
    );
    expect([...container.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['备注', '数量']);
    expect([...container.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['加急', '0']);
  });
});
