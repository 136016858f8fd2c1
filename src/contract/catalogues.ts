/** The two catalogues of the network zone; also the `:type` of `/:type/detail/:id`. */
export const Catalogues = ['online', 'consultation'] as const;
export type Catalogue = (typeof Catalogues)[number];
export const CatalogueName: Record<Catalogue, string> = { online: '在线采购', consultation: '咨询采购' };
