/** Operator / 协议价: no company chosen (the picker by name, none found), a company's list (生效中 / 未生效 / 已过期), empty, loading, error, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import type { ContractPrice } from '../../src/contract/contract-prices';
import ContractPricesScreen from '../../src/features/operator/ContractPricesScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator, companies } from './fixtures';

const row = (over: Partial<ContractPrice>): ContractPrice => ({
  ProductId: 1,
  Region: 1,
  Price: '22.00',
  ValidFrom: null,
  ValidUntil: null,
  ProductName: '安全帽 ABS 国标 V 型',
  Model: 'AQM-01',
  RegionName: '华东',
  ListPrice: '25.80',
  State: 'active',
  ...over,
});
const prices = [
  row({}),
  row({
    ProductId: 2,
    ProductName: '防护手套 丁腈 10 双装',
    Price: '8.50',
    ListPrice: '9.90',
    ValidFrom: '2026-12-15',
    State: 'pending',
  }),
  row({
    ProductId: 3,
    ProductName: '反光背心',
    Price: '12.00',
    ListPrice: '15.00',
    ValidUntil: '2026-11-30',
    State: 'expired',
  }),
];
const options = get('/api/Operator/catalogue/options', {
  Regions: [
    { Id: 1, Name: '华东' },
    { Id: 2, Name: '华北' },
  ],
  Brands: [],
  Categories: [],
  Suppliers: [],
});
const chosen = new URLSearchParams('company=1');

const meta = {
  title: 'Operator/ContractPrices',
  component: ContractPricesScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: {
      handlers: {
        companies: [get('/api/Operator/companies', page(companies, 1, 10))],
        company: [get('/api/Operator/companies/:id', { ...companies[0]!, Id: 1 })],
        options: [options],
        prices: [get('/api/Operator/companies/:id/prices', prices)],
      },
    },
  },
} satisfies Meta<typeof ContractPricesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No company yet: the picker lists the first verified companies; a search narrows them by name. */
export const ChooseCompany: Story = {};
export const NoCompanyFound: Story = {
  parameters: { msw: { handlers: { companies: [get('/api/Operator/companies', page([], 1, 10))] } } },
};
export const CompanyList: Story = { args: { query: chosen } };
export const Empty: Story = {
  args: { query: chosen },
  parameters: { msw: { handlers: { prices: [get('/api/Operator/companies/:id/prices', [])] } } },
};
export const Loading: Story = {
  args: { query: chosen },
  parameters: { msw: { handlers: { prices: [never('/api/Operator/companies/:id/prices')] } } },
};
export const LoadError: Story = {
  args: { query: chosen },
  parameters: {
    msw: { handlers: { prices: [apiError('get', '/api/Operator/companies/:id/prices', 500, '服务访问错误')] } },
  },
};
export const Narrow: Story = { args: { query: chosen }, globals: narrow };
