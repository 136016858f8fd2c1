/**
 * `npm run operator:create -- --email ops@example.cn [--name 张三] [--roles Finance,Warehouse]`: creates a platform
 * operator (运营) account with its roles (OperatorRole values or their Chinese names; default SuperAdmin, so the
 * first account can manage the others),
 * the only way to make one in production (no registration, no invitation, no demo operator unless SEED_DEMO=1).
 * The password comes from OPERATOR_PASSWORD or, without it, from standard input (first line; never from the
 * command line, where it would stay in the shell history and the process list). Weak passwords are refused.
 * The account and its audit entry (operator.create) are written in one transaction.
 *
 * Uses the server's own configuration (DATABASE_URL, or the embedded database under DATA_DIR while the server
 * is stopped) and runs the migrations first, so it works on a fresh database. Production runs the compiled
 * build/server/cli/create-operator.js on plain node (scripts/operator-create.js chooses, like `npm start`).
 * Exit code 0 on success, 1 with a Chinese message otherwise.
 */
import { OPERATOR_ROLE_NAMES, OPERATOR_ROLES, type OperatorRole } from '../../src/contract/operator-roles.js';
import { createOperatorAccount } from '../services/operator/accounts.js';
import { runAsCommand, withServerDatabase } from './run.js';

const TASK = '创建运营账号';

export interface OperatorArgs {
  email: string;
  name: string;
  roles: OperatorRole[];
}

const USAGE = `用法 (usage): npm run operator:create -- --email <邮箱> [--name <姓名>] [--roles <角色,…>]（${OPERATOR_ROLES.map((r) => `${r}=${OPERATOR_ROLE_NAMES[r]}`).join('，')}；默认 SuperAdmin），密码从 OPERATOR_PASSWORD 或标准输入读取`;

/** `Finance,仓储` → ['Finance', 'Warehouse']; throws on an unknown name. */
function parseRoles(value: string): OperatorRole[] {
  const roles = value
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const role = OPERATOR_ROLES.find(
        (r) => r.toLowerCase() === part.toLowerCase() || OPERATOR_ROLE_NAMES[r] === part,
      );
      if (!role) throw new Error(`未知角色 ${part}。${USAGE}`);
      return role;
    });
  if (roles.length === 0) throw new Error(`--roles 至少需要一个角色。${USAGE}`);
  return [...new Set(roles)];
}

/** `--email x --name y` (or `--email=x`); throws with the usage line when the e-mail is missing or an option unknown. */
export function parseOperatorArgs(argv: string[]): OperatorArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^--(email|name|roles)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`未知参数 ${arg}。${USAGE}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${m[1]} 缺少值。${USAGE}`);
    values[m[1]!] = value;
  }
  if (!values.email?.trim()) throw new Error(`请用 --email 指定运营账号的邮箱。${USAGE}`);
  return {
    email: values.email.trim(),
    name: (values.name ?? '').trim() || '平台运营',
    roles: values.roles === undefined ? ['SuperAdmin'] : parseRoles(values.roles),
  };
}

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('请输入新运营账号的密码（输入后回车）：');
  let data = '';
  for await (const chunk of process.stdin) {
    data += String(chunk);
    if (data.includes('\n')) break;
  }
  return data.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<number> {
  let args: OperatorArgs;
  try {
    args = parseOperatorArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  return withServerDatabase(TASK, async (db) => {
    const password = process.env.OPERATOR_PASSWORD ?? (await readStdinLine());
    const created = await createOperatorAccount(db, { ...args, password }, new Date());
    const roleNames = created.Roles.map((r) => OPERATOR_ROLE_NAMES[r]).join('、');
    console.log(
      `已创建运营账号 ${created.Email}（${created.Name}，${roleNames}，编号 ${created.Id}），可在 /operator/login 登录。`,
    );
  });
}

runAsCommand(import.meta.url, TASK, main);
