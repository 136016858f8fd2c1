/**
 * Demo companies, users and customers. Idempotent: a company whose first account already exists is skipped.
 * Password of every demo account: Demo@123456.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { CompanyStatus, RoleName } from '../../../src/contract/enums.js';
import { hashPassword } from '../../services/passwords.js';
import type { Db } from '../client.js';
import { companies, customers, deliveryAddresses, users } from '../schema.js';

export const DEMO_PASSWORD = 'Demo@123456';

interface DemoUser {
  email: string;
  name: string;
  mobile: string;
  role: string;
  regions: number[];
  isRegistEntity: boolean;
}

interface DemoCompany {
  name: string;
  creditCode: string | null;
  statusEnum: number;
  registeredAddress: string;
  contactName: string;
  contactPhone: string;
  industry: string;
  size: string;
  users: DemoUser[];
  /** Delivery addresses (收货地址) the company starts with; the first is the default. */
  deliveries?: {
    recipient: string;
    mobile: string;
    province: string;
    city: string;
    district: string;
    detail: string;
  }[];
  customers: {
    name: string;
    contactName: string;
    mobile: string;
    address: string;
    taxNumber: string;
    remark: string;
  }[];
}

export const demoCompanies: DemoCompany[] = [
  {
    name: '上海华东精工设备有限公司',
    creditCode: '91310115MA1K4EXK0F',
    statusEnum: CompanyStatus.Verified,
    registeredAddress: '上海市浦东新区张江路 88 号 5 幢 301 室',
    contactName: '张明',
    contactPhone: '021-50801234',
    industry: '装备制造',
    size: '100-499 人',
    users: [
      {
        email: 'admin@demo.cn',
        name: '张明',
        mobile: '13800138000',
        role: RoleName.Admin,
        regions: [1, 2],
        isRegistEntity: true,
      },
      {
        email: 'buyer@demo.cn',
        name: '李娜',
        mobile: '13900139000',
        role: RoleName.Buyer,
        regions: [1],
        isRegistEntity: false,
      },
    ],
    deliveries: [
      {
        recipient: '张明',
        mobile: '13800138000',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detail: '张江路 88 号 5 幢 1 楼收货处',
      },
      {
        recipient: '李娜',
        mobile: '13900139000',
        province: '江苏省',
        city: '苏州市',
        district: '吴中区',
        detail: '吴中经济开发区越溪街道 8 号 2 号仓库',
      },
    ],
    customers: [
      {
        name: '苏州新城建设工程有限公司',
        contactName: '周建国',
        mobile: '13812345678',
        address: '江苏省苏州市工业园区星湖街 328 号',
        taxNumber: '91320594MA1MXK8Q3P',
        remark: '长期合作，月结',
      },
      {
        name: '杭州西湖智能科技有限公司',
        contactName: '吴晓燕',
        mobile: '13587654321',
        address: '浙江省杭州市西湖区文三路 90 号',
        taxNumber: '91330106MA2CDEF01G',
        remark: '',
      },
      {
        name: '南京江宁制造有限公司',
        contactName: '孙强',
        mobile: '13951112233',
        address: '江苏省南京市江宁区天元中路 126 号',
        taxNumber: '320115123456789',
        remark: '需开具增值税专用发票',
      },
      {
        name: '合肥高新电子有限公司',
        contactName: '钱丽',
        mobile: '15655667788',
        address: '安徽省合肥市高新区望江西路 800 号',
        taxNumber: '',
        remark: '',
      },
      {
        name: '宁波港城物流有限公司',
        contactName: '郑海',
        mobile: '18957489900',
        address: '浙江省宁波市北仑区明州路 512 号',
        taxNumber: '',
        remark: '季度采购',
      },
    ],
  },
  {
    name: '北京启航科技有限公司',
    creditCode: '91110108MA01DEM00X',
    statusEnum: CompanyStatus.PendingReview,
    registeredAddress: '北京市海淀区中关村大街 27 号 1101 室',
    contactName: '王磊',
    contactPhone: '010-62501234',
    industry: '信息技术',
    size: '20-99 人',
    users: [
      {
        email: 'pending@demo.cn',
        name: '王磊',
        mobile: '13700137000',
        role: RoleName.Admin,
        regions: [2],
        isRegistEntity: true,
      },
    ],
    customers: [
      {
        name: '天津滨海数据服务有限公司',
        contactName: '刘洋',
        mobile: '13602123456',
        address: '天津市滨海新区第三大街 15 号',
        taxNumber: '',
        remark: '',
      },
      {
        name: '石家庄恒达商贸有限公司',
        contactName: '赵敏',
        mobile: '13131102233',
        address: '河北省石家庄市长安区中山东路 39 号',
        taxNumber: '',
        remark: '',
      },
    ],
  },
  {
    name: '深圳南方智造有限公司',
    creditCode: '91440300MA5F1E110T',
    statusEnum: CompanyStatus.Verified,
    registeredAddress: '广东省深圳市南山区科技园南区高新南七道 18 号',
    contactName: '陈静',
    contactPhone: '0755-86001234',
    industry: '电子制造',
    size: '500 人以上',
    users: [
      {
        email: 'other@demo.cn',
        name: '陈静',
        mobile: '13600136000',
        role: RoleName.Admin,
        regions: [3, 1],
        isRegistEntity: true,
      },
      {
        email: 'other-buyer@demo.cn',
        name: '黄伟',
        mobile: '13500135000',
        role: RoleName.Buyer,
        regions: [3],
        isRegistEntity: false,
      },
    ],
    customers: [
      {
        name: '广州珠江电气有限公司',
        contactName: '何芳',
        mobile: '13922001122',
        address: '广东省广州市天河区珠江新城华夏路 10 号',
        taxNumber: '',
        remark: '',
      },
      {
        name: '东莞松山湖精密有限公司',
        contactName: '林涛',
        mobile: '13790003344',
        address: '广东省东莞市松山湖工业北路 6 号',
        taxNumber: '',
        remark: '',
      },
      {
        name: '佛山顺德家电配套有限公司',
        contactName: '梁宇',
        mobile: '13827776655',
        address: '广东省佛山市顺德区容桂大道 201 号',
        taxNumber: '',
        remark: '',
      },
    ],
  },
];

export async function seedAccounts(db: Db): Promise<void> {
  let passwordHash: string | undefined;
  for (const company of demoCompanies) {
    const first = company.users[0]!;
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${first.email.toLowerCase()}`)
      .limit(1);
    if (existing) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const hash = passwordHash;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          name: company.name,
          creditCode: company.creditCode,
          statusEnum: company.statusEnum,
          registeredAddress: company.registeredAddress,
          contactName: company.contactName,
          contactPhone: company.contactPhone,
          industry: company.industry,
          size: company.size,
          // The company's delivery regions: its registrant's (the first user listed).
          regions: company.users[0]?.regions ?? [1],
        })
        .returning({ id: companies.id });
      const companyId = row!.id;
      for (const user of company.users) {
        await tx.insert(users).values({
          companyId,
          email: user.email,
          name: user.name,
          mobile: user.mobile,
          passwordHash: hash,
          roleNames: [user.role],
          regions: user.regions,
          isRegistEntity: user.isRegistEntity,
        });
      }
      if (company.deliveries?.length) {
        await tx
          .insert(deliveryAddresses)
          .values(company.deliveries.map((d, i) => ({ ...d, companyId, company: company.name, isDefault: i === 0 })));
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(customers)
        .where(and(eq(customers.companyId, companyId)));
      if (Number(n) === 0 && company.customers.length > 0) {
        await tx.insert(customers).values(company.customers.map((c) => ({ ...c, companyId })));
      }
    });
  }
}
