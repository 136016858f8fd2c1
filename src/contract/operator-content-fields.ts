/**
 * The content resources of the operator console described as data, without schemas (the console's bundle
 * imports these values; the TypeBox schemas built from them are in ./operator-content.ts, server side): the
 * fields of brands, categories, suppliers, banners, solutions, showcase entries and help articles, and the
 * sizes uploaded pictures are resized to. A new field is one line here (plus its column on the server).
 */
/** What an uploaded picture is for: fixes the sizes the server resizes it to (see UploadSizes). */
export const UploadKinds = ['product', 'logo', 'brand-banner', 'category', 'banner', 'solution', 'showcase'] as const;
export type UploadKind = (typeof UploadKinds)[number];

/**
 * The sizes the storefront shows each kind at (width × height, px). `contain`: the whole picture on white
 * (products, logos: nothing cut off); `cover`: filled and centre-cropped (carousel, banners, solution art).
 * The first size is the picture's URL, a second one its thumbnail.
 */
export const UploadSizes: Record<UploadKind, { fit: 'contain' | 'cover'; sizes: [number, number][] }> = {
  product: {
    fit: 'contain',
    sizes: [
      [800, 800],
      [240, 240],
    ],
  },
  showcase: {
    fit: 'contain',
    sizes: [
      [800, 800],
      [240, 240],
    ],
  },
  logo: { fit: 'contain', sizes: [[240, 120]] },
  category: { fit: 'contain', sizes: [[96, 96]] },
  'brand-banner': { fit: 'cover', sizes: [[1200, 300]] },
  banner: { fit: 'cover', sizes: [[1200, 400]] },
  solution: { fit: 'cover', sizes: [[800, 450]] },
};

/** Largest accepted upload (the server answers 413 / a Chinese 400 above it). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/* ------------------------------------------------------------------ field descriptions */

export type ContentRef = 'brands' | 'categories' | 'suppliers';

export type ContentField =
  | { key: string; label: string; type: 'text'; max: number; required?: boolean; multiline?: boolean }
  /** A link: a storefront path (/…) or an http(s) address. */
  | { key: string; label: string; type: 'link'; required?: boolean }
  | { key: string; label: string; type: 'int'; min: number; max: number; default: number }
  | { key: string; label: string; type: 'bool'; default: boolean }
  | { key: string; label: string; type: 'choice'; options: readonly { value: string; label: string }[] }
  | { key: string; label: string; type: 'image'; kind: UploadKind; required?: boolean }
  /** Another row (its Id); `required: false` allows none (null). */
  | { key: string; label: string; type: 'ref'; ref: ContentRef; required: boolean }
  /** Product ids (solutions: the products the solution shows). */
  | { key: string; label: string; type: 'products'; max: number }
  /** A key/value list (黄页 specs): up to `max` rows of {Name, Value}, each row both filled in. */
  | { key: string; label: string; type: 'specs'; max: number };

/** Lengths of one key/value row (the same as a product's specs). */
export const SPEC_NAME_MAX = 32;
export const SPEC_VALUE_MAX = 200;

export const ContentResources = [
  'brands',
  'categories',
  'suppliers',
  'banners',
  'solutions',
  'showcase',
  'help',
] as const;
export type ContentResource = (typeof ContentResources)[number];

export interface ContentDescription {
  /** 品牌, 分类, …: used in titles and messages. */
  label: string;
  /** The field shown as the row's name in lists, titles and messages. */
  titleKey: string;
  fields: readonly ContentField[];
}

const sort: ContentField = { key: 'Sort', label: '排序（小的在前）', type: 'int', min: 0, max: 100_000, default: 0 };

export const HELP_CATEGORIES = ['购物流程', '支付方式', '配送说明', '发票说明', '售后服务', '账户安全'] as const;

export const CONTENT: Record<ContentResource, ContentDescription> = {
  brands: {
    label: '品牌',
    titleKey: 'Name',
    fields: [
      { key: 'Name', label: '品牌名称', type: 'text', max: 64, required: true },
      { key: 'LogoUrl', label: '品牌标志', type: 'image', kind: 'logo', required: true },
      { key: 'BannerUrl', label: '专区横幅', type: 'image', kind: 'brand-banner' },
      { key: 'Description', label: '简介', type: 'text', max: 2000, multiline: true },
      { key: 'Story', label: '品牌故事', type: 'text', max: 10_000, multiline: true },
      sort,
    ],
  },
  categories: {
    label: '分类',
    titleKey: 'Name',
    fields: [
      { key: 'Name', label: '分类名称', type: 'text', max: 64, required: true },
      { key: 'ParentId', label: '上级分类', type: 'ref', ref: 'categories', required: false },
      { key: 'IconUrl', label: '图标', type: 'image', kind: 'category' },
      { key: 'Displayed', label: '在首页展示', type: 'bool', default: false },
      { key: 'SolutionAvailable', label: '提供解决方案', type: 'bool', default: false },
      sort,
    ],
  },
  suppliers: {
    label: '供应商',
    titleKey: 'Name',
    fields: [
      { key: 'Name', label: '供应商名称', type: 'text', max: 128, required: true },
      { key: 'LogoUrl', label: '标志', type: 'image', kind: 'logo', required: true },
      { key: 'Province', label: '省份', type: 'text', max: 32 },
      { key: 'City', label: '城市', type: 'text', max: 32 },
      { key: 'ContactPhone', label: '联系电话', type: 'text', max: 32 },
      { key: 'Description', label: '简介', type: 'text', max: 2000, multiline: true },
      { key: 'Displayed', label: '在首页展示', type: 'bool', default: false },
      sort,
    ],
  },
  banners: {
    label: '横幅',
    titleKey: 'Title',
    fields: [
      { key: 'Title', label: '标题', type: 'text', max: 128, required: true },
      { key: 'Subtitle', label: '副标题', type: 'text', max: 500 },
      { key: 'ImageUrl', label: '图片', type: 'image', kind: 'banner', required: true },
      { key: 'LinkUrl', label: '链接', type: 'link' },
      { key: 'ButtonText', label: '按钮文字（留空则不显示按钮）', type: 'text', max: 16 },
      { key: 'Enabled', label: '展示（关闭则不在店铺中显示）', type: 'bool', default: true },
      sort,
    ],
  },
  solutions: {
    label: '解决方案',
    titleKey: 'Title',
    fields: [
      { key: 'Title', label: '标题', type: 'text', max: 128, required: true },
      { key: 'Summary', label: '摘要', type: 'text', max: 500, required: true, multiline: true },
      { key: 'ImageUrl', label: '配图', type: 'image', kind: 'solution', required: true },
      { key: 'CategoryId', label: '所属分类', type: 'ref', ref: 'categories', required: false },
      { key: 'Industry', label: '行业', type: 'text', max: 32 },
      { key: 'Body', label: '正文', type: 'text', max: 20_000, multiline: true },
      {
        key: 'ProductIds',
        label: '方案商品（编号，逗号分隔；留空则展示所属分类的商品）',
        type: 'products',
        max: 24,
      },
      { key: 'Featured', label: '精选（首页展示）', type: 'bool', default: false },
      sort,
    ],
  },
  showcase: {
    label: '黄页条目',
    titleKey: 'Name',
    fields: [
      { key: 'Name', label: '名称', type: 'text', max: 200, required: true },
      { key: 'SupplierId', label: '供应商', type: 'ref', ref: 'suppliers', required: true },
      { key: 'CategoryId', label: '分类', type: 'ref', ref: 'categories', required: true },
      { key: 'BrandId', label: '品牌', type: 'ref', ref: 'brands', required: false },
      { key: 'ImageUrl', label: '图片', type: 'image', kind: 'showcase', required: true },
      { key: 'Summary', label: '摘要', type: 'text', max: 500 },
      { key: 'Description', label: '详细介绍', type: 'text', max: 10_000, multiline: true },
      { key: 'ContactName', label: '联系人', type: 'text', max: 32 },
      { key: 'ContactPhone', label: '联系电话', type: 'text', max: 32 },
      { key: 'Specs', label: '规格参数', type: 'specs', max: 50 },
    ],
  },
  help: {
    label: '帮助文章',
    titleKey: 'Title',
    fields: [
      { key: 'Title', label: '标题', type: 'text', max: 128, required: true },
      {
        key: 'Category',
        label: '栏目',
        type: 'choice',
        options: HELP_CATEGORIES.map((c) => ({ value: c, label: c })),
      },
      { key: 'Body', label: '正文', type: 'text', max: 20_000, required: true, multiline: true },
      sort,
    ],
  },
};

/* ------------------------------------------------------------------ audit log names */

const AUDITED: readonly [entity: string, name: string][] = [
  ['brand', '品牌'],
  ['category', '分类'],
  ['supplier', '供应商'],
  ['banner', '横幅'],
  ['solution', '解决方案'],
  ['showcase', '黄页条目'],
  ['help', '帮助文章'],
];

/** audit_log.entity of content writes and uploads → Chinese (kept here, out of the widgets' first load). */
export const ContentAuditEntityName: Record<string, string> = {
  ...Object.fromEntries(AUDITED),
  media: '图片',
};

/** audit_log.action of content writes and uploads → Chinese. */
export const ContentAuditActionName: Record<string, string> = {
  ...Object.fromEntries(
    AUDITED.flatMap(([entity, name]) => [
      [`${entity}.create`, `新建${name}`],
      [`${entity}.update`, `编辑${name}`],
      [`${entity}.delete`, `删除${name}`],
    ]),
  ),
  'media.upload': '上传图片',
};
