/** Catalogue fixtures and MSW handlers shared by the catalogue, search and product stories. */
import { delay, HttpResponse, http } from 'msw';
import { get, page } from '../../.storybook/mocks';
import type { ProductDetail, ProductSummary } from '../../src/contract/catalogue';
import { longText } from '../ui/helpers';

const NAMES = [
  '佳印 黑白激光打印机 基础款',
  '安盾 防护手套 丁腈涂层',
  '鹏城 千兆交换机 24 口',
  '西湖 实验室移液器 单道',
  '沪工 电动扳手 锂电款',
  '京联 A4 复印纸 70g',
];

export function product(i: number, patch: Partial<ProductSummary> = {}): ProductSummary {
  const online = patch.Catalogue !== 'consultation';
  return {
    Id: i,
    Catalogue: 'online',
    Name: NAMES[i % NAMES.length]!,
    Model: `JY-P${100 + i}`,
    ImageUrl: '/media/products/jy-p-1-800x800.webp',
    Unit: '台',
    BrandId: 3,
    BrandName: '佳印',
    SupplierId: 2,
    SupplierName: '北京京联办公用品有限公司',
    CategoryId: 1,
    CategoryName: '办公设备',
    Price: online ? `${1000 + i * 37}.00` : null,
    MinQuantity: i % 3 === 0 ? 10 : 1,
    QuantityStep: i % 3 === 0 ? 5 : 1,
    Stock: 500,
    Sales: 100 + i,
    ...patch,
  };
}

export function products(n: number, patch: Partial<ProductSummary> = {}): ProductSummary[] {
  return Array.from({ length: n }, (_, i) => product(i + 1, patch));
}

export const longProduct = (patch: Partial<ProductSummary> = {}) =>
  product(99, {
    Name: longText,
    Model: 'HX-SERVER-KIT-2026-ULTRA-LONG-MODEL-NUMBER',
    SupplierName: '华东区域企业采购专用综合工业品供应链服务有限公司',
    ...patch,
  });

export function detail(id: number, patch: Partial<ProductDetail> = {}): ProductDetail {
  const base = product(id, patch);
  return {
    ...base,
    Images: [
      '/media/products/jy-p-1-800x800.webp',
      '/media/products/jy-p-2-800x800.webp',
      '/media/products/jy-p-3-800x800.webp',
    ],
    Specs: [
      { Name: '品牌', Value: '佳印' },
      { Name: '型号', Value: `JY-P${100 + id}` },
      { Name: '打印速度', Value: '30 页/分钟' },
      { Name: '接口', Value: 'USB 2.0 / 有线网络' },
    ],
    Description: '适合 10 人以内办公室的黑白激光打印机，首页输出时间小于 8 秒，支持手机无线打印。',
    Prices:
      patch.Catalogue === 'consultation'
        ? []
        : [
            { RegionId: 1, RegionName: '华东', Price: base.Price ?? '1299.00' },
            { RegionId: 2, RegionName: '华北', Price: '1324.98' },
            { RegionId: 3, RegionName: '华南', Price: '1286.01' },
          ],
    ...patch,
  };
}

const categories = [
  { Id: 1, ParentId: null, Name: '办公设备', IconUrl: '', SolutionAvailable: true, Displayed: true },
  { Id: 2, ParentId: null, Name: '工业安全防护', IconUrl: '', SolutionAvailable: true, Displayed: true },
  { Id: 3, ParentId: null, Name: '电工电气', IconUrl: '', SolutionAvailable: true, Displayed: true },
];
const suppliers = [
  {
    Id: 1,
    Name: '上海沪工工业品有限公司',
    LogoUrl: '',
    Province: '上海市',
    City: '上海市',
    Description: '',
    Displayed: true,
  },
  {
    Id: 2,
    Name: '北京京联办公用品有限公司',
    LogoUrl: '',
    Province: '北京市',
    City: '北京市',
    Description: '',
    Displayed: true,
  },
];

/** Filters' choices (categories and suppliers; brands come from the default handlers). */
export const filterHandlers = {
  categories: [get('/api/Categories', categories)],
  suppliers: [get('/api/Suppliers', suppliers)],
};

/** `/api/Products` answering a page built from the request (catalogue, page, pageSize). */
export const productsHandler = (items: (catalogue: string) => ProductSummary[], total?: number) =>
  get('/api/Products', (request) => {
    const q = new URL(request.url).searchParams;
    const catalogue = q.get('catalogue') ?? 'online';
    const size = Number(q.get('pageSize') ?? 20);
    const pageNo = Number(q.get('page') ?? 1);
    const all = items(catalogue);
    return page(all.slice(0, size), pageNo, size, total ?? all.length);
  });

export const loadingForever = (path: string) => [get(path, {}, { delay: 'infinite' })];
export const serverError = (path: string) => [
  http.get(path, async () => {
    await delay(200);
    return HttpResponse.json({ Error: '服务访问错误' }, { status: 500 });
  }),
];
