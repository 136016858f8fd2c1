/**
 * Fixtures and MSW handlers for the browsing stories (home, solutions, showcase, brand, help).
 * `freshCache` (a story loader) drops the shared query cache so that each story asks its own handlers.
 */
import { delay, HttpResponse, http } from 'msw';
import { apiError, get, page } from '../../.storybook/mocks';
import type {
  Banner,
  BrandDetail,
  Category,
  FeaturedSolution,
  ProductSummary,
  ShowcaseDetail,
  ShowcaseSummary,
  SolutionDetail,
  Supplier,
} from '../../src/contract/catalogue';
import type { HelpArticle, SiteContact } from '../../src/contract/help';
import { mutateCache } from '../../src/core/query';

export const LONG =
  '华东区域企业采购专用高性能服务器配件套装（含上门安装服务、三年原厂质保与七乘二十四小时工程师响应）';

/** Story loader: forget every cached answer before the story renders. */
export const freshCache = async () => {
  mutateCache(() => true, undefined);
  return {};
};

const svg = (text: string, color = '#114bed') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/><text x="200" y="160" font-size="28" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`;

/** A banner's picture as the demo's: no words (the storefront draws the title, subtitle and button over it). */
const art = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="984" cy="200" r="168" fill="#fff" fill-opacity="0.12"/></svg>`,
  )}`;

export const banners: Banner[] = [
  {
    Id: 1,
    Type: 1,
    Title: '企业采购节 · 办公设备专场',
    Subtitle: '打印机、投影仪满 5000 元包邮',
    ImageUrl: art('#114bed', '#4dabf7'),
    LinkUrl: '/vnetzone/online',
    ButtonText: '立即选购',
  },
  {
    Id: 2,
    Type: 1,
    Title: '安全生产月 · 防护装备一站配齐',
    Subtitle: '国标认证，10 件起订',
    ImageUrl: art('#2b8a3e', '#8ce99a'),
    LinkUrl: '/solution',
    ButtonText: '查看方案',
  },
];

export const categories: Category[] = [
  { Id: 1, ParentId: null, Name: '办公设备', IconUrl: null, SolutionAvailable: true, Displayed: true },
  { Id: 2, ParentId: null, Name: '工业安全防护', IconUrl: null, SolutionAvailable: true, Displayed: true },
  { Id: 3, ParentId: null, Name: '电工电气', IconUrl: null, SolutionAvailable: true, Displayed: true },
  { Id: 5, ParentId: null, Name: '网络设备', IconUrl: null, SolutionAvailable: true, Displayed: false },
];

export const suppliers: Supplier[] = [
  {
    Id: 1,
    Name: '上海沪工工业品有限公司',
    LogoUrl: svg('沪工'),
    Province: '上海市',
    City: '上海市',
    Description: '华东综合工业品服务商',
    Displayed: true,
  },
  {
    Id: 2,
    Name: '北京京联办公用品有限公司',
    LogoUrl: svg('京联'),
    Province: '北京市',
    City: '北京市',
    Description: '办公用品与设备',
    Displayed: true,
  },
];

export const solutions: FeaturedSolution[] = [
  {
    Id: 1,
    Title: '智慧办公室打印管理方案',
    Summary: '统一采购、统一运维的文印方案，打印成本降低 30%。',
    ImageUrl: svg('打印'),
    Industry: '企业服务',
    CategoryId: 1,
    CategoryName: '办公设备',
  },
  {
    Id: 2,
    Title: '工厂安全生产防护方案',
    Summary: '按岗位配置个体防护装备。',
    ImageUrl: svg('防护'),
    Industry: '制造业',
    CategoryId: 2,
    CategoryName: '工业安全防护',
  },
  {
    Id: 3,
    Title: '厂房照明与配电改造方案',
    Summary: 'LED 工矿灯替换与配电回路整改。',
    ImageUrl: svg('照明'),
    Industry: '制造业',
    CategoryId: 3,
    CategoryName: '电工电气',
  },
];

export function product(id: number, extra: Partial<ProductSummary> = {}): ProductSummary {
  return {
    Id: id,
    Catalogue: 'online',
    Name: `佳印 黑白激光打印机 ${id} 号`,
    Model: `JY-P${100 + id}`,
    ImageUrl: svg(`商品${id}`, '#1e3a8a'),
    Unit: '台',
    BrandId: 3,
    BrandName: '佳印',
    SupplierId: 2,
    SupplierName: '北京京联办公用品有限公司',
    CategoryId: 1,
    CategoryName: '办公设备',
    Price: '1299.00',
    MinQuantity: 1,
    QuantityStep: 1,
    Stock: 100,
    Sales: 20,
    ...extra,
  };
}

export const solutionDetail = (id: number, extra: Partial<SolutionDetail> = {}): SolutionDetail => ({
  ...(solutions.find((s) => s.Id === id) ?? solutions[0]!),
  Body: '痛点：部门各自采购打印机，型号杂、耗材多。\n\n方案：按楼层配置多功能一体机，耗材统一按月配送。\n\n成效：年度打印成本下降 31%。',
  Products: [product(1), product(2, { Catalogue: 'consultation', Price: null })],
  ...extra,
});

export function showcaseItem(i: number, extra: Partial<ShowcaseSummary> = {}): ShowcaseSummary {
  return {
    GlobalId: `gid-${i}`,
    Name: `自动变光焊帽 ${i} 型（武汉江城五金机电直供）`,
    ImageUrl: svg(`焊帽${i}`, '#0f766e'),
    Summary: '太阳能供电自动变光焊帽',
    SupplierId: 1,
    SupplierName: '上海沪工工业品有限公司',
    CategoryId: 2,
    CategoryName: '工业安全防护',
    Province: '上海市',
    City: '上海市',
    ...extra,
  };
}

export const showcaseDetail = (extra: Partial<ShowcaseDetail> = {}): ShowcaseDetail => ({
  ...showcaseItem(1),
  Description: '符合 GB/T 3609.1 标准，遮光号 9-13 可调。\n\n适用于氩弧焊、二保焊和手工电弧焊。',
  Specs: [
    { Name: '遮光号', Value: '9-13 可调' },
    { Name: '电源', Value: '太阳能 + 锂电池' },
  ],
  BrandName: '安盾',
  ContactName: '王经理',
  ContactPhone: '027-8888 6666',
  ...extra,
});

export const brandDetail = (id: number, extra: Partial<BrandDetail> = {}): BrandDetail => ({
  Id: id,
  Name: ['华为', '联想', '海康威视'][id - 1] ?? '品牌',
  LogoUrl: svg('LOGO'),
  BannerUrl: svg('品牌横幅', '#0b39bd'),
  Description: '企业级产品与服务',
  Story: '始创于 1998 年，从一把扳手起步，如今拥有 3 个生产基地。\n\n我们坚持每一件工具都经得起十万次扭力测试。',
  ProductCount: 12,
  ...extra,
});

/** The operator's contact details (GET /api/Help/contact), as a deployment configures them. */
export const contact: SiteContact = {
  Hotline: '400-100-2026',
  ServiceHours: '每天 8:30-20:00',
  ServiceEmail: 'kefu@example.cn',
  PrivacyEmail: 'privacy@example.cn',
  Address: '浙江省杭州市西湖区文三路 90 号',
  Postcode: '310012',
  Company: '杭州示范采购科技有限公司',
  Icp: '浙ICP备20260001号-2',
  Licence: '增值电信业务经营许可证：浙B2-20260001',
};

export const help: HelpArticle[] = [
  {
    Id: 1,
    Category: '购物流程',
    Title: '如何在平台采购商品',
    Body: '1. 登录企业账号。\n2. 加入购物车。\n3. 提交订单。',
  },
  {
    Id: 2,
    Category: '支付方式',
    Title: '支持哪些支付方式',
    Body: '在线支付：跳转收银台。\n\n对公转账：填写汇款识别码。',
  },
  { Id: 3, Category: '发票说明', Title: '如何申请发票', Body: '在企业中心申请开票，电子发票当天开具。' },
];

/** A GET that never answers (loading state). */
export const forever = (path: string) => [
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
];
/** A GET answering 500 `{Error}`. */
export const failing = (path: string) => [apiError('get', path, 500, '服务访问错误')];

/** Every browsing endpoint with the fixtures above. */
export const browseHandlers = {
  banners: [get('/api/Banners', banners)],
  featured: [get('/api/FeaturedSolutions', solutions)],
  solution: [get('/api/Solutions/:id', (_r, p) => solutionDetail(Number(p.id)))],
  categoriesDisplayed: [
    get(
      '/api/Categories/displayed',
      categories.filter((c) => c.Displayed),
    ),
  ],
  categories: [get('/api/Categories', categories)],
  suppliersDisplayed: [get('/api/Suppliers/displayed', suppliers)],
  suppliers: [get('/api/Suppliers', suppliers)],
  showcase: [
    get('/api/YellowPages/products', (r) => {
      const url = new URL(r.url);
      const p = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 12);
      return page(
        Array.from({ length: size }, (_, i) => showcaseItem((p - 1) * size + i + 1)),
        p,
        size,
        40,
      );
    }),
  ],
  showcaseDetail: [get('/api/YellowPages/products/:gid', () => showcaseDetail())],
  brandDetail: [get('/api/Brands/:id', (_r, p) => brandDetail(Number(p.id)))],
  products: [
    get('/api/Products', (r) => {
      const url = new URL(r.url);
      const c = url.searchParams.get('catalogue') ?? 'online';
      return page(
        Array.from({ length: 6 }, (_, i) =>
          product(i + 1, c === 'consultation' ? { Catalogue: 'consultation', Price: null } : {}),
        ),
        1,
        12,
        30,
      );
    }),
  ],
  help: [get('/api/Help', help)],
  contact: [get('/api/Help/contact', contact)],
};
