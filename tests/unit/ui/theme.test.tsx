import { act, cleanup } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, cssVar, hostCssText, Root, themeTokens } from '../../../src/ui';
import { themeTokenDocs } from '../../../src/ui/token-docs';

afterEach(cleanup);

describe('theme tokens', () => {
  it("has the storefront's default tokens", () => {
    const byName = Object.fromEntries(themeTokens.map((t) => [t.name, t.default]));
    expect(byName).toMatchObject({
      '--b2b-primary': '#114bed',
      '--b2b-error': '#ff6d4d',
      '--b2b-success': '#43cf7c',
      '--b2b-warning': '#ffc300',
      '--b2b-text': '#383838',
      '--b2b-table-header-bg': '#F1F4FD',
      '--b2b-radius-input': '8px',
      '--b2b-button-height-lg': '38px',
      '--b2b-button-height-sm': '28px',
    });
    expect(byName['--b2b-font-family']).toContain('"PingFang SC"');
    for (const t of themeTokenDocs) expect(t.description.length).toBeGreaterThan(0);
    expect(themeTokenDocs.map((t) => t.name)).toEqual(themeTokens.map((t) => t.name));
  });

  it('host CSS declares no token on :host, so values inherited from the page win (defaults are var() fallbacks)', () => {
    expect(hostCssText.startsWith(':host{display:block}')).toBe(true);
    for (const t of themeTokens) expect(hostCssText).not.toContain(`${t.name}:`);
    expect(hostCssText).not.toMatch(/\drem/);
    expect(cssVar('--b2b-primary')).toBe('var(--b2b-primary, #114bed)');
  });
});

describe('inside a shadow root', () => {
  it('styles go into the shadow root, not document.head, and use the custom properties', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const headStylesBefore = document.head.querySelectorAll('style').length;
    const root = createRoot(mount);
    await act(async () => {
      root.render(
        <StyleSheetManager target={shadow}>
          <Root>
            <Button variant="primary">提交</Button>
          </Root>
        </StyleSheetManager>,
      );
    });
    const css = Array.from(shadow.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(shadow.querySelector('button')?.textContent).toBe('提交');
    expect(css).toContain('var(--b2b-primary, #114bed)');
    expect(css).toContain('var(--b2b-button-height-lg, 38px)');
    expect(document.head.querySelectorAll('style').length).toBe(headStylesBefore);
    await act(async () => root.unmount());
    host.remove();
  });
});
