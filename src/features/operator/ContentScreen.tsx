/**
 * /operator/brands, /operator/categories, /operator/suppliers, /operator/banners, /operator/solutions,
 * /operator/showcase and /operator/help: one screen (one lazy chunk) for the seven content resources, the
 * generic OperatorCrudScreen given the resource's field description (src/contract/operator-content.ts).
 */
import { CONTENT, type ContentResource } from '../../contract/operator-content-fields';
import type { ScreenProps } from '../shared/screen';
import { CONTENT_TITLES } from './nav';
import { OperatorCrudScreen } from './OperatorCrud';

/** `resource`: given by the <b2b-operator> widget; in the storefront it is the route's `:resource`. */
export default function ContentScreen({ resource: given, params }: ScreenProps & { resource?: ContentResource }) {
  const resource = (given ?? params.resource) as ContentResource;
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
