/**
 * Stories of the custom elements themselves, as partners and designers meet them: `<b2b-x …>` with controls made
 * from the element's metadata (attributes), its b2b-* events logged in the Actions panel, its parts and the theme
 * tokens documented on the Docs page, and the embed code (script + element) for the chosen attributes shown as the
 * story's source. One small `b2b-x.stories.ts` per element uses these helpers.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { withActions } from 'storybook/actions/decorator';
import { completeMeta, type ElementMeta } from '../../elements/meta';
import { themeTokens } from '../../src/ui/tokens';

type Args = Record<string, string | number | boolean | undefined>;

const STORE = 'https://shop.example.cn';

/** The `<script>` + element snippet a partner pastes, for these attribute values. */
export function embedSnippet(tag: string, args: Args): string {
  const attrs = Object.entries(args)
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${String(v).replace(/"/g, '&quot;')}"`))
    .join('');
  return [
    `<script type="module" src="${STORE}/elements/0.1.0/loader.js" crossorigin="anonymous"></script>`,
    '',
    `<${tag} api-base="${STORE}" store-url="${STORE}"${attrs}></${tag}>`,
  ].join('\n');
}

function controlOf(a: ElementMeta['attributes'][string]) {
  switch (a.type) {
    case 'enum':
      return { control: 'select' as const, options: [...(a.values ?? [])] };
    case 'number':
      return { control: 'number' as const };
    case 'boolean':
      return { control: 'boolean' as const };
    default:
      return { control: 'text' as const };
  }
}

function docsText(meta: ElementMeta): string {
  const full = completeMeta(meta);
  const events = Object.entries(full.events)
    .map(([name, e]) => `- \`${name}\` — \`${e.detail}\`: ${e.description}`)
    .join('\n');
  const parts = Object.entries(full.parts)
    .map(([name, d]) => `\`${name}\` (${d})`)
    .join(', ');
  const own = Object.entries(full.cssProperties)
    .map(([name, p]) => `\`${name}\` (默认 \`${p.default}\`)`)
    .join(', ');
  return [
    full.summary,
    full.description ?? '',
    '**事件 Events** (Actions 面板记录每个事件):',
    events,
    `**Parts** (\`${full.tag}::part(name)\`): ${parts || '—'}`,
    own ? `**Own custom properties**: ${own}` : '',
    `**Theme tokens**: all ${themeTokens.length} \`--b2b-*\` tokens (see Elements/Introduction), set on \`:root\`, an ancestor or the element.`,
    '「Show code」 gives the embed code for the attributes chosen in Controls.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Default export of an element's stories file: controls from the attributes, actions from the events. */
export function elementMeta(meta: ElementMeta): Meta<Args> {
  const full = completeMeta(meta);
  const own = Object.entries(meta.attributes);
  return {
    title: `Elements/${meta.tag}`,
    tags: ['autodocs'],
    decorators: [withActions],
    // The element makes its own shadow root; the API answers come from MSW (.storybook/mocks.ts).
    // The wrapper marks a rendered story for .storybook/check-stories.ts (as ShadowHost does for the others).
    render: (args) => createElement('div', { 'data-b2b-story-host': '' }, createElement(meta.tag, toAttributes(args))),
    args: Object.fromEntries(
      own.filter(([, a]) => a.default !== undefined).map(([name, a]) => [name, a.default as string | number | boolean]),
    ),
    argTypes: Object.fromEntries(
      own.map(([name, a]) => [
        name,
        {
          ...controlOf(a),
          description: a.description,
          table: {
            category: 'attributes',
            defaultValue: a.default === undefined ? undefined : { summary: String(a.default) },
          },
        },
      ]),
    ),
    parameters: {
      shadowRoot: false,
      layout: 'padded',
      actions: { handles: Object.keys(full.events) },
      docs: {
        description: { component: docsText(meta) },
        source: { transform: (_code: string, context: { args: Args }) => embedSnippet(meta.tag, context.args) },
      },
    },
  };
}

/** Attribute values for the element: booleans as present/absent, the rest as strings. */
function toAttributes(args: Args): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === false || value === '') continue;
    out[name] = value === true ? '' : String(value);
  }
  return out;
}

export type ElementStory = StoryObj<Args>;
