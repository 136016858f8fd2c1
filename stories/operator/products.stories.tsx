/** Operator / 商品管理: list (both catalogues, on and off sale), empty, loading, error, the product form (new, edit, a refusal), the import / export dialog, 375 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import type { CatalogueOptions, OpProduct } from '../../src/contract/operator-catalogue';
import { ProductDialog } from '../../src/features/operator/ProductDialog';
import { ImportDialog } from '../../src/features/operator/ProductImport';
import ProductsScreen from '../../src/features/operator/ProductsScreen';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const options: CatalogueOptions = {
  Regions: [
    { Id: 1, Name: '华东' },
    { Id: 2, Name: '华北' },
  ],
  Brands: [{ Id: 1, Name: '世达' }],
  Categories: [{ Id: 1, Name: '手动工具', ParentId: null }],
  Suppliers: [{ Id: 1, Name: '上海五金供应链有限公司' }],
};

const product = (over: Partial<OpProduct>): OpProduct => ({
  Id: 101,
  Catalogue: 'online',
  Name: '世达 8 件套绝缘螺丝刀',
  Model: 'SATA-09302',
  BrandId: 1,
  BrandName: '世达',
  CategoryId: 1,
  CategoryName: '手动工具',
  SupplierId: 1,
  SupplierName: '上海五金供应链有限公司',
  Unit: '套',
  ImageUrl: '/media/placeholder.svg',
  Images: [],
  Specs: [{ Name: '件数', Value: '8' }],
  Description: '',
  MinQuantity: 2,
  QuantityStep: 2,
  Stock: 120,
  Sales: 8,
  OnSale: true,
  Prices: [
    { RegionId: 1, RegionName: '华东', Price: '128.00' },
    { RegionId: 2, RegionName: '华北', Price: '132.50' },
  ],
  Version: 3,
  UpdatedAt: '2026-11-22T06:00:00.000Z',
  ...over,
});

const products = [
  product({}),
  product({ Id: 102, Name: '工业级激光测距仪', Catalogue: 'consultation', Prices: [], Stock: 0 }),
  product({ Id: 103, Name: '防滑劳保手套', OnSale: false, Unit: '双' }),
];

const optionsHandler = get('/api/Operator/catalogue/options', options);

const meta = {
  title: 'Operator/Products',
  component: ProductsScreen,
  args: { params: {}, query: new URLSearchParams() },
  loaders: [asOperator],
  parameters: {
    msw: {
      handlers: { products: [get('/api/Operator/products', page(products, 1, 20)), optionsHandler] },
    },
  },
} satisfies Meta<typeof ProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = {
  parameters: { msw: { handlers: { products: [get('/api/Operator/products', page([], 1, 20, 0))] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { products: [never('/api/Operator/products')] } } },
};
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: [apiError('get', '/api/Operator/products', 500, '服务访问错误')] } } },
};
export const Narrow: Story = { globals: narrow };

export const NewProduct: StoryObj<typeof ProductDialog> = {
  render: () => <ProductDialog product={null} onClose={() => undefined} />,
  parameters: { msw: { handlers: { products: [optionsHandler] } } },
};
export const EditProduct: StoryObj<typeof ProductDialog> = {
  render: () => <ProductDialog product={products[0]!} onClose={() => undefined} />,
  parameters: { msw: { handlers: { products: [optionsHandler] } } },
};
/** 保存 answers 409: another operator saved this product meanwhile. */
export const EditedMeanwhile: StoryObj<typeof ProductDialog> = {
  render: () => <ProductDialog product={products[0]!} onClose={() => undefined} />,
  parameters: {
    msw: {
      handlers: {
        products: [
          optionsHandler,
          apiError('put', '/api/Operator/products/:id', 409, '该商品已被其他运营人员修改，请刷新后重新编辑'),
        ],
      },
    },
  },
};

/** 导入 / 导出: export buttons, file choice, 预览 and 导入 (the per-row error report appears after an upload). */
export const ImportExport: StoryObj<typeof ImportDialog> = {
  render: () => <ImportDialog onClose={() => undefined} />,
};
