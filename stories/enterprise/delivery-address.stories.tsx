/** Enterprise / 收货地址: the book, empty, loading, error, the prefilled add dialog, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { apiError, get } from '../../.storybook/mocks';
import type { DeliveryAddress } from '../../src/contract/addresses';
import DeliveryAddressScreen from '../../src/features/enterprise/delivery/DeliveryAddressScreen';
import { narrow, shadowCanvas } from '../ui/helpers';
import { asAdmin, asBuyer, never } from './fixtures';

const addresses: DeliveryAddress[] = [
  {
    Id: 1,
    Company: '上海华东精工设备有限公司',
    Recipient: '张明',
    Mobile: '13800138000',
    Province: '上海市',
    City: '上海市',
    District: '浦东新区',
    Detail: '张江路 88 号 5 幢 1 楼收货处',
    IsDefault: true,
  },
  {
    Id: 2,
    Company: '华东精工苏州仓',
    Recipient: '李娜',
    Mobile: '13900139000',
    Province: '江苏省',
    City: '苏州市',
    District: '吴中区',
    Detail: '吴中经济开发区越溪街道 8 号 2 号仓库（请在工作日 9:00–17:00 送达，到门卫处电话联系收货人）',
    IsDefault: false,
  },
];
const divisions = [
  get('/api/Divisions', (request: Request) => {
    const parent = new URL(request.url).searchParams.get('parent');
    if (parent === '31') return [{ Code: '3101', Name: '上海市' }];
    if (parent === '3101')
      return [
        { Code: '310115', Name: '浦东新区' },
        { Code: '310104', Name: '徐汇区' },
      ];
    if (parent === '32') return [{ Code: '3205', Name: '苏州市' }];
    if (parent === '3205') return [{ Code: '320506', Name: '吴中区' }];
    return [
      { Code: '11', Name: '北京市' },
      { Code: '31', Name: '上海市' },
      { Code: '32', Name: '江苏省' },
    ];
  }),
];

const meta = {
  title: 'Enterprise/DeliveryAddress',
  component: DeliveryAddressScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asAdmin],
  parameters: {
    msw: { handlers: { book: [get('/api/Company/delivery-addresses', addresses)], divisions } },
  },
} satisfies Meta<typeof DeliveryAddressScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Book: Story = {};
export const Buyer: Story = { loaders: [asBuyer] };
export const Empty: Story = {
  parameters: { msw: { handlers: { book: [get('/api/Company/delivery-addresses', [])] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { book: [never('/api/Company/delivery-addresses')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { book: [apiError('get', '/api/Company/delivery-addresses', 500, '服务访问错误')] } },
  },
};
export const AddPrefilled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await shadowCanvas(canvasElement).findByRole('button', { name: '新增收货地址' }));
  },
};
export const Narrow: Story = { globals: narrow };
