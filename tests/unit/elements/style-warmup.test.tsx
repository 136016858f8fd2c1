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
/** What onFirst was called with, and the page's CSS then. */
const firstDone: Array<{ done: boolean; css: string }> = [];

// The partner build's styled-components registers every component it creates (scripts/vite/styled-registry.ts); here, by hand.
beforeEach(() => {
  styledComponents.push(Static, Dynamic, Extended);
});
afterEach(() => {
  cleanup();
  styledComponents.length = 0;
  firstDone.length = 0;
  document.body.replaceChildren();
});

/** The CSS styled-components wrote into `target` (its <style>; text nodes outside production). */
const cssIn = (target: HTMLElement) => [...target.querySelectorAll('style')].map((s) => s.textContent).join('');

/** As the widget frame renders it. */
const warmUp = <StyleWarmUp onFirst={(done) => firstDone.push({ done, css: cssIn(document.body) })} ahead />;

/** A fresh element for the sheet, and <StyleWarmUp /> rendered under a StyleSheetManager writing into it. */
function renderWarmUp() {
  const target = document.createElement('div');
  document.body.append(target);
  const rendered = render(<StyleSheetManager target={target}>{warmUp}</StyleSheetManager>);
  return { target, ...rendered };
}

describe('StyleWarmUp', () => {
  it("compiles the frame's Root after the render that mounted it, then calls onFirst (the widget renders then)", async () => {
    const { target } = renderWarmUp();
    expect(cssIn(target)).toBe('');
    expect(firstDone).toEqual([]);
    await until(() => firstDone.length);
    expect(firstDone).toEqual([{ done: true, css: expect.stringContaining('all:initial') }]);
    // (That the widget then renders in a task after the one that compiled: tests/unit/elements/first-render.test.ts.)
  });

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
        {warmUp}
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
    // Each compiles its Root (every sheet needs it), nothing ahead.
    for (const { target } of [first, second]) {
      expect(cssIn(target)).toContain('all:initial');
      expect(cssIn(target)).not.toContain('rgb(1, 2, 3)');
    }
    expect(firstDone.map((f) => f.done)).toEqual([true, true]);
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
    expect(cssIn(target)).toBe('');
    expect(firstDone).toEqual([]);
  });
});
