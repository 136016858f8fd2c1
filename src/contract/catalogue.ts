/**
 * Catalogue resources (public): regions, banners, brands, solutions, categories, suppliers, products,
 * search, showcase (yellow pages) and consultations. See docs/api.md "Catalogue".
 * The server validates and serialises with these schemas; the client imports the `Static` types only.
 * Image fields are root-relative URLs (`/media/…`) on the API's origin: resolve them against the API base.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Id, Money, Page, type PageOf, PageQuery, SearchKeyword } from './common.js';
import { SearchAlternative, SearchFacets } from './search.js';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const CatalogueSchema = Type.Union([Type.Literal('online'), Type.Literal('consultation')]);

/* ------------------------------------------------------------------ reference data */

export const Region = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export type Region = Static<typeof Region>;

export const BannerQuery = Type.Object({ type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })) });
export const Banner = Type.Object({
  Id: Type.Integer(),
  Type: Type.Integer(),
  Title: Type.String(),
  Subtitle: Type.String(),
  ImageUrl: Type.String(),
  LinkUrl: Type.String(),
  /** The button's words, drawn by the storefront over the picture with Title and Subtitle ('' = no button). */
  ButtonText: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const BrandSummary = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LogoUrl: Type.String(),
  Description: Type.String(),
  ProductCount: Type.Integer(),
});
export type BrandSummary = Static<typeof BrandSummary>;

export const BrandDetail = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LogoUrl: Type.String(),
  BannerUrl: Nullable(Type.String()),
  Description: Type.String(),
  Story: Type.String(),
  ProductCount: Type.Integer(),
});
export type BrandDetail = Static<typeof BrandDetail>;

export const CategoryQuery = Type.Object({ SolutionAvailable: Type.Optional(Type.Boolean()) });
export const Category = Type.Object({
  Id: Type.Integer(),
  ParentId: Nullable(Type.Integer()),
  Name: Type.String(),
  IconUrl: Nullable(Type.String()),
  SolutionAvailable: Type.Boolean(),
  Displayed: Type.Boolean(),
});
export type Category = Static<typeof Category>;

export const Supplier = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LogoUrl: Type.String(),
  Province: Type.String(),
  City: Type.String(),
  Description: Type.String(),
  Displayed: Type.Boolean(),
});
export type Supplier = Static<typeof Supplier>;

/* ------------------------------------------------------------------ products */

/** One row of a 阶梯价 table: from `MinQuantity` units on, `Price` per unit. */
export const PriceTier = Type.Object({ MinQuantity: Type.Integer({ minimum: 1 }), Price: Money });
export type PriceTier = Static<typeof PriceTier>;

export const ProductSummary = Type.Object({
  Id: Type.Integer(),
  Catalogue: CatalogueSchema,
  Name: Type.String(),
  Model: Type.String(),
  ImageUrl: Type.String(),
  Unit: Type.String(),
  BrandId: Type.Integer(),
  BrandName: Type.String(),
  SupplierId: Type.Integer(),
  SupplierName: Type.String(),
  CategoryId: Type.Integer(),
  CategoryName: Type.String(),
  /** The region's price; null for consultation products (and where a product has no price in the region). */
  Price: Nullable(Money),
  /**
   * The region's 阶梯价 table: [{MinQuantity: 1, Price: list}, …breaks]; [] without breaks. Always sent (optional
   * in the type only so that older fixtures stay valid).
   */
  PriceTiers: Type.Optional(Type.Array(PriceTier)),
  /** For a signed-in company with a 协议价 valid today in this region: its contract price (Price is then the lower of the two). */
  ContractPrice: Type.Optional(Money),
  /** With ContractPrice: the region's list price, shown struck through. */
  ListPrice: Type.Optional(Money),
  MinQuantity: Type.Integer(),
  QuantityStep: Type.Integer(),
  Stock: Type.Integer(),
  Sales: Type.Integer(),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const Spec = Type.Object({ Name: Type.String(), Value: Type.String() });
export type Spec = Static<typeof Spec>;

export const ProductDetail = Type.Object({
  ...ProductSummary.properties,
  Images: Type.Array(Type.String()),
  Specs: Type.Array(Spec),
  Description: Type.String(),
  Prices: Type.Array(Type.Object({ RegionId: Type.Integer(), RegionName: Type.String(), Price: Money })),
});
export type ProductDetail = Static<typeof ProductDetail>;

export const ProductSortSchema = Type.Union([
  Type.Literal('default'),
  Type.Literal('price-asc'),
  Type.Literal('price-desc'),
  Type.Literal('newest'),
  Type.Literal('sales'),
]);

export const ProductQuery = Type.Object({
  catalogue: Type.Optional(CatalogueSchema),
  categoryId: Type.Optional(Id),
  brandId: Type.Optional(Id),
  supplierId: Type.Optional(Id),
  keyword: Type.Optional(SearchKeyword),
  /** A price band of the region's list price, online products only: `100-500` (from 100 up to, not including, 500), `5000-` (5000 and up). */
  price: Type.Optional(
    Type.String({
      pattern: '^\\d{1,9}(\\.\\d{1,2})?-(\\d{1,9}(\\.\\d{1,2})?)?$',
      'x-message': '价格区间格式应为「最低价-最高价」，如 100-500',
    }),
  ),
  sort: Type.Optional(ProductSortSchema),
  region: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  ...PageQuery.properties,
});
export type ProductQuery = Static<typeof ProductQuery>;

export const ProductDetailQuery = Type.Object({
  region: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
});

export const ProductPage = Page(ProductSummary);
export type ProductPage = PageOf<ProductSummary>;

export const SearchResult = Type.Object({
  ...ProductPage.properties,
  /** Popular keywords, offered when nothing matched (empty otherwise). */
  Suggestions: Type.Array(Type.String()),
  /** Brands, categories, suppliers and price bands of this search with their counts. */
  Facets: Type.Optional(SearchFacets),
  /** Nothing matched exactly: nearby searches that find something (a word dropped, a typo fixed). */
  Alternatives: Type.Optional(Type.Array(SearchAlternative)),
  /** The items are close matches (a model number with one character wrong, a homophone), not exact ones. */
  Approximate: Type.Optional(Type.Boolean()),
});
export type SearchResult = PageOf<ProductSummary> & {
  Suggestions: string[];
  Facets?: SearchFacets;
  Alternatives?: SearchAlternative[];
  Approximate?: boolean;
};

/* ------------------------------------------------------------------ solutions */

export const FeaturedSolution = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Summary: Type.String(),
  ImageUrl: Type.String(),
  Industry: Type.String(),
  CategoryId: Nullable(Type.Integer()),
  CategoryName: Nullable(Type.String()),
});
export type FeaturedSolution = Static<typeof FeaturedSolution>;

export const SolutionDetail = Type.Object({
  ...FeaturedSolution.properties,
  /** Plain text; paragraphs separated by blank lines. */
  Body: Type.String(),
  Products: Type.Array(ProductSummary),
});
export type SolutionDetail = Static<typeof SolutionDetail>;

/* ------------------------------------------------------------------ showcase (yellow pages) */

export const ShowcaseQuery = Type.Object({
  categoryId: Type.Optional(Id),
  supplierId: Type.Optional(Id),
  keyword: Type.Optional(SearchKeyword),
  ...PageQuery.properties,
});
export type ShowcaseQuery = Static<typeof ShowcaseQuery>;

export const ShowcaseParams = Type.Object({ globalId: Type.String({ minLength: 1, maxLength: 40 }) });

export const ShowcaseSummary = Type.Object({
  GlobalId: Type.String(),
  Name: Type.String(),
  ImageUrl: Type.String(),
  Summary: Type.String(),
  SupplierId: Type.Integer(),
  SupplierName: Type.String(),
  CategoryId: Type.Integer(),
  CategoryName: Type.String(),
  Province: Type.String(),
  City: Type.String(),
});
export type ShowcaseSummary = Static<typeof ShowcaseSummary>;

export const ShowcaseDetail = Type.Object({
  ...ShowcaseSummary.properties,
  Description: Type.String(),
  Specs: Type.Array(Spec),
  BrandName: Nullable(Type.String()),
  ContactName: Type.String(),
  ContactPhone: Type.String(),
});
export type ShowcaseDetail = Static<typeof ShowcaseDetail>;

export const ShowcasePage = Page(ShowcaseSummary);
export type ShowcasePage = PageOf<ShowcaseSummary>;

/* ------------------------------------------------------------------ consultations */

export const ConsultationBody = Type.Object(
  {
    ProductId: Id,
    ContactName: Type.String({ minLength: 1, maxLength: 32 }),
    Mobile: Type.String({ pattern: '^1[3-9]\\d{9}$', 'x-message': '请输入正确的手机号码' }),
    CompanyName: Type.String({ minLength: 1, maxLength: 128 }),
    Quantity: Type.Integer({ minimum: 1, maximum: 10000000 }),
    Requirement: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type ConsultationBody = Static<typeof ConsultationBody>;

/** A consultation: its id and the number people quote (咨询单号 ZX + China date + 4-digit sequence). */
export const ConsultationCreated = Type.Object({ Id: Type.Integer(), ConsultationNo: Type.String() });
export type ConsultationCreated = Static<typeof ConsultationCreated>;

/** GET /api/Consultations (login): the asking buyer's own inquiries (a company admin: the company's), newest first. */
export const MyConsultationsQuery = Type.Object({ productId: Type.Optional(Id) });
export type MyConsultationsQuery = Static<typeof MyConsultationsQuery>;

/** One of the buyer's inquiries: 已咨询 while QuoteId is null (待报价), 已报价 once an operator answered it. */
export const MyConsultation = Type.Object({
  Id: Type.Integer(),
  ConsultationNo: Type.String(),
  ProductId: Type.Integer(),
  Quantity: Type.Integer(),
  /** ISO 8601 (UTC). */
  CreatedAt: Type.String(),
  /** The day it was asked, China time (YYYY-MM-DD): shown as is, so the product widget needs no date code. */
  AskedOn: Type.String(),
  QuoteId: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyConsultation = Static<typeof MyConsultation>;
export const MyConsultationList = Type.Object({ Items: Type.Array(MyConsultation) });
export type MyConsultationList = Static<typeof MyConsultationList>;
