import { cleanup, render } from '@testing-library/react';
import styled, { StyleSheetManager } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StyleWarmUp } from '../../../elements/style-warmup';
import { styledComponents } from '../../../elements/styled-registry';
import { until } from '../until';

const Static = styled.section`
  color: rgb(1, 2, 3);
  &:hover {
    color: rgb(4, 5, 6);
  }
`;
const Dynamic = styled.aside<{ $tone?: string }>`
  color: ${(p) => p.$tone};
`;
const Extended = styled(Static)`
  margin: 7px;
`;

// The partner build's styled-components registers every component it creates (vite.config.ts); here, by hand.
beforeEach(() => {
  styledComponents.push(Static, Dynamic, Extended);
});
afterEach(() => {
  cleanup();
  styledComponents.length = 0;
  document.body.replaceChildren();
});

/** The CSS styled-components wrote into `target` (its <style>; text nodes outside production). */
const cssIn = (target: HTMLElement) => [...target.querySelectorAll('style')].map((s) => s.textContent).join('');

/** A fresh element for the sheet, and <StyleWarmUp /> rendered under a StyleSheetManager writing into it. */
function renderWarmUp() {
  const target = document.createElement('div');
  document.body.append(target);
  const rendered = render(
    <StyleSheetManager target={target}>
      <StyleWarmUp />
    </StyleSheetManager>,
  );
  return { target, ...rendered };
}

describe('StyleWarmUp', () => {
  it("compiles the static components' CSS into its tree's sheet before they render, and only theirs", async () => {
    const { target } = renderWarmUp();
    await until(() => cssIn(target).includes('color:rgb(1, 2, 3)'));
    expect(cssIn(target)).toContain('color:rgb(4, 5, 6)');
    // A component whose CSS depends on its props is not compiled with made-up props (it would be `color:;`).
    expect(cssIn(target)).not.toMatch(/color:;|undefined/);
    // One extending another styled component compiles when it renders.
    expect(cssIn(target)).not.toContain('margin:7px');
  });

  it('a component rendered afterwards uses the compiled class and adds no rule of its own', async () => {
    const { target, rerender, container } = renderWarmUp();
    await until(() => cssIn(target).includes('color:rgb(1, 2, 3)'));
    const before = cssIn(target);
    rerender(
      <StyleSheetManager target={target}>
        <StyleWarmUp />
        <Static>内容</Static>
      </StyleSheetManager>,
    );
    const section = container.querySelector('section');
    const name = [...(section?.classList ?? [])].find((c) => before.includes(`.${c}{color:rgb(1, 2, 3)`));
    expect(name, `${section?.className} in ${before}`).toBeDefined();
    expect(cssIn(target)).toBe(before);
  });

  it("on a page with two widgets neither compiles ahead (each would compile the other one's CSS too)", async () => {
    const first = renderWarmUp();
    const second = renderWarmUp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cssIn(first.target)).toBe('');
    expect(cssIn(second.target)).toBe('');
    // Alone again: a widget mounted now compiles ahead.
    second.unmount();
    first.unmount();
    const { target } = renderWarmUp();
    await until(() => cssIn(target).includes('color:rgb(1, 2, 3)'));
  });

  it('stops when its tree goes before it has run', async () => {
    const { target } = renderWarmUp();
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cssIn(target)).not.toContain('rgb(1, 2, 3)');
  });
});
