/**
 * The demo set of search synonyms (operator-managed afterwards in 运营 → 搜索词管理): everyday words buyers type
 * for the catalogue's words. Two-way rows are words for the same thing; one-way rows lead a buyer from a
 * related word to what the catalogue sells (a toner cartridge is no ink cartridge, but who types 墨盒 wants it).
 */
export const synonymData: { term: string; synonyms: string[]; twoWay: boolean }[] = [
  { term: '安全帽', synonyms: ['帽子', '头盔', '安全头盔'], twoWay: true },
  { term: '墨盒', synonyms: ['硒鼓', '碳粉'], twoWay: false },
  { term: '交换机', synonyms: ['switch'], twoWay: true },
  { term: '路由器', synonyms: ['router', '路由'], twoWay: true },
  { term: '口罩', synonyms: ['面罩', '防尘口罩'], twoWay: true },
  { term: '护目镜', synonyms: ['防护眼镜', '眼罩'], twoWay: true },
  { term: '手套', synonyms: ['劳保手套', '防护手套'], twoWay: true },
  { term: '网线', synonyms: ['跳线', '网络线'], twoWay: true },
  { term: '固态硬盘', synonyms: ['ssd', '硬盘'], twoWay: true },
  { term: '无线ap', synonyms: ['wifi', '无线路由'], twoWay: false },
  { term: '打印纸', synonyms: ['复印纸', 'a4纸'], twoWay: true },
  { term: '电钻', synonyms: ['冲击钻', '手电钻'], twoWay: true },
];
