/**
 * The demo catalogue as plain data: read by the seed (server/db/seed/catalogue.ts) and by the media
 * generator (scripts/generate-media.ts), so every image the data names exists under server/media/.
 * Companies, brands and suppliers are fictional; prices are plausible, not quotes.
 */

export interface RegionData {
  id: number;
  name: string;
  /** Regional price factor applied to a product's base price. */
  factor: string;
}

export const regionData: RegionData[] = [
  { id: 1, name: '华东', factor: '1.00' },
  { id: 2, name: '华北', factor: '1.02' },
  { id: 3, name: '华南', factor: '0.99' },
  { id: 4, name: '西南', factor: '1.05' },
  { id: 5, name: '华中', factor: '1.01' },
  { id: 6, name: '西北', factor: '1.07' },
  { id: 7, name: '东北', factor: '1.04' },
];

export interface BrandData {
  id: number;
  name: string;
  slug: string;
  color: string;
  description: string;
  story: string;
}

export const brandData: BrandData[] = [
  {
    id: 1,
    name: '锐工',
    slug: 'ruigong',
    color: '#d9480f',
    description: '专业手动与电动工具品牌，覆盖扳手、套筒、电钻等五金工具全品类。',
    story:
      '锐工始创于 1998 年的浙江永康，从一把铬钒钢扳手起步，如今拥有 3 个生产基地和 600 余项专利。\n\n我们坚持“每一件工具都经得起十万次扭力测试”，产品服务于汽车维修、设备安装和工厂运维一线。',
  },
  {
    id: 2,
    name: '安盾',
    slug: 'andun',
    color: '#2b8a3e',
    description: '个人防护装备制造商，提供安全帽、防护眼镜、防护手套与呼吸防护产品。',
    story:
      '安盾专注个体防护二十年，全系列产品通过 GB 2811、GB 14866 等国家标准检测。\n\n从石化、冶金到建筑工地，安盾守护每一位一线作业人员的安全。',
  },
  {
    id: 3,
    name: '佳印',
    slug: 'jiayin',
    color: '#1864ab',
    description: '办公打印与文印设备品牌，提供激光打印机、多功能一体机及原装耗材。',
    story:
      '佳印为中小企业设计高可靠的文印设备，整机月负荷最高 15 万页。\n\n全国 300 余个城市设有授权服务网点，提供 4 小时响应的上门维修。',
  },
  {
    id: 4,
    name: '电宝',
    slug: 'dianbao',
    color: '#f08c00',
    description: '低压电器与电工产品品牌，提供断路器、插座、电线电缆和配电箱。',
    story:
      '电宝电气成立于温州柳市，产品通过 CCC 认证，年产小型断路器逾 5000 万极。\n\n我们为工厂、楼宇与数据机房提供安全可靠的配电方案。',
  },
  {
    id: 5,
    name: '云联',
    slug: 'yunlian',
    color: '#5f3dc4',
    description: '企业网络设备品牌，提供交换机、路由器、无线 AP 与网络安全网关。',
    story:
      '云联网络深耕企业园区网络，产品支持云端集中管理，一名工程师即可运维上千台设备。\n\n从门店到总部，云联让组网像搭积木一样简单。',
  },
  {
    id: 6,
    name: '擎天',
    slug: 'qingtian',
    color: '#212529',
    description: '服务器与存储品牌，提供机架式服务器、存储阵列和超融合一体机。',
    story:
      '擎天计算专注数据中心基础设施，服务于金融、制造与政务行业的核心业务系统。\n\n全系列产品支持国产处理器平台，提供 5 年原厂质保。',
  },
  {
    id: 7,
    name: '清源',
    slug: 'qingyuan',
    color: '#0b7285',
    description: '实验室耗材与仪器品牌，提供玻璃器皿、移液器、天平和实验室安全用品。',
    story:
      '清源科学仪器为高校、第三方检测机构和企业研发中心供货，耗材批次可追溯。\n\n我们的计量类产品均附带出厂校准证书。',
  },
  {
    id: 8,
    name: '洁美',
    slug: 'jiemei',
    color: '#0ca678',
    description: '商用清洁用品品牌，提供清洁剂、擦拭纸、垃圾袋与清洁工具。',
    story:
      '洁美为写字楼、医院和工厂提供整套保洁耗材，产品均符合环保要求。\n\n大包装、高浓缩，帮助物业公司降低 20% 以上的保洁成本。',
  },
  {
    id: 9,
    name: '恒包',
    slug: 'hengbao',
    color: '#a0522d',
    description: '工业包装材料品牌，提供纸箱、封箱胶带、缠绕膜与气泡膜。',
    story: '恒包拥有 8 条全自动纸箱生产线，支持按尺寸定制与印刷。\n\n电商仓、工厂与物流中心的包装耗材，一站配齐。',
  },
  {
    id: 10,
    name: '书航',
    slug: 'shuhang',
    color: '#c2255c',
    description: '办公文具品牌，提供中性笔、笔记本、文件管理与桌面用品。',
    story:
      '书航文具的中性笔每支可连续书写 800 米，笔记本采用 FSC 认证纸张。\n\n我们相信好用的文具能让每一天的工作更有条理。',
  },
];

export interface SupplierData {
  id: number;
  name: string;
  slug: string;
  color: string;
  province: string;
  city: string;
  description: string;
  contactPhone: string;
  displayed: boolean;
}

export const supplierData: SupplierData[] = [
  {
    id: 1,
    name: '上海沪工工业品有限公司',
    slug: 'hugong',
    color: '#1971c2',
    province: '上海市',
    city: '上海市',
    description: '华东地区综合工业品服务商，仓储面积 3 万平方米，上海市内次日达。',
    contactPhone: '021-64780012',
    displayed: true,
  },
  {
    id: 2,
    name: '北京京联办公用品有限公司',
    slug: 'jinglian',
    color: '#e03131',
    province: '北京市',
    city: '北京市',
    description: '服务京津冀两千余家企业客户的办公用品与办公设备供应商。',
    contactPhone: '010-82561230',
    displayed: true,
  },
  {
    id: 3,
    name: '深圳鹏城网络科技有限公司',
    slug: 'pengcheng',
    color: '#6741d9',
    province: '广东省',
    city: '深圳市',
    description: '企业网络与数据中心产品集成商，提供售前规划与上门实施。',
    contactPhone: '0755-86325588',
    displayed: true,
  },
  {
    id: 4,
    name: '杭州西湖实验器材有限公司',
    slug: 'xihu',
    color: '#0c8599',
    province: '浙江省',
    city: '杭州市',
    description: '实验室耗材、仪器与实验室整体建设服务商。',
    contactPhone: '0571-88203311',
    displayed: true,
  },
  {
    id: 5,
    name: '成都蜀安防护用品有限公司',
    slug: 'shuan',
    color: '#2f9e44',
    province: '四川省',
    city: '成都市',
    description: '西南地区劳保与安全防护用品专业供应商，支持企业定制工装。',
    contactPhone: '028-85567720',
    displayed: false,
  },
  {
    id: 6,
    name: '武汉江城五金机电有限公司',
    slug: 'jiangcheng',
    color: '#e8590c',
    province: '湖北省',
    city: '武汉市',
    description: '五金工具、电工电气与焊接设备经销商，华中地区 12 个服务网点。',
    contactPhone: '027-87654321',
    displayed: true,
  },
  {
    id: 7,
    name: '广州穗洁清洁用品有限公司',
    slug: 'suijie',
    color: '#099268',
    province: '广东省',
    city: '广州市',
    description: '商用清洁耗材与清洁设备供应商，服务物业、医院与酒店。',
    contactPhone: '020-38291166',
    displayed: false,
  },
  {
    id: 8,
    name: '苏州吴中包装材料有限公司',
    slug: 'wuzhong',
    color: '#9c6644',
    province: '江苏省',
    city: '苏州市',
    description: '纸箱、胶带与缓冲包装材料生产商，支持按需定制。',
    contactPhone: '0512-65238890',
    displayed: false,
  },
];

export interface CategoryData {
  id: number;
  name: string;
  slug: string;
  color: string;
  solutionAvailable: boolean;
  displayed: boolean;
}

export const categoryData: CategoryData[] = [
  { id: 1, name: '办公设备', slug: 'office', color: '#1c7ed6', solutionAvailable: true, displayed: true },
  { id: 2, name: '工业安全防护', slug: 'safety', color: '#37b24d', solutionAvailable: true, displayed: true },
  { id: 3, name: '电工电气', slug: 'electrical', color: '#f59f00', solutionAvailable: true, displayed: true },
  { id: 4, name: '五金工具', slug: 'hardware', color: '#e8590c', solutionAvailable: false, displayed: true },
  { id: 5, name: '网络设备', slug: 'network', color: '#7048e8', solutionAvailable: true, displayed: true },
  { id: 6, name: '服务器与存储', slug: 'server', color: '#343a40', solutionAvailable: true, displayed: false },
  { id: 7, name: '实验室用品', slug: 'lab', color: '#1098ad', solutionAvailable: true, displayed: true },
  { id: 8, name: '清洁用品', slug: 'cleaning', color: '#12b886', solutionAvailable: false, displayed: true },
  { id: 9, name: '包装材料', slug: 'packaging', color: '#a9713c', solutionAvailable: false, displayed: true },
  { id: 10, name: '办公文具', slug: 'stationery', color: '#d6336c', solutionAvailable: false, displayed: false },
  { id: 11, name: '劳保用品', slug: 'labour', color: '#5c940d', solutionAvailable: false, displayed: false },
  { id: 12, name: '仓储物流设备', slug: 'warehouse', color: '#495057', solutionAvailable: true, displayed: false },
  { id: 13, name: '电子元器件', slug: 'electronics', color: '#3b5bdb', solutionAvailable: false, displayed: false },
  { id: 14, name: '焊接设备', slug: 'welding', color: '#c92a2a', solutionAvailable: false, displayed: false },
];

export interface ProductTemplate {
  name: string;
  model: string;
  brandId: number;
  supplierId: number;
  unit: string;
  /** Consultation-only (no price, inquiry). */
  consultation?: boolean;
  minQuantity?: number;
  quantityStep?: number;
  specs: [string, string][];
  /** [variant label, base price in the 华东 region (decimal string), the variant's spec value] */
  variants: [string, string, string][];
  variantSpec: string;
  description: string;
}

/** Five templates × three variants per category: 210 products, plus the exact-money products below. */
export const productTemplates: Record<string, ProductTemplate[]> = {
  office: [
    {
      name: '黑白激光打印机',
      model: 'JY-P',
      brandId: 3,
      supplierId: 2,
      unit: '台',
      specs: [
        ['打印速度', '30 页/分钟'],
        ['最大幅面', 'A4'],
        ['接口', 'USB 2.0 / 有线网络'],
      ],
      variantSpec: '双面打印',
      variants: [
        ['基础款', '1299.00', '手动双面'],
        ['双面款', '1699.00', '自动双面'],
        ['无线款', '1899.00', '自动双面 + Wi-Fi'],
      ],
      description: '适合 10 人以内办公室的黑白激光打印机，首页输出时间小于 8 秒，支持手机无线打印。',
    },
    {
      name: '彩色激光多功能一体机',
      model: 'JY-M',
      brandId: 3,
      supplierId: 2,
      unit: '台',
      specs: [
        ['功能', '打印 / 复印 / 扫描'],
        ['月负荷', '50000 页'],
        ['纸盒容量', '250 页'],
      ],
      variantSpec: '传真',
      variants: [
        ['标准版', '3599.00', '无'],
        ['传真版', '4199.00', '支持'],
        ['高速版', '6899.00', '支持'],
      ],
      description: '彩色打印、复印、扫描三合一，支持输稿器批量扫描到邮箱和共享文件夹。',
    },
    {
      name: '碎纸机',
      model: 'JY-S',
      brandId: 3,
      supplierId: 2,
      unit: '台',
      specs: [
        ['保密等级', 'P-4'],
        ['碎纸方式', '粒状'],
        ['连续工作时间', '20 分钟'],
      ],
      variantSpec: '纸箱容量',
      variants: [
        ['小型', '459.00', '12 升'],
        ['中型', '899.00', '23 升'],
        ['大型', '1599.00', '38 升'],
      ],
      description: '4 级保密粒状碎纸，可碎订书钉、信用卡和光盘，带过热保护。',
    },
    {
      name: '投影仪',
      model: 'JY-V',
      brandId: 3,
      supplierId: 2,
      unit: '台',
      specs: [
        ['显示技术', '3LCD'],
        ['对比度', '15000:1'],
        ['接口', 'HDMI ×2 / USB'],
      ],
      variantSpec: '亮度',
      variants: [
        ['会议室款', '3299.00', '3600 流明'],
        ['高清款', '4999.00', '4000 流明 1080P'],
        ['大厅款', '8999.00', '5500 流明'],
      ],
      description: '会议室投影仪，无线投屏，开机 5 秒即可投影。',
    },
    {
      name: '原装硒鼓',
      model: 'JY-T',
      brandId: 3,
      supplierId: 2,
      unit: '支',
      minQuantity: 2,
      quantityStep: 1,
      specs: [
        ['适用机型', 'JY-P 系列'],
        ['颜色', '黑色'],
      ],
      variantSpec: '打印页数',
      variants: [
        ['标准容量', '299.00', '1600 页'],
        ['大容量', '459.00', '3000 页'],
        ['超大容量', '699.00', '6000 页'],
      ],
      description: '原装硒鼓，打印清晰不漏粉，2 支起订。',
    },
  ],
  safety: [
    {
      name: 'ABS 安全帽',
      model: 'AD-H',
      brandId: 2,
      supplierId: 5,
      unit: '顶',
      minQuantity: 10,
      quantityStep: 10,
      specs: [
        ['材质', 'ABS'],
        ['执行标准', 'GB 2811-2019'],
        ['帽衬', '六点式'],
      ],
      variantSpec: '款式',
      variants: [
        ['经典款', '25.80', 'V 型'],
        ['透气款', '32.50', 'V 型带透气孔'],
        ['电绝缘款', '48.00', '绝缘 20kV'],
      ],
      description: '高强度 ABS 安全帽，抗冲击、耐穿刺，10 顶起订，可印制企业标识。',
    },
    {
      name: '防冲击护目镜',
      model: 'AD-G',
      brandId: 2,
      supplierId: 5,
      unit: '副',
      minQuantity: 10,
      quantityStep: 10,
      specs: [
        ['镜片材质', '聚碳酸酯'],
        ['执行标准', 'GB 14866-2023'],
      ],
      variantSpec: '镜片',
      variants: [
        ['透明防雾', '18.60', '透明'],
        ['灰色防眩', '21.80', '灰色'],
        ['可配近视', '39.00', '透明'],
      ],
      description: '防冲击、防雾、防紫外线的护目镜，可佩戴于近视眼镜之外。',
    },
    {
      name: 'KN95 防护口罩',
      model: 'AD-K',
      brandId: 2,
      supplierId: 5,
      unit: '盒',
      minQuantity: 5,
      quantityStep: 5,
      specs: [
        ['过滤效率', '≥95%'],
        ['执行标准', 'GB 2626-2019'],
        ['包装', '20 只/盒'],
      ],
      variantSpec: '款式',
      variants: [
        ['折叠式', '49.00', '无呼吸阀'],
        ['带阀款', '69.00', '带呼吸阀'],
        ['活性炭款', '89.00', '带活性炭层'],
      ],
      description: '颗粒物防护口罩，适用于打磨、切割和粉尘作业环境。',
    },
    {
      name: '全身式安全带',
      model: 'AD-B',
      brandId: 2,
      supplierId: 5,
      unit: '套',
      specs: [
        ['执行标准', 'GB 6095-2021'],
        ['织带', '高强度涤纶'],
      ],
      variantSpec: '挂点',
      variants: [
        ['单挂点', '168.00', '背部单挂点'],
        ['双挂点', '238.00', '背部 + 胸前'],
        ['带缓冲包', '329.00', '双挂点 + 缓冲包'],
      ],
      description: '高处作业全身式安全带，五点式调节，适合电力、建筑和安装作业。',
    },
    {
      name: '便携式气体检测仪',
      model: 'AD-Q',
      brandId: 2,
      supplierId: 1,
      unit: '台',
      consultation: true,
      specs: [
        ['防爆等级', 'Ex ia IIC T4 Ga'],
        ['报警方式', '声 / 光 / 振动'],
      ],
      variantSpec: '检测气体',
      variants: [
        ['单一气体', '1280.00', '可燃气'],
        ['四合一', '3680.00', 'O₂ / CO / H₂S / 可燃气'],
        ['泵吸式六合一', '9800.00', '六种气体'],
      ],
      description: '受限空间作业前的气体检测仪，需根据现场介质选型，请提交咨询。',
    },
  ],
  electrical: [
    {
      name: '小型断路器',
      model: 'DB-C',
      brandId: 4,
      supplierId: 6,
      unit: '只',
      minQuantity: 6,
      quantityStep: 6,
      specs: [
        ['分断能力', '6kA'],
        ['脱扣曲线', 'C 型'],
        ['认证', 'CCC'],
      ],
      variantSpec: '极数 / 电流',
      variants: [
        ['1P 16A', '12.80', '1P 16A'],
        ['2P 32A', '32.50', '2P 32A'],
        ['3P 63A', '68.00', '3P 63A'],
      ],
      description: '导轨安装小型断路器，用于照明与插座回路的过载和短路保护。',
    },
    {
      name: '漏电保护开关',
      model: 'DB-L',
      brandId: 4,
      supplierId: 6,
      unit: '只',
      specs: [
        ['动作电流', '30mA'],
        ['动作时间', '≤0.1s'],
      ],
      variantSpec: '极数 / 电流',
      variants: [
        ['1P+N 25A', '56.00', '1P+N 25A'],
        ['2P 40A', '89.00', '2P 40A'],
        ['4P 63A', '198.00', '4P 63A'],
      ],
      description: '剩余电流动作保护器，防止触电和漏电火灾。',
    },
    {
      name: 'BV 铜芯电线',
      model: 'DB-W',
      brandId: 4,
      supplierId: 6,
      unit: '卷',
      specs: [
        ['导体', '无氧铜'],
        ['长度', '100 米/卷'],
        ['额定电压', '450/750V'],
      ],
      variantSpec: '截面积',
      variants: [
        ['1.5 平方', '189.00', '1.5mm²'],
        ['2.5 平方', '299.00', '2.5mm²'],
        ['4 平方', '479.00', '4mm²'],
      ],
      description: '国标单芯铜线，绝缘层阻燃，用于室内配电布线。',
    },
    {
      name: '工业插座',
      model: 'DB-P',
      brandId: 4,
      supplierId: 6,
      unit: '只',
      minQuantity: 2,
      quantityStep: 1,
      specs: [
        ['防护等级', 'IP44'],
        ['材质', 'PA66 阻燃'],
      ],
      variantSpec: '规格',
      variants: [
        ['3 芯 16A', '36.00', '3 芯 16A'],
        ['4 芯 32A', '58.00', '4 芯 32A'],
        ['5 芯 63A', '128.00', '5 芯 63A'],
      ],
      description: '防水工业插座，适用于车间、工地等临时用电场所。',
    },
    {
      name: 'LED 工矿灯',
      model: 'DB-G',
      brandId: 4,
      supplierId: 1,
      unit: '盏',
      specs: [
        ['光效', '150 lm/W'],
        ['色温', '5700K'],
        ['寿命', '50000 小时'],
      ],
      variantSpec: '功率',
      variants: [
        ['100W', '239.00', '100W'],
        ['150W', '329.00', '150W'],
        ['200W', '429.00', '200W'],
      ],
      description: '厂房与仓库照明用 LED 工矿灯，替换传统金卤灯可节电 60%。',
    },
  ],
  hardware: [
    {
      name: '组合套筒工具套装',
      model: 'RG-T',
      brandId: 1,
      supplierId: 6,
      unit: '套',
      specs: [
        ['材质', '铬钒钢'],
        ['表面处理', '镜面抛光'],
      ],
      variantSpec: '件数',
      variants: [
        ['46 件', '199.00', '46 件'],
        ['120 件', '469.00', '120 件'],
        ['150 件', '689.00', '150 件'],
      ],
      description: '汽修与设备维护常用套筒工具，附带吹塑工具箱。',
    },
    {
      name: '锂电冲击钻',
      model: 'RG-D',
      brandId: 1,
      supplierId: 6,
      unit: '台',
      specs: [
        ['电压', '20V'],
        ['最大扭矩', '60 N·m'],
        ['夹头', '13mm'],
      ],
      variantSpec: '电池',
      variants: [
        ['单电', '399.00', '2.0Ah ×1'],
        ['双电', '529.00', '2.0Ah ×2'],
        ['无刷双电', '899.00', '4.0Ah ×2 无刷'],
      ],
      description: '可钻木材、金属和砖墙的锂电冲击钻，带 LED 照明。',
    },
    {
      name: '活动扳手',
      model: 'RG-W',
      brandId: 1,
      supplierId: 1,
      unit: '把',
      specs: [
        ['材质', '铬钒钢'],
        ['开口刻度', '公制 / 英制'],
      ],
      variantSpec: '长度',
      variants: [
        ['8 英寸', '29.90', '200mm'],
        ['10 英寸', '36.90', '250mm'],
        ['12 英寸', '49.90', '300mm'],
      ],
      description: '宽开口活动扳手，蜗杆顺滑，手柄防滑。',
    },
    {
      name: '数显游标卡尺',
      model: 'RG-C',
      brandId: 1,
      supplierId: 1,
      unit: '把',
      specs: [
        ['分辨率', '0.01mm'],
        ['材质', '不锈钢'],
      ],
      variantSpec: '量程',
      variants: [
        ['0-150mm', '159.00', '0-150mm'],
        ['0-200mm', '219.00', '0-200mm'],
        ['0-300mm', '369.00', '0-300mm'],
      ],
      description: '数显游标卡尺，公英制一键切换，附出厂检测报告。',
    },
    {
      name: '角磨机',
      model: 'RG-A',
      brandId: 1,
      supplierId: 6,
      unit: '台',
      specs: [
        ['额定功率', '900W'],
        ['空载转速', '11000 r/min'],
      ],
      variantSpec: '片径',
      variants: [
        ['100mm', '219.00', '100mm'],
        ['125mm', '289.00', '125mm'],
        ['150mm 调速', '399.00', '150mm'],
      ],
      description: '打磨、切割两用角磨机，带防反弹离合。',
    },
  ],
  network: [
    {
      name: '千兆以太网交换机',
      model: 'YL-S',
      brandId: 5,
      supplierId: 3,
      unit: '台',
      specs: [
        ['端口速率', '10/100/1000M'],
        ['管理方式', '云管理 / Web'],
      ],
      variantSpec: '端口数',
      variants: [
        ['8 口', '329.00', '8 电口'],
        ['24 口', '1299.00', '24 电口 + 4 光口'],
        ['48 口 PoE', '4599.00', '48 电口 PoE+'],
      ],
      description: '企业级千兆交换机，支持 VLAN、链路聚合与云端集中管理。',
    },
    {
      name: '企业级路由器',
      model: 'YL-R',
      brandId: 5,
      supplierId: 3,
      unit: '台',
      specs: [
        ['WAN 口', '多 WAN 负载均衡'],
        ['VPN', 'IPsec / L2TP'],
      ],
      variantSpec: '带机量',
      variants: [
        ['小型', '699.00', '100 台终端'],
        ['中型', '1899.00', '300 台终端'],
        ['大型', '4999.00', '1000 台终端'],
      ],
      description: '多 WAN 口企业路由器，内置上网行为管理与 VPN。',
    },
    {
      name: 'Wi-Fi 6 吸顶式无线 AP',
      model: 'YL-A',
      brandId: 5,
      supplierId: 3,
      unit: '台',
      specs: [
        ['无线标准', '802.11ax'],
        ['供电', 'PoE'],
      ],
      variantSpec: '速率',
      variants: [
        ['AX1800', '459.00', '1775 Mbps'],
        ['AX3000', '799.00', '2976 Mbps'],
        ['AX5400', '1499.00', '5378 Mbps'],
      ],
      description: '办公室与门店用无线 AP，支持无缝漫游。',
    },
    {
      name: '下一代防火墙',
      model: 'YL-F',
      brandId: 5,
      supplierId: 3,
      unit: '台',
      consultation: true,
      specs: [
        ['功能', '入侵防御 / 病毒防护 / 应用识别'],
        ['形态', '1U 机架式'],
      ],
      variantSpec: '吞吐量',
      variants: [
        ['1Gbps', '8800.00', '1Gbps'],
        ['5Gbps', '26800.00', '5Gbps'],
        ['20Gbps', '89800.00', '20Gbps'],
      ],
      description: '需要根据网络规模和安全策略选型，请提交咨询由工程师为您规划。',
    },
    {
      name: '六类网线',
      model: 'YL-C',
      brandId: 5,
      supplierId: 3,
      unit: '箱',
      specs: [
        ['导体', '0.57mm 无氧铜'],
        ['长度', '305 米/箱'],
      ],
      variantSpec: '类型',
      variants: [
        ['非屏蔽', '459.00', 'UTP'],
        ['屏蔽', '699.00', 'FTP'],
        ['阻燃低烟', '899.00', 'LSZH'],
      ],
      description: '千兆六类网线，通过福禄克链路测试。',
    },
  ],
  server: [
    {
      name: '2U 机架式服务器',
      model: 'QT-R2',
      brandId: 6,
      supplierId: 3,
      unit: '台',
      consultation: true,
      specs: [
        ['处理器', '双路'],
        ['内存插槽', '32 条 DDR5'],
        ['电源', '1+1 冗余'],
      ],
      variantSpec: '配置',
      variants: [
        ['入门配置', '28800.00', '2×16 核 / 128GB'],
        ['标准配置', '46800.00', '2×32 核 / 512GB'],
        ['高性能配置', '89800.00', '2×64 核 / 1TB'],
      ],
      description: '适合虚拟化、数据库与 ERP 等核心业务的机架式服务器，按需配置。',
    },
    {
      name: '1U 机架式服务器',
      model: 'QT-R1',
      brandId: 6,
      supplierId: 3,
      unit: '台',
      consultation: true,
      specs: [
        ['处理器', '单路'],
        ['硬盘位', '10 × 2.5 英寸'],
      ],
      variantSpec: '配置',
      variants: [
        ['入门配置', '16800.00', '16 核 / 64GB'],
        ['标准配置', '24800.00', '32 核 / 256GB'],
        ['高密度配置', '36800.00', '64 核 / 512GB'],
      ],
      description: '高密度计算节点，适合 Web 与应用服务器集群。',
    },
    {
      name: '统一存储阵列',
      model: 'QT-S',
      brandId: 6,
      supplierId: 3,
      unit: '套',
      consultation: true,
      specs: [
        ['协议', 'FC / iSCSI / NFS / SMB'],
        ['控制器', '双控'],
      ],
      variantSpec: '裸容量',
      variants: [
        ['48TB', '98000.00', '48TB'],
        ['120TB', '186000.00', '120TB'],
        ['240TB 全闪', '468000.00', '240TB'],
      ],
      description: '双控统一存储，支持快照、复制与分层存储。',
    },
    {
      name: '超融合一体机',
      model: 'QT-H',
      brandId: 6,
      supplierId: 3,
      unit: '套',
      consultation: true,
      specs: [
        ['节点数', '3 节点起'],
        ['软件', '虚拟化 + 分布式存储'],
      ],
      variantSpec: '规模',
      variants: [
        ['3 节点', '268000.00', '3 节点'],
        ['5 节点', '428000.00', '5 节点'],
        ['8 节点', '668000.00', '8 节点'],
      ],
      description: '开箱即用的私有云平台，需根据业务负载评估规模。',
    },
    {
      name: '企业级固态硬盘',
      model: 'QT-D',
      brandId: 6,
      supplierId: 3,
      unit: '块',
      specs: [
        ['接口', 'U.2 NVMe'],
        ['耐久度', '1 DWPD'],
        ['质保', '5 年'],
      ],
      variantSpec: '容量',
      variants: [
        ['1.92TB', '2399.00', '1.92TB'],
        ['3.84TB', '4299.00', '3.84TB'],
        ['7.68TB', '7999.00', '7.68TB'],
      ],
      description: '数据中心级 NVMe 固态硬盘，掉电保护。',
    },
  ],
  lab: [
    {
      name: '玻璃烧杯',
      model: 'QY-B',
      brandId: 7,
      supplierId: 4,
      unit: '盒',
      minQuantity: 2,
      quantityStep: 1,
      specs: [
        ['材质', '高硼硅 3.3'],
        ['包装', '12 只/盒'],
      ],
      variantSpec: '容量',
      variants: [
        ['100ml', '48.00', '100ml'],
        ['250ml', '66.00', '250ml'],
        ['500ml', '96.00', '500ml'],
      ],
      description: '耐热耐腐蚀的高硼硅烧杯，刻度清晰。',
    },
    {
      name: '单道可调移液器',
      model: 'QY-P',
      brandId: 7,
      supplierId: 4,
      unit: '支',
      specs: [
        ['准确度', '±0.8%'],
        ['可高温灭菌', '整支'],
      ],
      variantSpec: '量程',
      variants: [
        ['0.5-10μl', '680.00', '0.5-10μl'],
        ['20-200μl', '680.00', '20-200μl'],
        ['100-1000μl', '720.00', '100-1000μl'],
      ],
      description: '单道可调移液器，附校准证书。',
    },
    {
      name: '电子分析天平',
      model: 'QY-T',
      brandId: 7,
      supplierId: 4,
      unit: '台',
      specs: [
        ['校准方式', '内校'],
        ['秤盘', '不锈钢'],
      ],
      variantSpec: '量程 / 精度',
      variants: [
        ['120g / 0.1mg', '5800.00', '120g / 0.1mg'],
        ['220g / 0.1mg', '6800.00', '220g / 0.1mg'],
        ['320g / 1mg', '3900.00', '320g / 1mg'],
      ],
      description: '实验室称量用分析天平，带防风罩。',
    },
    {
      name: '丁腈检查手套',
      model: 'QY-G',
      brandId: 7,
      supplierId: 4,
      unit: '盒',
      minQuantity: 10,
      quantityStep: 10,
      specs: [
        ['包装', '100 只/盒'],
        ['特性', '无粉 / 耐化学品'],
      ],
      variantSpec: '尺码',
      variants: [
        ['S 码', '32.00', 'S'],
        ['M 码', '32.00', 'M'],
        ['L 码', '32.00', 'L'],
      ],
      description: '一次性丁腈手套，贴合灵活，适用于实验与检测。',
    },
    {
      name: '通风柜',
      model: 'QY-F',
      brandId: 7,
      supplierId: 4,
      unit: '台',
      consultation: true,
      specs: [
        ['柜体', '全钢'],
        ['台面', '实验室专用实芯理化板'],
      ],
      variantSpec: '宽度',
      variants: [
        ['1.2 米', '12800.00', '1200mm'],
        ['1.5 米', '14800.00', '1500mm'],
        ['1.8 米', '16800.00', '1800mm'],
      ],
      description: '需现场勘测排风条件后设计安装，请提交咨询。',
    },
  ],
  cleaning: [
    {
      name: '商用擦手纸',
      model: 'JM-Z',
      brandId: 8,
      supplierId: 7,
      unit: '箱',
      specs: [
        ['层数', '单层'],
        ['材质', '原生木浆'],
      ],
      variantSpec: '包装',
      variants: [
        ['20 包/箱', '96.00', '200 抽 ×20'],
        ['40 包/箱', '179.00', '200 抽 ×40'],
        ['大卷 6 卷/箱', '139.00', '6 卷'],
      ],
      description: '卫生间与茶水间用擦手纸，吸水快不掉屑。',
    },
    {
      name: '加厚垃圾袋',
      model: 'JM-L',
      brandId: 8,
      supplierId: 7,
      unit: '箱',
      specs: [
        ['材质', '全新 PE'],
        ['颜色', '黑色'],
      ],
      variantSpec: '尺寸',
      variants: [
        ['60×80cm', '68.00', '60×80cm 500 只'],
        ['80×100cm', '98.00', '80×100cm 300 只'],
        ['100×120cm', '128.00', '100×120cm 200 只'],
      ],
      description: '加厚不易破的垃圾袋，适合写字楼与厂区。',
    },
    {
      name: '多用途清洁剂',
      model: 'JM-C',
      brandId: 8,
      supplierId: 7,
      unit: '桶',
      minQuantity: 2,
      quantityStep: 2,
      specs: [
        ['稀释比例', '1:50'],
        ['pH', '中性'],
      ],
      variantSpec: '容量',
      variants: [
        ['4L', '58.00', '4L'],
        ['10L', '119.00', '10L'],
        ['20L', '209.00', '20L'],
      ],
      description: '高浓缩中性清洁剂，适用于地面、墙面和台面。',
    },
    {
      name: '平板拖把',
      model: 'JM-M',
      brandId: 8,
      supplierId: 7,
      unit: '套',
      specs: [
        ['杆长', '1.4 米'],
        ['材质', '铝合金杆'],
      ],
      variantSpec: '宽度',
      variants: [
        ['40cm', '49.00', '40cm'],
        ['60cm', '69.00', '60cm'],
        ['90cm', '99.00', '90cm'],
      ],
      description: '商用平板拖把，可替换拖布。',
    },
    {
      name: '手推式洗地机',
      model: 'JM-X',
      brandId: 8,
      supplierId: 7,
      unit: '台',
      consultation: true,
      specs: [
        ['供电', '锂电池'],
        ['清洗宽度', '510mm'],
      ],
      variantSpec: '续航',
      variants: [
        ['标准', '16800.00', '2.5 小时'],
        ['长续航', '21800.00', '4 小时'],
        ['驾驶式', '58000.00', '5 小时'],
      ],
      description: '大面积地面清洁设备，需根据场地面积选型。',
    },
  ],
  packaging: [
    {
      name: '五层瓦楞纸箱',
      model: 'HB-X',
      brandId: 9,
      supplierId: 8,
      unit: '只',
      minQuantity: 50,
      quantityStep: 50,
      specs: [
        ['楞型', 'BC 楞'],
        ['材质', 'K=A'],
      ],
      variantSpec: '尺寸',
      variants: [
        ['3 号', '1.85', '430×210×270mm'],
        ['5 号', '1.20', '290×170×190mm'],
        ['7 号', '0.78', '230×130×160mm'],
      ],
      description: '快递与仓储用五层加硬纸箱，50 只起订。',
    },
    {
      name: '透明封箱胶带',
      model: 'HB-J',
      brandId: 9,
      supplierId: 8,
      unit: '卷',
      minQuantity: 12,
      quantityStep: 12,
      specs: [
        ['宽度', '48mm'],
        ['基材', 'BOPP'],
      ],
      variantSpec: '长度',
      variants: [
        ['50 米', '3.20', '50m'],
        ['100 米', '5.60', '100m'],
        ['200 米', '9.80', '200m'],
      ],
      description: '粘性强、不易断的封箱胶带，12 卷起订。',
    },
    {
      name: '缠绕膜',
      model: 'HB-M',
      brandId: 9,
      supplierId: 8,
      unit: '卷',
      minQuantity: 4,
      quantityStep: 1,
      specs: [
        ['材质', 'LLDPE'],
        ['厚度', '20μm'],
      ],
      variantSpec: '宽度 / 重量',
      variants: [
        ['50cm 3kg', '36.00', '50cm 3kg'],
        ['50cm 5kg', '56.00', '50cm 5kg'],
        ['机用 50cm 15kg', '158.00', '50cm 15kg'],
      ],
      description: '托盘缠绕打包膜，拉伸率 300%。',
    },
    {
      name: '气泡膜',
      model: 'HB-Q',
      brandId: 9,
      supplierId: 8,
      unit: '卷',
      specs: [
        ['材质', '全新 PE'],
        ['泡径', '10mm'],
      ],
      variantSpec: '规格',
      variants: [
        ['宽 50cm', '39.00', '50cm×80m'],
        ['宽 100cm', '72.00', '100cm×80m'],
        ['双层加厚', '118.00', '100cm×50m'],
      ],
      description: '易碎品防震包装气泡膜。',
    },
    {
      name: '塑料托盘',
      model: 'HB-T',
      brandId: 9,
      supplierId: 8,
      unit: '个',
      consultation: true,
      specs: [
        ['材质', 'HDPE'],
        ['结构', '川字型'],
      ],
      variantSpec: '尺寸',
      variants: [
        ['1200×1000', '168.00', '1200×1000mm'],
        ['1200×800', '148.00', '1200×800mm'],
        ['1100×1100', '158.00', '1100×1100mm'],
      ],
      description: '仓储与物流托盘，批量采购请提交咨询获取报价。',
    },
  ],
  stationery: [
    {
      name: '中性笔',
      model: 'SH-N',
      brandId: 10,
      supplierId: 2,
      unit: '盒',
      specs: [
        ['包装', '12 支/盒'],
        ['笔尖', '0.5mm 子弹头'],
      ],
      variantSpec: '颜色',
      variants: [
        ['黑色', '14.40', '黑'],
        ['蓝色', '14.40', '蓝'],
        ['红色', '14.40', '红'],
      ],
      description: '顺滑中性笔，每支书写长度 800 米。',
    },
    {
      name: 'A4 复印纸',
      model: 'SH-P',
      brandId: 10,
      supplierId: 2,
      unit: '箱',
      specs: [
        ['包装', '500 张/包 × 5 包'],
        ['白度', '96%'],
      ],
      variantSpec: '克重',
      variants: [
        ['70g', '119.00', '70g'],
        ['80g', '139.00', '80g'],
        ['80g 高白', '159.00', '80g'],
      ],
      description: '双面打印不卡纸的复印纸。',
    },
    {
      name: '皮面笔记本',
      model: 'SH-B',
      brandId: 10,
      supplierId: 2,
      unit: '本',
      minQuantity: 5,
      quantityStep: 5,
      specs: [
        ['内页', '100g 道林纸'],
        ['页数', '192 页'],
      ],
      variantSpec: '尺寸',
      variants: [
        ['A6', '9.90', 'A6'],
        ['A5', '15.90', 'A5'],
        ['B5', '19.90', 'B5'],
      ],
      description: '商务皮面笔记本，可烫印企业标识。',
    },
    {
      name: '文件收纳盒',
      model: 'SH-H',
      brandId: 10,
      supplierId: 2,
      unit: '个',
      minQuantity: 4,
      quantityStep: 2,
      specs: [
        ['材质', 'PP'],
        ['适用', 'A4 文件'],
      ],
      variantSpec: '脊宽',
      variants: [
        ['35mm', '6.50', '35mm'],
        ['55mm', '8.50', '55mm'],
        ['75mm', '10.50', '75mm'],
      ],
      description: '办公文件归档收纳盒。',
    },
    {
      name: '订书机',
      model: 'SH-D',
      brandId: 10,
      supplierId: 2,
      unit: '个',
      specs: [
        ['订书钉', '24/6'],
        ['材质', '金属'],
      ],
      variantSpec: '订书能力',
      variants: [
        ['20 页', '16.80', '20 页'],
        ['50 页', '36.00', '50 页'],
        ['厚层 100 页', '79.00', '100 页'],
      ],
      description: '省力订书机，可订 20 至 100 页。',
    },
  ],
  labour: [
    {
      name: '劳保手套',
      model: 'AD-S',
      brandId: 2,
      supplierId: 5,
      unit: '打',
      minQuantity: 5,
      quantityStep: 5,
      specs: [
        ['包装', '12 双/打'],
        ['尺码', '均码'],
      ],
      variantSpec: '材质',
      variants: [
        ['棉纱', '18.00', '棉纱'],
        ['浸胶', '42.00', '丁腈浸胶'],
        ['防割', '168.00', 'HPPE 5 级防割'],
      ],
      description: '搬运、装配作业用劳保手套。',
    },
    {
      name: '反光背心',
      model: 'AD-F',
      brandId: 2,
      supplierId: 5,
      unit: '件',
      minQuantity: 10,
      quantityStep: 10,
      specs: [
        ['反光条', '5cm 高亮'],
        ['尺码', '均码'],
      ],
      variantSpec: '款式',
      variants: [
        ['网眼款', '8.90', '荧光黄'],
        ['多口袋款', '19.80', '荧光橙'],
        ['加厚款', '29.80', '荧光黄'],
      ],
      description: '道路、仓库作业用高可视反光背心。',
    },
    {
      name: '安全鞋',
      model: 'AD-X',
      brandId: 2,
      supplierId: 5,
      unit: '双',
      specs: [
        ['防护', '防砸 / 防刺穿'],
        ['鞋头', '钢包头'],
      ],
      variantSpec: '款式',
      variants: [
        ['低帮', '159.00', '低帮'],
        ['中帮', '189.00', '中帮'],
        ['绝缘款', '229.00', '6kV 绝缘'],
      ],
      description: '工厂与工地用安全鞋，下单后客服确认尺码。',
    },
    {
      name: '工作服套装',
      model: 'AD-W',
      brandId: 2,
      supplierId: 5,
      unit: '套',
      minQuantity: 10,
      quantityStep: 1,
      specs: [
        ['面料', '涤棉'],
        ['季节', '春秋'],
      ],
      variantSpec: '颜色',
      variants: [
        ['藏青', '89.00', '藏青'],
        ['灰色', '89.00', '灰色'],
        ['防静电', '139.00', '防静电'],
      ],
      description: '耐磨工作服，可绣企业标识。',
    },
    {
      name: '防噪音耳塞',
      model: 'AD-E',
      brandId: 2,
      supplierId: 5,
      unit: '盒',
      specs: [
        ['降噪值', 'SNR 37dB'],
        ['包装', '200 副/盒'],
      ],
      variantSpec: '款式',
      variants: [
        ['无线', '128.00', '无线'],
        ['带线', '168.00', '带线'],
        ['可重复使用', '198.00', '硅胶 50 副'],
      ],
      description: '高噪声车间使用的降噪耳塞。',
    },
  ],
  warehouse: [
    {
      name: '重型货架',
      model: 'HG-H',
      brandId: 1,
      supplierId: 1,
      unit: '组',
      consultation: true,
      specs: [
        ['层数', '4 层'],
        ['表面', '静电喷涂'],
      ],
      variantSpec: '层载重',
      variants: [
        ['800kg', '1280.00', '800kg/层'],
        ['1500kg', '1880.00', '1500kg/层'],
        ['3000kg', '2980.00', '3000kg/层'],
      ],
      description: '仓库托盘货架，需按库房尺寸规划，请提交咨询。',
    },
    {
      name: '手动液压搬运车',
      model: 'HG-C',
      brandId: 1,
      supplierId: 1,
      unit: '台',
      specs: [
        ['货叉长度', '1150mm'],
        ['轮子', '聚氨酯'],
      ],
      variantSpec: '载重',
      variants: [
        ['2 吨', '1180.00', '2000kg'],
        ['2.5 吨', '1380.00', '2500kg'],
        ['3 吨', '1580.00', '3000kg'],
      ],
      description: '托盘搬运用手动液压车（地牛）。',
    },
    {
      name: '电动堆高车',
      model: 'HG-D',
      brandId: 1,
      supplierId: 1,
      unit: '台',
      consultation: true,
      specs: [
        ['动力', '锂电'],
        ['操作', '步行式'],
      ],
      variantSpec: '起升高度',
      variants: [
        ['1.6 米', '18800.00', '1600mm'],
        ['3 米', '26800.00', '3000mm'],
        ['4.5 米', '38800.00', '4500mm'],
      ],
      description: '需根据货架高度与通道宽度选型。',
    },
    {
      name: '物流周转箱',
      model: 'HG-Z',
      brandId: 9,
      supplierId: 8,
      unit: '个',
      minQuantity: 10,
      quantityStep: 10,
      specs: [
        ['材质', 'PP'],
        ['可堆叠', '是'],
      ],
      variantSpec: '外尺寸',
      variants: [
        ['400×300×150', '22.00', '400×300×150mm'],
        ['600×400×280', '48.00', '600×400×280mm'],
        ['带盖 600×400×330', '68.00', '600×400×330mm'],
      ],
      description: '可堆叠物流周转箱。',
    },
    {
      name: '智能仓储管理系统',
      model: 'HG-W',
      brandId: 6,
      supplierId: 3,
      unit: '套',
      consultation: true,
      specs: [
        ['部署', '私有化 / 云'],
        ['对接', 'ERP / PDA'],
      ],
      variantSpec: '版本',
      variants: [
        ['标准版', '68000.00', '单仓'],
        ['专业版', '168000.00', '多仓'],
        ['集团版', '398000.00', '多组织'],
      ],
      description: 'WMS 系统与 PDA 硬件整体方案，请提交需求。',
    },
  ],
  electronics: [
    {
      name: '贴片电阻',
      model: 'DZ-R',
      brandId: 4,
      supplierId: 1,
      unit: '盘',
      specs: [
        ['精度', '±1%'],
        ['包装', '5000 只/盘'],
      ],
      variantSpec: '封装',
      variants: [
        ['0402', '12.00', '0402'],
        ['0603', '15.00', '0603'],
        ['0805', '18.00', '0805'],
      ],
      description: '常用阻值贴片电阻，整盘销售。',
    },
    {
      name: '贴片电容',
      model: 'DZ-C',
      brandId: 4,
      supplierId: 1,
      unit: '盘',
      specs: [
        ['材质', 'X7R'],
        ['包装', '4000 只/盘'],
      ],
      variantSpec: '封装',
      variants: [
        ['0402', '18.00', '0402'],
        ['0603', '22.00', '0603'],
        ['0805', '28.00', '0805'],
      ],
      description: '多层陶瓷贴片电容。',
    },
    {
      name: '开关电源',
      model: 'DZ-S',
      brandId: 4,
      supplierId: 6,
      unit: '台',
      specs: [
        ['输入', '100-240VAC'],
        ['输出', '24VDC'],
      ],
      variantSpec: '功率',
      variants: [
        ['50W', '58.00', '50W'],
        ['150W', '118.00', '150W'],
        ['350W', '198.00', '350W'],
      ],
      description: '工控设备用导轨开关电源。',
    },
    {
      name: '中间继电器',
      model: 'DZ-J',
      brandId: 4,
      supplierId: 6,
      unit: '只',
      minQuantity: 10,
      quantityStep: 10,
      specs: [
        ['线圈电压', 'DC24V'],
        ['触点', '2 开 2 闭'],
      ],
      variantSpec: '规格',
      variants: [
        ['8 脚', '9.80', '8 脚 5A'],
        ['14 脚', '12.80', '14 脚 5A'],
        ['带底座', '18.80', '14 脚带底座'],
      ],
      description: '控制柜常用中间继电器。',
    },
    {
      name: 'PLC 可编程控制器',
      model: 'DZ-P',
      brandId: 4,
      supplierId: 6,
      unit: '台',
      consultation: true,
      specs: [
        ['通讯', 'Ethernet / RS485'],
        ['编程', 'IEC 61131-3'],
      ],
      variantSpec: 'I/O 点数',
      variants: [
        ['16 点', '1280.00', '16 点'],
        ['32 点', '2180.00', '32 点'],
        ['64 点', '3980.00', '64 点'],
      ],
      description: '需根据工艺与 I/O 需求选型。',
    },
  ],
  welding: [
    {
      name: '逆变直流焊机',
      model: 'HJ-Z',
      brandId: 1,
      supplierId: 6,
      unit: '台',
      consultation: true,
      specs: [
        ['电源', '220V / 380V'],
        ['负载持续率', '60%'],
      ],
      variantSpec: '额定电流',
      variants: [
        ['250A', '1580.00', '250A'],
        ['315A', '2280.00', '315A'],
        ['400A', '3280.00', '400A'],
      ],
      description: '手工电弧焊机，需根据板厚与工况选型。',
    },
    {
      name: '二氧化碳保护焊机',
      model: 'HJ-N',
      brandId: 1,
      supplierId: 6,
      unit: '台',
      consultation: true,
      specs: [
        ['送丝', '分体式'],
        ['适用焊丝', '0.8-1.2mm'],
      ],
      variantSpec: '额定电流',
      variants: [
        ['270A', '4280.00', '270A'],
        ['350A', '5680.00', '350A'],
        ['500A', '8980.00', '500A'],
      ],
      description: '适合钢结构与机械制造的气保焊机。',
    },
    {
      name: '氩弧焊机',
      model: 'HJ-A',
      brandId: 1,
      supplierId: 6,
      unit: '台',
      consultation: true,
      specs: [
        ['功能', '直流氩弧 / 手工焊'],
        ['引弧', '高频'],
      ],
      variantSpec: '额定电流',
      variants: [
        ['200A', '1980.00', '200A'],
        ['315A', '3580.00', '315A'],
        ['交直流 315A', '6980.00', '315A 交直流'],
      ],
      description: '不锈钢与铝合金焊接用氩弧焊机。',
    },
    {
      name: '自动变光焊帽',
      model: 'HJ-M',
      brandId: 2,
      supplierId: 6,
      unit: '顶',
      specs: [
        ['变光时间', '1/25000 秒'],
        ['遮光号', 'DIN 9-13'],
      ],
      variantSpec: '视窗',
      variants: [
        ['标准视窗', '128.00', '92×42mm'],
        ['大视窗', '198.00', '100×60mm'],
        ['真彩大视窗', '289.00', '100×80mm'],
      ],
      description: '太阳能供电自动变光焊帽。',
    },
    {
      name: '实心焊丝',
      model: 'HJ-S',
      brandId: 1,
      supplierId: 6,
      unit: '盘',
      specs: [
        ['型号', 'ER50-6'],
        ['重量', '15kg/盘'],
      ],
      variantSpec: '直径',
      variants: [
        ['0.8mm', '118.00', '0.8mm'],
        ['1.0mm', '112.00', '1.0mm'],
        ['1.2mm', '108.00', '1.2mm'],
      ],
      description: '二保焊实心焊丝，送丝稳定飞溅小。',
    },
  ],
};

/**
 * Products with exact prices in every region, for the money tests and the demo of exact totals.
 * They are seeded with the ids given here (after the generated ones).
 */
export const exactMoneyProducts = [
  {
    id: 211,
    name: '牛皮纸信封（单只）',
    model: 'SH-E01',
    price: '0.10',
    categorySlug: 'stationery',
    brandId: 10,
    supplierId: 2,
    unit: '只',
    stock: 1_000_000,
  },
  {
    id: 212,
    name: '中性笔替芯 20 支装',
    model: 'SH-R20',
    price: '19.99',
    categorySlug: 'stationery',
    brandId: 10,
    supplierId: 2,
    unit: '盒',
    stock: 1_000_000,
  },
] as const;

export interface BannerData {
  id: number;
  title: string;
  subtitle: string;
  linkUrl: string;
  /** The button drawn over the picture. */
  buttonText: string;
  colors: [string, string];
}

export const bannerData: BannerData[] = [
  {
    id: 1,
    title: '企业采购节 · 办公设备专场',
    subtitle: '打印机、投影仪满 5000 元包邮，支持对公转账与增值税专用发票',
    linkUrl: '/vnetzone/online',
    buttonText: '立即选购',
    colors: ['#114bed', '#4dabf7'],
  },
  {
    id: 2,
    title: '安全生产月 · 防护装备一站配齐',
    subtitle: '安全帽、护目镜、安全带，国标认证，10 件起订',
    linkUrl: '/solution',
    buttonText: '查看方案',
    colors: ['#2b8a3e', '#8ce99a'],
  },
  {
    id: 3,
    title: '数据中心解决方案',
    subtitle: '服务器、存储、网络整体规划，工程师一对一咨询',
    linkUrl: '/vnetzone/consultation',
    buttonText: '咨询专家',
    colors: ['#212529', '#5c7cfa'],
  },
  {
    id: 4,
    title: '供应商黄页',
    subtitle: '上千家优质工业品供应商，按品类和地区快速查找',
    linkUrl: '/yellow-pages-products',
    buttonText: '查找供应商',
    colors: ['#e8590c', '#ffc078'],
  },
  {
    id: 5,
    title: '集中开票 · 省心对账',
    subtitle: '多笔订单一次申请发票，电子发票当天开具',
    linkUrl: '/help',
    buttonText: '了解开票',
    colors: ['#5f3dc4', '#b197fc'],
  },
];

export interface SolutionData {
  id: number;
  title: string;
  summary: string;
  industry: string;
  categoryId: number;
  colors: [string, string];
  body: string;
  /** Product model prefixes recommended by the solution. */
  models: string[];
}

export const solutionData: SolutionData[] = [
  {
    id: 1,
    title: '智慧办公室打印管理方案',
    summary: '统一采购、统一运维的文印方案，打印成本降低 30%。',
    industry: '企业服务',
    categoryId: 1,
    colors: ['#1c7ed6', '#74c0fc'],
    models: ['JY-P', 'JY-M', 'JY-T'],
    body:
      '痛点：部门各自采购打印机，型号杂、耗材多，坏了没人管，打印费用无法统计。\n\n' +
      '方案：按楼层配置多功能一体机与黑白激光打印机，耗材统一由平台按月配送；一体机支持刷卡打印与用量统计，管理员可按部门查看打印页数。\n\n' +
      '服务：授权服务商 4 小时上门响应，硒鼓用尽前自动提醒补货，旧硒鼓免费回收。\n\n' +
      '成效：某 300 人制造企业上线后设备数量从 42 台减少到 18 台，年度打印成本下降 31%。',
  },
  {
    id: 2,
    title: '工厂安全生产防护方案',
    summary: '按岗位配置个体防护装备，满足 GB 39800.1 配备规范。',
    industry: '制造业',
    categoryId: 2,
    colors: ['#2b8a3e', '#8ce99a'],
    models: ['AD-H', 'AD-G', 'AD-K', 'AD-B', 'AD-Q'],
    body:
      '痛点：防护用品发放凭经验，不同岗位配置不足或过度，审核时缺少发放记录。\n\n' +
      '方案：依据岗位危害因素清单，为打磨、焊接、高处作业、受限空间等岗位生成防护用品配置表；平台按配置表定期补货，并保留每次采购的批次与检测报告。\n\n' +
      '产品：安全帽、防冲击护目镜、KN95 口罩、全身式安全带与便携式气体检测仪。\n\n' +
      '成效：帮助企业通过安全生产标准化二级评审，劳保采购周期从 7 天缩短至 2 天。',
  },
  {
    id: 3,
    title: '厂房照明与配电改造方案',
    summary: 'LED 工矿灯替换与配电回路整改，投资回收期约 14 个月。',
    industry: '制造业',
    categoryId: 3,
    colors: ['#f59f00', '#ffe066'],
    models: ['DB-G', 'DB-C', 'DB-L', 'DB-W'],
    body:
      '痛点：老旧金卤灯能耗高、启动慢，配电箱缺少漏电保护，存在安全隐患。\n\n' +
      '方案：工程师现场勘测照度后，以 150W LED 工矿灯替换 400W 金卤灯，同时为插座与照明回路加装漏电保护开关，线路按国标截面积整改。\n\n' +
      '交付：提供照度计算书、改造清单与施工验收报告。\n\n' +
      '成效：某 2 万平方米仓库年节电 38 万千瓦时。',
  },
  {
    id: 4,
    title: '连锁门店网络组网方案',
    summary: '总部集中管理上百家门店网络，新店开网当天完成。',
    industry: '零售',
    categoryId: 5,
    colors: ['#7048e8', '#b197fc'],
    models: ['YL-S', 'YL-R', 'YL-A', 'YL-F'],
    body:
      '痛点：门店分散、缺少 IT 人员，网络故障只能等外地工程师上门。\n\n' +
      '方案：每家门店部署一台企业路由器、一台 PoE 交换机与 2-4 台 Wi-Fi 6 AP，设备出厂即绑定云管理平台，插上网线自动上线；总部通过 VPN 访问门店收银与监控系统。\n\n' +
      '运维：云平台集中告警，90% 的故障可远程处理。\n\n' +
      '成效：某 120 家门店的连锁品牌网络运维人力减少 60%。',
  },
  {
    id: 5,
    title: '中小企业私有云机房方案',
    summary: '超融合一体机替代传统服务器 + 存储架构，3 天完成上线。',
    industry: '企业服务',
    categoryId: 6,
    colors: ['#343a40', '#748ffc'],
    models: ['QT-H', 'QT-R2', 'QT-S', 'QT-D'],
    body:
      '痛点：ERP、OA、文件服务器分散在多台老旧服务器上，备份不完整，扩容困难。\n\n' +
      '方案：3 节点超融合一体机承载全部业务虚拟机，分布式存储三副本保护数据，配合异地备份实现分钟级恢复；后续按业务增长逐台扩容。\n\n' +
      '服务：售前评估现有负载，提供迁移方案与上线割接支持。\n\n' +
      '成效：机柜占用从 3 个减少到 1 个，业务恢复时间从 1 天缩短到 15 分钟。',
  },
  {
    id: 6,
    title: '检测实验室建设方案',
    summary: '从通风柜到耗材，一站式完成 CMA 实验室配置。',
    industry: '检验检测',
    categoryId: 7,
    colors: ['#1098ad', '#66d9e8'],
    models: ['QY-F', 'QY-T', 'QY-P', 'QY-B', 'QY-G'],
    body:
      '痛点：新建实验室涉及家具、仪器、耗材上百个品类，供应商多、交期不一致。\n\n' +
      '方案：根据检测项目清单配置通风柜、分析天平、移液器等仪器，常用耗材按月度用量建立补货计划；计量器具附带校准证书，便于资质评审。\n\n' +
      '服务：现场勘测排风条件，提供实验室平面布置建议。\n\n' +
      '成效：帮助某第三方检测机构 45 天内完成新实验室建设并通过 CMA 评审。',
  },
  {
    id: 7,
    title: '电商仓库包装与搬运方案',
    summary: '包装耗材按销量自动补货，搬运设备按库容配置。',
    industry: '物流',
    categoryId: 12,
    colors: ['#495057', '#adb5bd'],
    models: ['HB-X', 'HB-J', 'HB-M', 'HG-C', 'HG-Z'],
    body:
      '痛点：大促期间纸箱、胶带经常断货，人工搬运效率低。\n\n' +
      '方案：根据历史出库量测算纸箱、胶带和缠绕膜的安全库存，平台每周自动生成补货订单；配置手动液压搬运车与标准周转箱，提升库内周转效率。\n\n' +
      '成效：某日均 8000 单的电商仓大促期间零断货，包装成本下降 12%。',
  },
];

export interface HelpData {
  category: string;
  title: string;
  body: string;
}

export const helpData: HelpData[] = [
  {
    category: '购物流程',
    title: '如何在平台采购商品',
    body:
      '1. 登录企业账号，在顶部选择收货区域（价格与库存按区域计算）。\n' +
      '2. 在“在线采购”中浏览或搜索商品，选择数量后加入购物车。数量需满足商品的起订量和递增量。\n' +
      '3. 在购物车中勾选要结算的商品，点击“去结算”。\n' +
      '4. 在结算页选择发票类型、发票抬头与收票地址，可填写采购单号和备注，提交订单。\n' +
      '5. 订单提交后请在订单页显示的付款截止时间（北京时间）前完成支付，逾期订单将自动取消并释放库存。',
  },
  {
    category: '购物流程',
    title: '咨询采购商品如何下单',
    body:
      '“咨询采购”中的商品需要根据您的使用场景选型报价，例如服务器、通风柜和焊接设备。\n\n' +
      '在商品详情页点击“立即咨询”，填写联系人、手机号、采购数量和需求说明，供应商会在 1 个工作日内与您联系并提供报价方案。',
  },
  {
    category: '支付方式',
    title: '支持哪些支付方式',
    body:
      '平台支持两种支付方式：\n\n' +
      '在线支付：跳转到收银台完成付款，支付成功后订单状态立即变为“已支付”。\n\n' +
      '对公转账：提交后系统生成专属汇款识别码，请通过企业对公账户向平台收款账户转账，并在转账附言中填写识别码。银行到账后系统自动核销，订单状态变为“已支付”，通常需要 1-2 个工作日。',
  },
  {
    category: '支付方式',
    title: '对公转账注意事项',
    body:
      '1. 转账金额须与订单应付金额完全一致。\n' +
      '2. 附言中只填写汇款识别码，不要添加其他文字。\n' +
      '3. 一个识别码只对应一笔订单，请勿合并多笔订单转账。\n' +
      '4. 选择对公转账后，订单进入“待确认到账”，请在 7 天内完成转账，逾期未到账的订单将自动取消。',
  },
  {
    category: '发票说明',
    title: '发票类型与开票规则',
    body:
      '平台可开具增值税普通发票和增值税专用发票。\n\n' +
      '普通发票需要填写发票抬头和纳税人识别号；专用发票还需要填写注册地址、注册电话、开户银行和银行账号，且必须与税务登记信息一致。\n\n' +
      '发票金额以订单实付金额为准，一个订单只能开具一次发票。',
  },
  {
    category: '发票说明',
    title: '如何集中开票',
    body:
      '管理员可在“企业中心 - 发票管理”中选择多笔已支付且未开票的订单，一次提交开票申请（集中开票）。\n\n' +
      '申请提交后可在“开票历史”中查看进度：申请中、已开具、已寄出。纸质发票将寄送到您选择的收票地址。',
  },
  {
    category: '配送说明',
    title: '配送范围与时效',
    body:
      '平台商品由各区域供应商直接发货，覆盖华东、华北、华南、西南、华中、西北和东北地区。\n\n' +
      '现货商品在支付成功后 48 小时内发货，省会城市一般 1-3 天送达，其他地区 3-5 天送达。大件设备由供应商预约送货时间。',
  },
  {
    category: '配送说明',
    title: '签收须知',
    body:
      '请在签收前检查外包装是否完好，如有破损请当场拒收或在快递单上注明。\n\n' +
      '设备类商品请在签收后 48 小时内开箱验货，发现问题请及时联系客服。',
  },
  {
    category: '售后服务',
    title: '退换货政策',
    body:
      '在线采购商品自签收之日起 7 天内，商品完好且不影响二次销售的，可申请退换货。\n\n' +
      '定制商品、已拆封的耗材和个人防护用品（口罩、耳塞等）不支持无理由退货。质量问题由供应商承担往返运费。',
  },
  {
    category: '售后服务',
    title: '设备保修',
    body: '设备类商品享受厂家保修，保修期以商品详情页为准。保修期内可联系平台客服或品牌授权服务网点报修，请提供订单号和设备序列号。',
  },
  {
    category: '账户安全',
    title: '企业账号与角色',
    body:
      '企业账号分为“管理员”和“采购员”两种角色。\n\n' +
      '管理员可以维护企业信息、邀请和停用成员、管理客户、发票抬头和收票地址，并查看企业全部订单；采购员可以采购下单并查看自己的订单。\n\n' +
      '为确保企业始终可被管理，系统要求至少保留一名启用状态的管理员。',
  },
  {
    category: '账户安全',
    title: '保护您的账号',
    body:
      '1. 密码长度 8-32 位，须同时包含字母和数字，请勿与其他网站使用相同密码。\n' +
      '2. 连续输错密码 3 次后，登录需要输入图形验证码。\n' +
      '3. 成员离职时请管理员及时停用其账号，停用后该成员已登录的设备会立即失效。\n' +
      '4. 平台工作人员不会向您索要密码或验证码。',
  },
];

/** Showcase (yellow pages) company names used with supplier product lines. */
export const showcaseContacts: [string, string][] = [
  ['张伟', '13816620451'],
  ['王芳', '13911827364'],
  ['李强', '13723456891'],
  ['刘洋', '15802883471'],
  ['陈静', '18627019385'],
  ['杨磊', '13925671840'],
  ['赵敏', '13584562710'],
  ['周杰', '15962347709'],
];
