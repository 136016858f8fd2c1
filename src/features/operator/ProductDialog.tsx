/**
 * The console's product form (新增商品 / 编辑商品): names, catalogue, brand and category, prices per region and tier,
 * quantities and stock, specifications and pictures (the first picture is the main one).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { CatalogueName } from '../../contract/enums';
import type { CatalogueOptions, OpProduct, ProductBody } from '../../contract/operator-catalogue';
import { ApiError, call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { useMediaUrl } from '../shared/media';
import { useApiQuery } from '../shared/use-api-query';
import { DialogFooter, FormGrid, Muted, opErrorText, refresh, showWriteFailure } from './common';
import { ImageUpload } from './ImageUpload';
import { type SpecDraft, SpecsEditor } from './SpecsEditor';
import { tiersOf, tierText } from './tier-text';

const OPTIONS_URL = '/api/Operator/catalogue/options';

const Pictures = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: grid;
    gap: 4px;
    justify-items: center;
    font-size: 12px;
  }
  img {
    width: 88px;
    height: 88px;
    object-fit: contain;
    background: #f5f5f5;
    border-radius: 4px;
  }
`;

/** The product's pictures: the first is the main one; upload adds one (resized on the server to 800×800). */
function ProductImages({
  images,
  error,
  onChange,
}: {
  images: string[];
  error?: string;
  onChange: (images: string[]) => void;
}) {
  const media = useMediaUrl();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>商品图片（第一张为主图，最多 20 张）</legend>
      {images.length ? (
        <Pictures aria-label="已有图片">
          {images.map((url, i) => (
            <li key={url}>
              <img src={media(url)} alt={i === 0 ? '主图' : `第 ${i + 1} 张图片`} />
              {i === 0 ? (
                <Muted>主图</Muted>
              ) : (
                <Button
                  size="sm"
                  variant="text"
                  aria-label={`将第 ${i + 1} 张设为主图`}
                  onClick={() => onChange([url, ...images.filter((u) => u !== url)])}
                >
                  设为主图
                </Button>
              )}
              <Button
                size="sm"
                variant="text"
                aria-label={`移除第 ${i + 1} 张图片`}
                onClick={() => onChange(images.filter((u) => u !== url))}
              >
                移除
              </Button>
            </li>
          ))}
        </Pictures>
      ) : null}
      {images.length < 20 ? (
        <ImageUpload
          label="商品图片"
          kind="product"
          value=""
          error={error}
          onChange={(url) => {
            if (url && !images.includes(url)) onChange([...images, url]);
          }}
        />
      ) : null}
    </fieldset>
  );
}

interface Draft {
  Catalogue: 'online' | 'consultation';
  Name: string;
  Model: string;
  BrandId: string;
  CategoryId: string;
  SupplierId: string;
  Unit: string;
  MinQuantity: string;
  QuantityStep: string;
  Stock: string;
  OnSale: boolean;
  Description: string;
  Specs: SpecDraft[];
  /** Region id → typed price ('' = no price there). */
  Prices: Record<string, string>;
  /** Region id → its 阶梯价 as typed, 「100:24.50; 500:23.00」 ('' = none). */
  Tiers: Record<string, string>;
  /** Picture URLs, the first the main one (uploaded: /media/uploads/…). */
  Images: string[];
}

function draftOf(p: OpProduct | null): Draft {
  return {
    Catalogue: p?.Catalogue ?? 'online',
    Name: p?.Name ?? '',
    Model: p?.Model ?? '',
    BrandId: p ? String(p.BrandId) : '',
    CategoryId: p ? String(p.CategoryId) : '',
    SupplierId: p ? String(p.SupplierId) : '',
    Unit: p?.Unit ?? '件',
    MinQuantity: String(p?.MinQuantity ?? 1),
    QuantityStep: String(p?.QuantityStep ?? 1),
    Stock: String(p?.Stock ?? 0),
    OnSale: p?.OnSale ?? true,
    Description: p?.Description ?? '',
    Specs: p?.Specs.map((s) => ({ ...s })) ?? [],
    Prices: Object.fromEntries((p?.Prices ?? []).map((x) => [String(x.RegionId), x.Price])),
    Tiers: Object.fromEntries((p?.Prices ?? []).map((x) => [String(x.RegionId), tierText(x.Tiers ?? [])])),
    Images: p?.Images.length ? [...p.Images] : [],
  };
}

/** A whole number typed in a field, or NaN (the server then names the field). */
const whole = (text: string) => (/^\s*-?\d{1,10}\s*$/.test(text) ? Number(text) : Number.NaN);

export function ProductDialog({ product, onClose }: { product: OpProduct | null; onClose: () => void }) {
  const options = useApiQuery<CatalogueOptions>(OPTIONS_URL);
  const [d, setD] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!d.Name.trim()) next.Name = '请填写商品名称';
    if (!d.BrandId) next.BrandId = '请选择品牌';
    if (!d.CategoryId) next.CategoryId = '请选择分类';
    if (!d.SupplierId) next.SupplierId = '请选择供应商';
    for (const key of ['MinQuantity', 'QuantityStep', 'Stock'] as const)
      if (Number.isNaN(whole(d[key]))) next[key] = '请输入整数';
    if (Object.values(d.Tiers).some((text) => tiersOf(text) === null))
      next.Prices = '阶梯价请写作“数量:单价”，多档用分号分隔（如 100:24.50; 500:23.00）';
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: ProductBody = {
      Catalogue: d.Catalogue,
      Name: d.Name,
      Model: d.Model,
      BrandId: Number(d.BrandId),
      CategoryId: Number(d.CategoryId),
      SupplierId: Number(d.SupplierId),
      Unit: d.Unit,
      Description: d.Description,
      Specs: d.Specs.filter((s) => s.Name.trim() || s.Value.trim()),
      MinQuantity: whole(d.MinQuantity),
      QuantityStep: whole(d.QuantityStep),
      Stock: whole(d.Stock),
      OnSale: d.OnSale,
      Prices:
        d.Catalogue === 'online'
          ? Object.entries(d.Prices)
              .filter(([, price]) => price.trim() !== '')
              .map(([region, price]) => ({
                RegionId: Number(region),
                Price: price.trim(),
                Tiers: tiersOf(d.Tiers[region] ?? '') ?? [],
              }))
          : [],
      Images: d.Images,
      ...(product ? { Version: product.Version } : {}),
    };
    setSaving(true);
    try {
      const saved = product
        ? await call('PUT /api/Operator/products/:id', { params: { id: product.Id }, body })
        : await call('POST /api/Operator/products', { body });
      showMessage('success', product ? `已保存「${saved.Name}」` : `已新建「${saved.Name}」（编号 ${saved.Id}）`);
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.field) setErrors({ [e.field]: e.takeMessage() });
      else showWriteFailure(e);
      if (e instanceof ApiError && e.status === 409) refresh('/api/Operator/products');
    } finally {
      setSaving(false);
    }
  };

  const o = options.data;
  const choose = (list: { Id: number; Name: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: String(x.Id), label: x.Name }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={product ? `编辑商品：${product.Name}` : '新建商品'}
      width={760}
      footer={<DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} />}
    >
      {options.error ? <Muted role="alert">{opErrorText(options.error)}</Muted> : null}
      <form
        aria-label={product ? '编辑商品' : '新建商品'}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormGrid>
          <FormField label="商品类型" required error={errors.Catalogue}>
            <Select
              value={d.Catalogue}
              onChange={(e) => set('Catalogue', e.target.value as Draft['Catalogue'])}
              options={[
                { value: 'online', label: CatalogueName.online },
                { value: 'consultation', label: `${CatalogueName.consultation}（不设价格）` },
              ]}
            />
          </FormField>
          <FormField label="商品名称" required error={errors.Name}>
            <Input value={d.Name} onChange={(e) => set('Name', e.target.value)} maxLength={200} />
          </FormField>
          <FormField label="型号" error={errors.Model}>
            <Input value={d.Model} onChange={(e) => set('Model', e.target.value)} maxLength={64} />
          </FormField>
          <FormField label="单位" required error={errors.Unit}>
            <Input value={d.Unit} onChange={(e) => set('Unit', e.target.value)} maxLength={16} />
          </FormField>
          <FormField label="品牌" required error={errors.BrandId}>
            <Select
              value={d.BrandId}
              placeholder
              onChange={(e) => set('BrandId', e.target.value)}
              options={choose(o?.Brands)}
            />
          </FormField>
          <FormField label="分类" required error={errors.CategoryId}>
            <Select
              value={d.CategoryId}
              placeholder
              onChange={(e) => set('CategoryId', e.target.value)}
              options={choose(o?.Categories)}
            />
          </FormField>
          <FormField label="供应商" required error={errors.SupplierId}>
            <Select
              value={d.SupplierId}
              placeholder
              onChange={(e) => set('SupplierId', e.target.value)}
              options={choose(o?.Suppliers)}
            />
          </FormField>
          <FormField label="库存" required error={errors.Stock}>
            <Input value={d.Stock} inputMode="numeric" onChange={(e) => set('Stock', e.target.value)} />
          </FormField>
          <FormField label="起订量" required error={errors.MinQuantity}>
            <Input value={d.MinQuantity} inputMode="numeric" onChange={(e) => set('MinQuantity', e.target.value)} />
          </FormField>
          <FormField label="递增量" required error={errors.QuantityStep} hint="购买数量 = 起订量 + 递增量的整数倍">
            <Input value={d.QuantityStep} inputMode="numeric" onChange={(e) => set('QuantityStep', e.target.value)} />
          </FormField>
        </FormGrid>
        {d.Catalogue === 'online' ? (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>各地区价格（元；留空表示该地区不销售）</legend>
            {errors.Prices ? (
              <Muted role="alert" style={{ color: 'var(--b2b-error-text, #c5221f)' }}>
                {errors.Prices}
              </Muted>
            ) : null}
            <FormGrid>
              {(o?.Regions ?? []).flatMap((r) => [
                <FormField key={r.Id} label={`${r.Name}价格`}>
                  <Input
                    value={d.Prices[String(r.Id)] ?? ''}
                    inputMode="decimal"
                    placeholder="如 128.00"
                    onChange={(e) => set('Prices', { ...d.Prices, [String(r.Id)]: e.target.value })}
                  />
                </FormField>,
                <FormField key={`tiers-${r.Id}`} label={`${r.Name}阶梯价`}>
                  <Input
                    value={d.Tiers[String(r.Id)] ?? ''}
                    placeholder="如 100:24.50; 500:23.00"
                    onChange={(e) => set('Tiers', { ...d.Tiers, [String(r.Id)]: e.target.value })}
                  />
                </FormField>,
              ])}
            </FormGrid>
          </fieldset>
        ) : null}
        <SpecsEditor label="规格参数" rows={d.Specs} onChange={(rows) => set('Specs', rows)} error={errors.Specs} />
        <ProductImages images={d.Images} error={errors.Images} onChange={(images) => set('Images', images)} />
        <FormField label="商品介绍" error={errors.Description}>
          <Textarea value={d.Description} rows={3} onChange={(e) => set('Description', e.target.value)} />
        </FormField>
        <Checkbox checked={d.OnSale} onChange={(e) => set('OnSale', e.target.checked)}>
          保存后立即上架
        </Checkbox>
        {errors.Version ? <Muted role="alert">{errors.Version}</Muted> : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
