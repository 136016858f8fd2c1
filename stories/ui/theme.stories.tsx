import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../src/ui';
import { themeTokenDocs } from '../../src/ui/token-docs';

function TokenTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: 8 }}>
        主题变量（在宿主页面的元素上设置即可覆盖）
      </caption>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 6 }}>变量</th>
          <th style={{ textAlign: 'left', padding: 6 }}>默认值</th>
          <th style={{ textAlign: 'left', padding: 6 }}>说明</th>
        </tr>
      </thead>
      <tbody>
        {themeTokenDocs.map((t) => (
          <tr key={t.name}>
            <td style={{ padding: 6, fontFamily: 'monospace' }}>{t.name}</td>
            <td style={{ padding: 6 }}>
              {t.default.startsWith('#') ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    marginRight: 6,
                    background: t.default,
                    border: '1px solid #ccc',
                  }}
                />
              ) : null}
              <code>{t.default}</code>
            </td>
            <td style={{ padding: 6 }}>{t.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = { title: 'UI/Theme', component: TokenTable } satisfies Meta<typeof TokenTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};

/** A host re-themes a widget by setting custom properties on it; they inherit into the shadow root. */
export const CustomPrimary: Story = {
  render: () => (
    <div style={{ ['--b2b-primary' as string]: '#0a7d3c', ['--b2b-radius-input' as string]: '2px' }}>
      <Button variant="primary">绿色主题按钮</Button>
    </div>
  ),
};
