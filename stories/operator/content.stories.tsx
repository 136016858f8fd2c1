/**
 * Operator / 内容管理: the ONE generic list + dialog screen (OperatorCrudScreen) for brands, categories, suppliers,
 * banners, solutions, showcase entries and help articles: lists with pictures, references and switches, empty,
 * loading, error, 375 px, the edit dialog new and edited (every kind of field), a refusal under a field, and
 * the image upload field.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, get, page } from '../../.storybook/mocks';
import type { CatalogueOptions } from '../../src/contract/operator-catalogue';
import type { ContentItem } from '../../src/contract/operator-content';
import { CONTENT } from '../../src/contract/operator-content-fields';
import ContentScreen from '../../src/features/operator/ContentScreen';
import { CrudDialog } from '../../src/features/operator/CrudDialog';
import { ImageUpload } from '../../src/features/operator/ImageUpload';
import { never } from '../enterprise/fixtures';
import { narrow } from '../ui/helpers';
import { asOperator } from './fixtures';

const options: CatalogueOptions = {
  Regions: [{ Id: 1, Name: '华东' }],
  Brands: [
    { Id: 1, Name: '安盾' },
    { Id: 2, Name: '世达' },
  ],
  Categories: [
    { Id: 1, Name: '办公设备', ParentId: null },
    { Id: 2, Name: '打印机', ParentId: 1 },
  ],
  Suppliers: [{ Id: 1, Name: '上海五金供应链有限公司' }],
};

const brands: ContentItem[] = [
  {
    Id: 1,
    Name: '安盾',
    LogoUrl: '/media/brands/andun.svg',
    BannerUrl: '/media/brands/andun-banner.svg',
    Description: '安全防护用品',
    Story: '',
    Sort: 0,
    Version: 2,
  },
  {
    Id: 2,
    Name: '世达',
    LogoUrl: '/media/brands/dianbao.svg',
    BannerUrl: null,
    Description: '',
    Story: '',
    Sort: 1,
    Version: 0,
  },
];
const categories: ContentItem[] = [
  {
    Id: 1,
    Name: '办公设备',
    ParentId: null,
    ParentName: null,
    IconUrl: '/media/categories/cleaning.svg',
    Displayed: true,
    SolutionAvailable: true,
    Sort: 0,
    Version: 0,
  },
  {
    Id: 2,
    Name: '打印机',
    ParentId: 1,
    ParentName: '办公设备',
    IconUrl: null,
    Displayed: false,
    SolutionAvailable: false,
    Sort: 1,
    Version: 4,
  },
];
const solution: ContentItem = {
  Id: 3,
  Title: '智慧办公室打印管理方案',
  Summary: '集中管理打印设备与耗材',
  ImageUrl: '/media/solutions/1.svg',
  CategoryId: 2,
  CategoryName: '打印机',
  Industry: '企业办公',
  Body: '正文',
  ProductIds: [12, 35],
  Featured: true,
  Sort: 0,
  Version: 1,
};

const showcase: ContentItem = {
  Id: 'b4354f51-3621-4fee-9ee8-0e483b4a1866',
  Name: '不锈钢工业推车',
  SupplierId: 1,
  SupplierName: '上海沪工工业品有限公司',
  CategoryId: 1,
  CategoryName: '办公设备',
  BrandId: null,
  BrandName: null,
  ImageUrl: '/media/products/1.svg',
  Summary: '承重 300 kg，静音万向轮',
  Description: '适用于仓储与车间搬运。',
  ContactName: '王经理',
  ContactPhone: '021-61234567',
  Specs: [
    { Name: '材质', Value: '304 不锈钢' },
    { Name: '承重', Value: '300 kg' },
  ],
  Version: 2,
};

const suppliers: ContentItem[] = [
  {
    Id: 1,
    Name: '上海沪工工业品有限公司',
    LogoUrl: '/media/suppliers/1.svg',
    Province: '上海',
    City: '上海',
    ContactPhone: '021-61234567',
    Description: '工业品综合供应商',
    Displayed: true,
    Sort: 0,
    Version: 0,
  },
];
const banners: ContentItem[] = [
  {
    Id: 1,
    Title: '年终企业采购节',
    Subtitle: '办公设备满 5000 减 300',
    ImageUrl: '/media/banners/1.svg',
    LinkUrl: '/vnetzone/online',
    ButtonText: '立即选购',
    Enabled: true,
    Sort: 0,
    Version: 0,
  },
  {
    Id: 2,
    Title: '新品上市（已关闭）',
    Subtitle: '',
    ImageUrl: '/media/banners/2.svg',
    LinkUrl: 'https://example.cn/new',
    ButtonText: '',
    Enabled: false,
    Sort: 1,
    Version: 3,
  },
];
const help: ContentItem[] = [
  { Id: 1, Title: '如何申请增值税专用发票', Category: '发票说明', Body: '在订单详情中申请开票。', Sort: 0, Version: 0 },
];

const optionsHandler = get('/api/Operator/catalogue/options', options);
const list = (resource: string, items: ContentItem[]) => get(`/api/Operator/content/${resource}`, page(items, 1, 20));

const meta = {
  title: 'Operator/Content',
  component: ContentScreen,
  args: { params: {}, query: new URLSearchParams(), resource: 'brands' },
  loaders: [asOperator],
  parameters: { msw: { handlers: { content: [list('brands', brands), optionsHandler] } } },
} satisfies Meta<typeof ContentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brands: Story = {};
export const CategoryTree: Story = {
  args: { resource: 'categories' },
  parameters: { msw: { handlers: { content: [list('categories', categories), optionsHandler] } } },
};
export const Solutions: Story = {
  args: { resource: 'solutions' },
  parameters: { msw: { handlers: { content: [list('solutions', [solution]), optionsHandler] } } },
};
export const Suppliers: Story = {
  args: { resource: 'suppliers' },
  parameters: { msw: { handlers: { content: [list('suppliers', suppliers), optionsHandler] } } },
};
/** A switched-off banner reads 否 in the 展示 column. */
export const Banners: Story = {
  args: { resource: 'banners' },
  parameters: { msw: { handlers: { content: [list('banners', banners), optionsHandler] } } },
};
export const Help: Story = {
  args: { resource: 'help' },
  parameters: { msw: { handlers: { content: [list('help', help), optionsHandler] } } },
};
export const Showcase: Story = {
  args: { resource: 'showcase' },
  parameters: { msw: { handlers: { content: [list('showcase', [showcase]), optionsHandler] } } },
};
export const Empty: Story = {
  args: { resource: 'help' },
  parameters: { msw: { handlers: { content: [get('/api/Operator/content/help', page([], 1, 20, 0))] } } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: { content: [never('/api/Operator/content/brands')] } } },
};
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { content: [apiError('get', '/api/Operator/content/brands', 500, '服务访问错误')] } },
  },
};
export const Narrow: Story = { globals: narrow };

const dialog = (resource: keyof typeof CONTENT, row: ContentItem | null) => () => (
  <CrudDialog
    title=""
    label={CONTENT[resource].label}
    baseUrl={`/api/Operator/content/${resource}`}
    fields={CONTENT[resource].fields}
    titleKey={CONTENT[resource].titleKey}
    row={row}
    onClose={() => undefined}
  />
);

export const NewBrand: StoryObj<typeof CrudDialog> = {
  render: dialog('brands', null),
  parameters: { msw: { handlers: { content: [optionsHandler] } } },
};
/** Every kind of field: picture, reference, product ids, long text, switches, order. */
export const EditSolution: StoryObj<typeof CrudDialog> = {
  render: dialog('solutions', solution),
  parameters: { msw: { handlers: { content: [optionsHandler] } } },
};
/** A 黄页 entry: references, picture, long texts and its specs as key/value rows (add, edit, remove). */
export const EditShowcase: StoryObj<typeof CrudDialog> = {
  render: dialog('showcase', showcase),
  parameters: { msw: { handlers: { content: [optionsHandler] } } },
};
/** A new 黄页 entry: no spec rows yet, only 添加规格. */
export const NewShowcase: StoryObj<typeof CrudDialog> = {
  render: dialog('showcase', null),
  parameters: { msw: { handlers: { content: [optionsHandler] } } },
};
/** A banner: its heading, subtitle and button are text the storefront draws; the link field suggests the pages. */
export const EditBanner: StoryObj<typeof CrudDialog> = {
  render: dialog('banners', banners[0]!),
  parameters: { msw: { handlers: { content: [optionsHandler] } } },
};
/** 保存 of a link that is no storefront page: the field says why (the console checks before the server would). */
export const BannerLinkRefused: StoryObj<typeof CrudDialog> = {
  render: dialog('banners', { ...banners[0]!, LinkUrl: '/mall' }),
  parameters: { msw: { handlers: { content: [optionsHandler] } } },
  play: async ({ canvasElement }) => {
    const save = [...canvasElement.ownerDocument.querySelectorAll('button')].find((b) => b.textContent === '保存');
    save?.click();
  },
};
/** 保存 answers 409: another operator saved this brand meanwhile. */
export const EditedMeanwhile: StoryObj<typeof CrudDialog> = {
  render: dialog('brands', brands[0]!),
  parameters: {
    msw: {
      handlers: {
        content: [apiError('put', '/api/Operator/content/brands/:id', 409, '该品牌已被其他运营人员修改，请刷新后重试')],
      },
    },
  },
};

export const UploadFieldEmpty: StoryObj<typeof ImageUpload> = {
  render: () => <ImageUpload label="品牌标志" kind="logo" value="" required onChange={() => undefined} />,
};
export const UploadFieldRefused: StoryObj<typeof ImageUpload> = {
  render: () => (
    <ImageUpload
      label="配图"
      kind="solution"
      value="/media/solutions/1.svg"
      error="仅支持 JPG、PNG 或 WebP 格式的图片"
      onChange={() => undefined}
    />
  ),
};
