/**
 * Content management in the operator console: brands, categories (one tree for both catalogues), suppliers,
 * banners, solutions, showcase (黄页) entries and help articles, at /api/Operator/content/<resource>, plus
 * image upload (/api/Operator/media). See docs/api.md "Operator console — content".
 *
 * Each resource is described ONCE as a list of fields (./operator-content-fields.ts): the server builds its body
 * schema here, checks values with Chinese messages and maps columns from it, and the console's one generic
 * list + dialog screen (OperatorCrudScreen) draws its form from it.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Keyword, Page, PageQuery } from './common.js';
import {
  CONTENT,
  type ContentField,
  type ContentResource,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
  UploadKinds,
} from './operator-content-fields.js';

export * from './operator-content-fields.js';

export const UploadQuery = Type.Object({ kind: Type.Union(UploadKinds.map((k) => Type.Literal(k))) });
export type UploadQuery = Static<typeof UploadQuery>;

export const UploadResult = Type.Object({
  /** The resized picture (first size), root-relative: store it in the image field. */
  Url: Type.String(),
  /** The thumbnail, when the kind has one (products, showcase), else the same as Url. */
  ThumbnailUrl: Type.String(),
  Width: Type.Integer(),
  Height: Type.Integer(),
});
export type UploadResult = Static<typeof UploadResult>;

/* ------------------------------------------------------------------ schemas built from the fields */

/** The body's shape only: lengths, required text and references are checked by the server with Chinese messages. */
function bodySchemaOf(field: ContentField): TSchema {
  switch (field.type) {
    case 'text':
      return Type.String({ maxLength: field.max * 4 + 100 });
    case 'link':
    case 'image':
      return Type.String({ maxLength: 1000 });
    case 'choice':
      return Type.String({ maxLength: 100 });
    case 'int':
      return Type.Integer();
    case 'bool':
      return Type.Boolean();
    case 'ref':
      return field.required ? Type.Integer() : Type.Union([Type.Integer(), Type.Null()]);
    case 'products':
      return Type.Array(Type.Integer(), { maxItems: 200 });
    case 'specs':
      return Type.Array(
        Type.Object(
          {
            Name: Type.String({ maxLength: SPEC_NAME_MAX * 4 + 100 }),
            Value: Type.String({ maxLength: SPEC_VALUE_MAX * 4 + 100 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: field.max * 2 },
      );
  }
}

/** Create (POST) or replace (PUT, with the Version read) a row: every field may be left out (then its default). */
export const contentBodySchema = (resource: ContentResource) =>
  Type.Object(
    {
      ...Object.fromEntries(CONTENT[resource].fields.map((f) => [f.key, Type.Optional(bodySchemaOf(f))])),
      Version: Type.Optional(Type.Integer()),
    },
    { additionalProperties: false },
  );

/** A row as the console sees it: its fields, Id (showcase: the GlobalId text), Version and, for refs, names. */
export const contentItemSchema = (resource: ContentResource) =>
  Type.Object(
    {
      Id: resource === 'showcase' ? Type.String() : Type.Integer(),
      ...Object.fromEntries(
        CONTENT[resource].fields.flatMap((f) => {
          const own: [string, TSchema] = [f.key, itemSchemaOf(f)];
          return f.type === 'ref'
            ? [own, [f.key.replace(/Id$/, 'Name'), Type.Union([Type.String(), Type.Null()])] as [string, TSchema]]
            : [own];
        }),
      ),
      Version: Type.Integer(),
    },
    { additionalProperties: false },
  );

function itemSchemaOf(field: ContentField): TSchema {
  switch (field.type) {
    case 'int':
      return Type.Integer();
    case 'bool':
      return Type.Boolean();
    case 'ref':
      return Type.Union([Type.Integer(), Type.Null()]);
    case 'products':
      return Type.Array(Type.Integer());
    case 'specs':
      return Type.Array(Type.Object({ Name: Type.String(), Value: Type.String() }));
    case 'image':
      return Type.Union([Type.String(), Type.Null()]);
    default:
      return Type.String();
  }
}

export const ContentQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword),
});
export type ContentQuery = Static<typeof ContentQuery>;

export const ContentIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });
export const ContentDeleteQuery = Type.Object({ version: Type.Integer() });
export type ContentDeleteQuery = Static<typeof ContentDeleteQuery>;

export const contentPageSchema = (resource: ContentResource) => Page(contentItemSchema(resource));

/** One row as sent and received (fields by key). */
export type ContentItem = { Id: number | string; Version: number } & Record<string, unknown>;
export type ContentBody = Record<string, unknown> & { Version?: number };
export interface ContentPage {
  Items: ContentItem[];
  Total: number;
  Page: number;
  PageSize: number;
}
