import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from '../../src/ui';
import { narrow } from './helpers';

function Banner({ title, subtitle, color }: { title: string; subtitle: string; color: string }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '0 56px',
        background: color,
        color: '#fff',
      }}
    >
      <div style={{ fontSize: 28, fontWeight: 600 }}>{title}</div>
      <div style={{ fontSize: 16, marginTop: 8 }}>{subtitle}</div>
    </div>
  );
}

const slides = [
  { key: '1', label: '企业采购节', content: <Banner title="企业采购节" subtitle="办公设备低至八折" color="#114bed" /> },
  {
    key: '2',
    label: '网络专区',
    content: <Banner title="网络专区" subtitle="交换机、路由器一站式采购" color="#0b39bd" />,
  },
  {
    key: '3',
    label: '解决方案',
    content: <Banner title="行业解决方案" subtitle="为制造、零售、教育量身定制" color="#1e3a8a" />,
  },
];

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { slides, label: '首页横幅', interval: 4000 },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoAutoPlay: Story = { args: { autoPlay: false } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
export const Narrow: Story = { globals: narrow };
