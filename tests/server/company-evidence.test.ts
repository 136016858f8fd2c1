/**
 * A company's evidence: registration takes the 统一社会信用代码 (GB 32100-2015 checksum)
 * and a 营业执照 picture uploaded first (the upload rules of every picture); one code registers one company;
 * the operator's 企业审核 answers carry the code, a signed link to the picture and the submission time, and
 * nobody else (another company, a visitor, a forged or expired link) can read the picture.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { creditCodeProblem } from '../../src/contract/validators.js';
import { tokenFor } from './commerce-fixtures.js';
import {
  CAPTCHA_TEXT,
  FIXED_CAPTCHA,
  lastCodeFor,
  newCaptcha,
  newCreditCode,
  testClock,
  uploadLicense,
  xsrf,
} from './helpers/accounts.js';
import { bearer, describeEachDatabase } from './helpers/app.js';

const clock = testClock();

/** Published or computed codes whose 18th character is the GB 32100-2015 check character. */
const VALID_CODES = ['91350100M000100Y43', '91110108MA01ABCD1E', '92440300MA5EXAMP1C', '12100000400000098Y'];

describe('the 统一社会信用代码 rule shared by the forms and the server', () => {
  it('accepts checksum-valid codes and names what is wrong with the others', () => {
    for (const code of VALID_CODES) expect(creditCodeProblem(code)).toBeNull();
    expect(creditCodeProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确，请核对');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('统一社会信用代码应为 18 位（当前 17 位）');
    expect(creditCodeProblem('91350100M000100YO3')).toMatch(/无效字符/);
    expect(creditCodeProblem('')).toBe('请填写统一社会信用代码');
  });
});

describeEachDatabase(
  'company evidence',
  (getCtx) => {
    const app = () => getCtx().app;
    let seq = 0;

    async function register(overrides: Record<string, unknown> = {}) {
      const email = `evidence${++seq}-${getCtx().kind}@example.com`;
      await app().inject({ method: 'POST', url: `/api/Users/verification/email/send?email=${email}` });
      const body = {
        Email: email,
        Code: await lastCodeFor(app(), email),
        Password: 'Secret123',
        ConfirmPassword: 'Secret123',
        Name: '孙八',
        Mobile: '13712345678',
        CompanyName: `成都证照测试${seq}有限公司`,
        CaptchaId: await newCaptcha(app()),
        CaptchaCode: CAPTCHA_TEXT,
        Agree: true,
        CreditCode: newCreditCode(),
        LicenseImageId: await uploadLicense(app()),
        ...overrides,
      };
      const res = await app().inject({ method: 'POST', url: '/api/Users', headers: await xsrf(app()), payload: body });
      return { res, body };
    }

    const operator = async () =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/Operator/login',
          payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
        })
      ).json().token as string;

    const upload = async (bytes: Buffer, type = 'image/png', headers?: Record<string, string>) =>
      app().inject({
        method: 'POST',
        url: '/api/Users/license-images',
        headers: { ...(headers ?? (await xsrf(app()))), 'content-type': type },
        payload: bytes,
      });

    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#e8eef8' } })
        .png()
        .toBuffer();

    async function reviewOf(ops: string, name: string) {
      const list = await app().inject({
        method: 'GET',
        url: `/api/Operator/companies?status=10&keyword=${encodeURIComponent(name)}`,
        headers: bearer(ops),
      });
      expect(list.statusCode, list.body).toBe(200);
      return list.json().Items[0];
    }

    describe('registration', () => {
      it('registers with a valid code typed in lower case and stores it upper case with the picture', async () => {
        const code = VALID_CODES[0]!;
        const { res, body } = await register({ CreditCode: `  ${code.toLowerCase()} ` });
        expect(res.statusCode, res.body).toBe(201);
        const info = await app().inject({
          method: 'GET',
          url: '/api/Company/info',
          headers: bearer(res.json().token),
        });
        expect(info.json()).toMatchObject({
          Name: body.CompanyName,
          CreditCode: code,
          HasLicenseImage: true,
          SubmittedAt: clock.now().toISOString(),
        });
        // The company itself is not shown the operator's link.
        expect(info.body).not.toContain('license-images');
      });

      it('refuses a wrong check character with a Chinese 400 on CreditCode, and creates nothing', async () => {
        const { res, body } = await register({ CreditCode: '91350100M000100Y44' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ Error: '统一社会信用代码校验位不正确，请核对', Field: 'CreditCode' });
        const exists = await app().inject({ method: 'GET', url: `/api/Users/email/existance?email=${body.Email}` });
        expect(exists.json()).toEqual({ Exists: false });
      });

      it('refuses a code another company registered (409) and a code of the wrong length (400)', async () => {
        const first = await register({ CreditCode: VALID_CODES[1] });
        expect(first.res.statusCode, first.res.body).toBe(201);
        const again = await register({ CreditCode: VALID_CODES[1]!.toLowerCase() });
        expect(again.res.statusCode).toBe(409);
        expect(again.res.json()).toEqual({ Error: '该统一社会信用代码已被其他企业使用', Field: 'CreditCode' });
        // A seeded company's code is taken too.
        const seeded = await register({ CreditCode: '91310115MA1K4EXK0F' });
        expect(seeded.res.statusCode).toBe(409);
        const short = await register({ CreditCode: '9135010' });
        expect(short.res.json()).toEqual({ Error: '统一社会信用代码应为 18 位（当前 7 位）', Field: 'CreditCode' });
      });

      it('needs an uploaded licence, used by one company only', async () => {
        const none = await register({ LicenseImageId: '' });
        expect(none.res.statusCode).toBe(400);
        expect(none.res.json()).toEqual({ Error: '请上传营业执照图片', Field: 'LicenseImageId' });
        const unknown = await register({ LicenseImageId: 'f'.repeat(32) });
        expect(unknown.res.json()).toMatchObject({
          Field: 'LicenseImageId',
          Error: '营业执照图片不存在或已失效，请重新上传',
        });
        const first = await register();
        expect(first.res.statusCode, first.res.body).toBe(201);
        const reused = await register({ LicenseImageId: first.body.LicenseImageId });
        expect(reused.res.statusCode).toBe(409);
        expect(reused.res.json()).toMatchObject({ Field: 'LicenseImageId' });
      });

      it('two registrations of one code at once: one company, the other a 409', async () => {
        const code = VALID_CODES[2]!;
        const answers = await Promise.all([register({ CreditCode: code }), register({ CreditCode: code })]);
        expect(answers.map((a) => a.res.statusCode).sort()).toEqual([201, 409]);
      });
    });

    describe('the licence upload', () => {
      it('keeps the upload rules of every picture', async () => {
        const ok = await upload(await picture(3000, 2000));
        expect(ok.statusCode, ok.body).toBe(200);
        // Large enough to read the small print, no larger.
        expect(ok.json()).toMatchObject({ Id: expect.stringMatching(/^[a-f0-9]{32}$/), Width: 2000, Height: 1333 });

        const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
        expect(text.statusCode).toBe(400);
        expect(text.json().Error).toBe('仅支持 JPG、PNG 或 WebP 格式的图片');
        const tiny = await upload(await picture(10, 10));
        expect(tiny.json().Error).toBe('图片太小（至少 16×16 像素）');
        const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1));
        expect(huge.statusCode).toBe(400);
        expect(huge.json().Error).toBe('请求内容过大');
        const pdf = await upload(Buffer.from('%PDF-1.4'), 'application/pdf');
        expect(pdf.statusCode).toBe(400);
        expect(pdf.json().Error).toBe('不支持的请求内容类型');
      });

      it('needs the anti-forgery header, like the registration', async () => {
        const res = await upload(await picture(100, 100), 'image/png', {});
        expect(res.statusCode).toBe(403);
      });

      it('is never served at the public media address', async () => {
        const { Id } = (await upload(await picture(200, 100))).json();
        for (const url of [`/media/uploads/licence-${Id}.webp`, `/media/licence-${Id}.webp`]) {
          expect((await app().inject({ method: 'GET', url })).statusCode).toBe(404);
        }
      });
    });

    describe('企业审核', () => {
      it('shows the operator the code, the picture and the submission time', async () => {
        const code = VALID_CODES[3]!;
        const { res, body } = await register({ CreditCode: code });
        expect(res.statusCode, res.body).toBe(201);
        const ops = await operator();
        const listed = await reviewOf(ops, body.CompanyName);
        expect(listed).toMatchObject({ CreditCode: code, SubmittedAt: clock.now().toISOString() });
        expect(listed.LicenseImageUrl).toMatch(
          new RegExp(`^/api/Users/license-images/${body.LicenseImageId}\\?exp=\\d+&sig=[a-f0-9]+$`),
        );
        const detail = await app().inject({
          method: 'GET',
          url: `/api/Operator/companies/${listed.Id}`,
          headers: bearer(ops),
        });
        expect(detail.json()).toMatchObject({ CreditCode: code, LicenseImageUrl: listed.LicenseImageUrl });

        const image = await app().inject({ method: 'GET', url: listed.LicenseImageUrl });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect((await sharp(image.rawPayload).metadata()).width).toBe(640);
      });

      it('another company, a visitor, a forged or an expired link get 404', async () => {
        const { body } = await register();
        const listed = await reviewOf(await operator(), body.CompanyName);
        const url = new URL(listed.LicenseImageUrl, 'http://x');
        const buyer = await tokenFor(getCtx(), 'admin@demo.cn');
        const bare = `/api/Users/license-images/${body.LicenseImageId}`;
        const sig = url.searchParams.get('sig')!;
        const exp = Number(url.searchParams.get('exp'));
        const forged = sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
        for (const [target, headers] of [
          [`${bare}?exp=${exp}&sig=${forged}`, bearer(buyer)],
          [`${bare}?exp=${exp + 600}&sig=${sig}`, {}],
          [`${bare}?exp=${exp}&sig=`, bearer(buyer)],
        ] as const) {
          expect((await app().inject({ method: 'GET', url: target, headers })).statusCode).toBe(404);
        }
        // Without the signature the query is incomplete: refused before anything is read.
        expect((await app().inject({ method: 'GET', url: bare, headers: bearer(buyer) })).statusCode).toBe(400);
        // The company's own answers never carry the link; operator routes refuse company tokens.
        const own = await app().inject({
          method: 'GET',
          url: `/api/Operator/companies/${listed.Id}`,
          headers: bearer(buyer),
        });
        expect(own.statusCode).toBeGreaterThanOrEqual(401);
        expect(own.body).not.toContain('license-images');

        clock.advance(3 * 60 * 60 * 1000);
        expect((await app().inject({ method: 'GET', url: listed.LicenseImageUrl })).statusCode).toBe(404);
      });

      it('a rejected company sends a new licence with its resubmission: the operator sees the new one and the new time', async () => {
        const { res, body } = await register();
        const token = res.json().token as string;
        const ops = await operator();
        const complete = {
          Name: body.CompanyName,
          CreditCode: body.CreditCode,
          RegisteredAddress: '成都市高新区天府大道 100 号',
          ContactName: '孙八',
          ContactPhone: '13712345678',
        };
        const submitted = await app().inject({
          method: 'PUT',
          url: '/api/Company/info',
          headers: bearer(token),
          payload: complete,
        });
        expect(submitted.json()).toMatchObject({ StatusEnum: 20 });
        const id = submitted.json().Id as number;
        await app().inject({
          method: 'POST',
          url: `/api/Operator/companies/${id}/reject`,
          headers: bearer(ops),
          payload: { Reason: '营业执照不清晰' },
        });
        clock.advance(60 * 60 * 1000);
        const bad = await app().inject({
          method: 'PUT',
          url: '/api/Company/info',
          headers: bearer(token),
          payload: { ...complete, CreditCode: '91350100M000100Y40' },
        });
        expect(bad.json()).toEqual({ Error: '统一社会信用代码校验位不正确，请核对', Field: 'CreditCode' });
        const newLicense = await uploadLicense(app(), 800, 600);
        const again = await app().inject({
          method: 'PUT',
          url: '/api/Company/info',
          headers: bearer(token),
          payload: { ...complete, LicenseImageId: newLicense },
        });
        expect(again.json()).toMatchObject({ StatusEnum: 20, SubmittedAt: clock.now().toISOString() });
        const detail = (
          await app().inject({ method: 'GET', url: `/api/Operator/companies/${id}`, headers: bearer(ops) })
        ).json();
        expect(detail.LicenseImageUrl).toContain(newLicense);
        expect(detail.SubmittedAt).toBe(clock.now().toISOString());
      });
    });
  },
  { now: clock.now, config: FIXED_CAPTCHA },
);
