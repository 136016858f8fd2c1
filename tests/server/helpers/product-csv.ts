/**
 * The console's product import layout as an operator's spreadsheet has it (written out here, not read from the
 * server, so a test notices when the server stops accepting it): the fixed columns, then the price of one region.
 */
export function productCsvHeader(regionName: string): string[] {
  return [
    '编号',
    '类型',
    '商品名称',
    '型号',
    '品牌',
    '分类',
    '供应商',
    '单位',
    '起订量',
    '递增量',
    '库存',
    '上架',
    '规格',
    `价格（${regionName}）`,
  ];
}
