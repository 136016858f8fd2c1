/**
 * /operator/brands, /operator/categories, /operator/suppliers, /operator/banners, /operator/solutions,
 * /operator/showcase and /operator/help: one screen (one lazy chunk) for the seven content resources, the
 * generic OperatorCrudScreen given the resource's field description (src/contract/operator-content.ts).
 */
import { CONTENT, type ContentResource } from '../../contract/operator-content-fields';
import type { ScreenProps } from '../../routes';
import { OperatorCrudScreen } from './OperatorCrud';

/** The console's heading of each resource (also its navigation label, in src/routes.ts). */
export const CONTENT_TITLES: Record<ContentResource, string> = {
  brands: '品牌管理',
  categories: '分类管理',
  suppliers: '供应商管理',
  banners: '横幅管理',
  solutions: '解决方案',
  showcase: '黄页管理',
  help: '帮助文章',
};

export default function ContentScreen({ resource }: ScreenProps & { resource: ContentResource }) {
  const d = CONTENT[resource];
  return (
    <OperatorCrudScreen
      key={resource}
      title={CONTENT_TITLES[resource]}
      label={d.label}
      baseUrl={`/api/Operator/content/${resource}`}
      fields={d.fields}
      titleKey={d.titleKey}
    />
  );
}
