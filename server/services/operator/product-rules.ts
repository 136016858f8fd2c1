/**
 * The rules of a product, checked in one place for the console's form and the bulk import: both give the same
 * Chinese message for the same mistake. `checkProduct` never throws; it returns every problem with the field it
 * is about (PascalCase, as the API and the form name it), so the import can report them all per row.
 */
import { Dec } from '../money.js';
import { tierProblem } from '../pricing/engine.js';

export interface ProductInput {
  catalogue: string;
  name: string;
  model: string;
  brandId: number;
  categoryId: number;
  supplierId: number;
  unit: string;
  description: string;
  specs: { Name: string; Value: string }[];
  minQuantity: number;
  quantityStep: number;
  stock: number;
  onSale: boolean;
  /** Per region: the list price and its 阶梯价 breaks (quantity ≥ 2, each cheaper than the one before). */
  prices: { regionId: number; price: string; tiers?: { minQuantity: number; price: string }[] }[];
  images: string[];
}

/** Ids that exist, to check references against (loaded once per request or import). */
export interface ProductRefs {
  brands: ReadonlySet<number>;
  categories: ReadonlySet<number>;
  suppliers: ReadonlySet<number>;
  regions: ReadonlyMap<number, string>;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export const PRODUCT_LIMITS = {
  name: 200,
  model: 64,
  unit: 16,
  description: 5000,
  specs: 50,
  specName: 32,
  specValue: 200,
  images: 10,
  maxQuantity: 1_000_000,
  maxStock: 1_000_000_000,
} as const;

/** A price as typed: up to 10 integer digits and 2 decimals, above zero. */
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
/** Media the server serves itself (seed pictures, uploads): no other origin, no path tricks. */
const MEDIA = /^\/media\/[\w./-]+$/;

export function priceProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (!text) return '请填写价格';
  if (!PRICE.test(text)) return '价格格式不正确（数字，最多两位小数）';
  if (new Dec(text).lte(0)) return '价格必须大于 0';
  return undefined;
}

const int = (n: number) => Number.isSafeInteger(n);

/** Every problem of `p` (empty when it may be saved). Strings are expected trimmed by the caller. */
export function checkProduct(p: ProductInput, refs: ProductRefs): FieldProblem[] {
  const out: FieldProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const L = PRODUCT_LIMITS;

  if (p.catalogue !== 'online' && p.catalogue !== 'consultation')
    add('Catalogue', '商品类型只能是“在线采购”或“咨询采购”');
  if (!p.name) add('Name', '请填写商品名称');
  else if (p.name.length > L.name) add('Name', `商品名称不能超过 ${L.name} 个字`);
  if (p.model.length > L.model) add('Model', `型号不能超过 ${L.model} 个字`);
  if (!refs.brands.has(p.brandId)) add('BrandId', '品牌不存在，请重新选择');
  if (!refs.categories.has(p.categoryId)) add('CategoryId', '分类不存在，请重新选择');
  if (!refs.suppliers.has(p.supplierId)) add('SupplierId', '供应商不存在，请重新选择');
  if (!p.unit) add('Unit', '请填写单位');
  else if (p.unit.length > L.unit) add('Unit', `单位不能超过 ${L.unit} 个字`);
  if (p.description.length > L.description) add('Description', `商品介绍不能超过 ${L.description} 个字`);

  if (!int(p.minQuantity) || p.minQuantity < 1 || p.minQuantity > L.maxQuantity)
    add('MinQuantity', `起订量须为 1 到 ${L.maxQuantity} 之间的整数`);
  if (!int(p.quantityStep) || p.quantityStep < 1 || p.quantityStep > L.maxQuantity)
    add('QuantityStep', `递增量须为 1 到 ${L.maxQuantity} 之间的整数`);
  if (!int(p.stock) || p.stock < 0 || p.stock > L.maxStock) add('Stock', `库存须为 0 到 ${L.maxStock} 之间的整数`);

  if (p.specs.length > L.specs) add('Specs', `规格参数最多 ${L.specs} 项`);
  for (const [i, s] of p.specs.entries()) {
    const n = i + 1;
    if (!s.Name) add('Specs', `第 ${n} 项规格请填写名称`);
    else if (s.Name.length > L.specName) add('Specs', `第 ${n} 项规格名称不能超过 ${L.specName} 个字`);
    if (!s.Value) add('Specs', `规格“${s.Name || n}”请填写内容`);
    else if (s.Value.length > L.specValue) add('Specs', `规格“${s.Name || n}”的内容不能超过 ${L.specValue} 个字`);
  }

  if (p.catalogue === 'online' && p.prices.length === 0) add('Prices', '在线采购商品至少需要一个地区的价格');
  if (p.catalogue === 'consultation' && p.prices.length > 0) add('Prices', '咨询采购商品不设价格（由报价确定）');
  const seen = new Set<number>();
  for (const price of p.prices) {
    const region = refs.regions.get(price.regionId);
    if (region === undefined) {
      add('Prices', `地区 ${price.regionId} 不存在`);
      continue;
    }
    if (seen.has(price.regionId)) add('Prices', `${region}的价格重复`);
    seen.add(price.regionId);
    const problem = priceProblem(price.price);
    if (problem) add('Prices', `${region}：${problem}`);
    const tiers = price.tiers ?? [];
    const tierPriceProblem = tiers.map((t) => priceProblem(t.price)).find(Boolean);
    if (tiers.length > 20) add('Prices', `${region}：阶梯价最多 20 档`);
    else if (tierPriceProblem) add('Prices', `${region}：阶梯价${tierPriceProblem}`);
    else if (!problem && tiers.length) {
      const wrong = tierProblem(
        price.price,
        tiers.map((t) => ({ MinQuantity: t.minQuantity, Price: t.price })),
      );
      if (wrong) add('Prices', `${region}：${wrong}`);
    }
  }

  if (p.images.length > L.images) add('Images', `商品图片最多 ${L.images} 张`);
  for (const url of p.images) if (!MEDIA.test(url) || url.includes('..')) add('Images', '商品图片须为本站上传的图片');
  return out;
}
