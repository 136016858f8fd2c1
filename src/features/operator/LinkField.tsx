/**
 * The link field of the content dialog (banners): a text field that suggests the storefront's pages — the main
 * pages, then each catalogue category and brand — from a native <datalist> (keyboard and screen-reader friendly
 * as the browser's own), and accepts any storefront page or http(s) address typed by hand. What it refuses, and
 * the words, are src/contract/storefront-links.ts (the server checks the same).
 */
import { useId } from 'react';
import type { CatalogueOptions } from '../../contract/operator-catalogue';
import { brandLink, categoryLink, SUGGESTED_PAGES } from '../../contract/storefront-links';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';

export const LINK_HINT =
  '输入 / 可从店铺页面中选择（首页、商品目录、分类、品牌、解决方案、帮助…），或填写 https:// 开头的网址';

/** The suggestions: the main pages, then categories and brands of the catalogue when they have loaded. */
export function linkSuggestions(options: CatalogueOptions | undefined): { value: string; label: string }[] {
  return [
    ...SUGGESTED_PAGES.map((p) => ({ value: p.path, label: p.label })),
    ...(options?.Categories ?? []).map((c) => ({ value: categoryLink(c.Id), label: `分类：${c.Name}` })),
    ...(options?.Brands ?? []).map((b) => ({ value: brandLink(b.Id), label: `品牌专区：${b.Name}` })),
  ];
}

export function LinkField({
  label,
  required,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  required?: boolean | undefined;
  value: string;
  error?: string | undefined;
  options: CatalogueOptions | undefined;
  onChange: (value: string) => void;
}) {
  const listId = `${useId()}-pages`;
  return (
    <>
      <FormField label={label} required={required} error={error} hint={LINK_HINT}>
        <Input
          value={value}
          maxLength={500}
          list={listId}
          autoComplete="off"
          placeholder="/vnetzone/online"
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
      <datalist id={listId}>
        {linkSuggestions(options).map((s) => (
          <option key={s.value} value={s.value} label={s.label} />
        ))}
      </datalist>
    </>
  );
}
