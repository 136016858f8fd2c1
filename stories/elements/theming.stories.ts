/**
 * Elements/Theming: the live theming example of docs/theming.md. Real widgets (`<b2b-login>`, `<b2b-catalog>`) sit
 * inside a partner's container that sets `--b2b-*` tokens, exactly as a host page sets them on `:root` or any
 * ancestor: change a token in Controls and the widgets follow, with no attribute or rebuild. A second story shows
 * that the nearest value wins (page-wide tokens, an area of the page overriding them, one element overriding both).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import '../../elements/b2b-catalog';
import '../../elements/b2b-login';
import { filterHandlers, products, productsHandler } from '../catalogue/fixtures';

interface ThemeArgs {
  primary: string;
  primaryHover: string;
  radiusInput: string;
  radiusCard: string;
  fontSize: string;
  text: string;
}

const tokenOf: Record<keyof ThemeArgs, `--b2b-${string}`> = {
  primary: '--b2b-primary',
  primaryHover: '--b2b-primary-hover',
  radiusInput: '--b2b-radius-input',
  radiusCard: '--b2b-radius-card',
  fontSize: '--b2b-font-size',
  text: '--b2b-text',
};

/** The CSS a partner would write for these values (shown as the story's source). */
function themeCss(args: ThemeArgs, selector = ':root'): string {
  const lines = (Object.keys(tokenOf) as (keyof ThemeArgs)[]).map((k) => `  ${tokenOf[k]}: ${args[k]};`);
  return `${selector} {\n${lines.join('\n')}\n}`;
}

function tokensStyle(args: ThemeArgs): Record<string, string> {
  return Object.fromEntries((Object.keys(tokenOf) as (keyof ThemeArgs)[]).map((k) => [tokenOf[k], args[k]]));
}

const host = (children: ReturnType<typeof createElement>[]) =>
  createElement('div', { 'data-b2b-story-host': '' }, ...children);

const meta = {
  title: 'Elements/Theming',
  tags: ['autodocs'],
  args: {
    primary: '#0a7d3c',
    primaryHover: '#13994d',
    radiusInput: '2px',
    radiusCard: '4px',
    fontSize: '14px',
    text: '#222222',
  },
  argTypes: {
    primary: { control: 'color', description: '`--b2b-primary`: buttons, links, focus ring' },
    primaryHover: { control: 'color', description: '`--b2b-primary-hover`' },
    radiusInput: { control: 'text', description: '`--b2b-radius-input`: inputs and buttons' },
    radiusCard: { control: 'text', description: '`--b2b-radius-card`: cards and dialogs' },
    fontSize: { control: 'text', description: '`--b2b-font-size`: base size (px)' },
    text: { control: 'color', description: '`--b2b-text`: body text' },
  },
  parameters: {
    // The elements make their own shadow roots, as on a partner page (no story wrapper shadow root around them).
    shadowRoot: false,
    layout: 'padded',
    // The catalogue's API answers (MSW), as in Elements/b2b-catalog.
    msw: {
      handlers: {
        ...filterHandlers,
        products: [productsHandler((c) => products(4, { Catalogue: c as 'online' }), 4)],
      },
    },
    docs: {
      description: {
        component:
          'Tokens set on the page reach every widget: the container below stands for your `:root` or any ancestor. ' +
          'Change a token in Controls and the real widgets follow. 「Show code」 gives the CSS for your page. ' +
          'All 32 tokens and the parts: docs/theming.md and Elements/Introduction.',
      },
      source: { transform: (_code: string, context: { args: ThemeArgs }) => themeCss(context.args) },
    },
  },
  render: (args) =>
    host([
      createElement(
        'section',
        { key: 'page', 'aria-label': '合作方页面 Partner page', style: tokensStyle(args) },
        createElement('b2b-login', { key: 'login' }),
        createElement('b2b-catalog', { key: 'catalog', 'page-size': '4' }),
      ),
    ]),
} satisfies Meta<ThemeArgs>;
export default meta;

type Story = StoryObj<ThemeArgs>;

/** Tokens on an ancestor (as on `:root`): both widgets take them. */
export const FromTheHostPage: Story = {};

/** Page-wide tokens, an area of the page overriding them, one element overriding both: the nearest value wins. */
export const NearestValueWins: Story = {
  parameters: {
    docs: {
      source: {
        code: [
          ':root { --b2b-primary: #0a7d3c; }          /* the whole site */',
          '.dealer-area { --b2b-primary: #8a1c7c; }   /* one area */',
          '#vip-login { --b2b-primary: #b4232a; }     /* one element */',
        ].join('\n'),
      },
    },
  },
  render: (args) =>
    host([
      createElement(
        'div',
        {
          key: 'page',
          style: { ...tokensStyle(args), display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 },
        },
        createElement('b2b-login', { key: 'site' }),
        createElement(
          'div',
          { key: 'area', className: 'dealer-area', style: { '--b2b-primary': '#8a1c7c' } as Record<string, string> },
          createElement('b2b-login'),
        ),
        createElement('b2b-login', {
          key: 'own',
          id: 'vip-login',
          style: { '--b2b-primary': '#b4232a' } as Record<string, string>,
        }),
      ),
    ]),
};
