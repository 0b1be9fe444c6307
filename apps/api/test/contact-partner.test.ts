import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PARTNER_FILE_MAX_BYTES } from '@coffee/contracts/engagement';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox, partnerApplications } from '../src/db/schema/index.js';
import { defaultRateLimits, scaleRateLimits } from '../src/lib/rate-limits.js';
import { type AccountsContext, call, createAccountsApp, expectError } from './support/accounts.js';

const ARABIC = /[\u0600-\u06FF]/;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const fields = {
  brand_name: 'Heliopolis Roasters',
  company_description:
    'A small specialty roastery in Heliopolis roasting Ethiopian and Yemeni coffee weekly.',
  contact_person: 'Mariam Fathy',
  email: 'mariam@heliopolis-roasters.example',
  mobile: '01012345678',
};

function partnerForm(files: Record<string, [Buffer, string, string]>, text: Record<string, string> = fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  for (const [name, [bytes, filename, type]] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  return form;
}

describe('contact form and partner applications', () => {
  let ctx: AccountsContext;
  let privateDir: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coffee-partner-'));
    ctx = await createAccountsApp({
      env: { DATA_DIR: dataDir, SUPPORT_EMAIL: 'support@bunn.test' },
      rateLimits: {
        ...scaleRateLimits(defaultRateLimits, 1000),
        contact: { ip: { max: 1000, windowMs: 60_000 }, account: { max: 2, windowMs: 600_000 } },
      },
    });
    privateDir = ctx.config.privateDir;
  });
  afterAll(() => ctx.close());

  const stored = () => (existsSync(privateDir) ? readdirSync(privateDir) : []);
  const contact = (body: unknown, lang = 'en-US') =>
    call<{ data: { message: string } }>(ctx.app, 'POST', '/contact', { body, query: { lang } });
  const apply = (form: FormData, lang = 'en-US') =>
    call<{ data: { id: number; status: string; message: string } }>(
      ctx.app,
      'POST',
      '/partner-applications',
      {
        body: form,
        query: { lang },
      },
    );

  it('stores a contact message and queues the mail to support and the acknowledgement', async () => {
    const answer = await contact(
      {
        full_name: 'Youssef Adel',
        email: 'Youssef@Example.com',
        subject: 'Order question',
        notes: 'When will my V60 arrive?',
      },
      'ar-SA',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe('لقد استلمنا رسالتك بنجاح');
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'youssef@example.com'));
    expect(row).toMatchObject({ fullName: 'Youssef Adel', subject: 'Order question', lang: 'ar' });
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.template, 'contact-support'));
    expect(mails.map((m) => m.recipient)).toEqual(['support@bunn.test']);
    const [ack] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'youssef@example.com'));
    expect(ack?.subject).toMatch(ARABIC);
    expect(ack?.body).toContain('When will my V60 arrive?');
  });

  it('drops a message whose honeypot is filled, saying the same as for a person', async () => {
    const answer = await contact({
      full_name: 'Bot',
      email: 'bot@spam.example',
      subject: 'Cheap',
      notes: 'Buy followers now!!',
      website: 'http://spam.example',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toBe('We have successfully received your message');
    expect(
      await ctx.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'bot@spam.example')),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, 'bot@spam.example')),
    ).toEqual([]);
  });

  it('refuses bad contact input with 400 naming each field, in the request language', async () => {
    const ar = expectError(
      await contact({ full_name: '', email: 'nope', subject: 'x', notes: 'short' }, 'ar-SA'),
      400,
      'VALIDATION_ERROR',
      'ar-SA',
    );
    expect(ar.messages).toHaveLength(4);
    for (const message of ar.messages ?? []) expect(message).toMatch(ARABIC);
    const en = expectError(
      await contact({ full_name: 'A', email: 'a@b.co', subject: 'Hi', notes: 'x'.repeat(2001) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(en.messages?.[0]).toContain('notes');
  });

  it('says an empty field is required, and a short one how long it must be', async () => {
    const empty = expectError(
      await contact({ full_name: 'Mona Salem', email: 'mona@example.com', subject: '', notes: '   ' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(empty.messages).toEqual(['subject is required.', 'notes is required.']);
    const short = expectError(
      await contact({ full_name: 'Mona Salem', email: 'mona@example.com', subject: 'x', notes: 'Hello' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(short.messages).toEqual([
      'subject must have at least 2 characters.',
      'notes must have at least 10 characters.',
    ]);
    const arabic = expectError(
      await contact({ full_name: 'Mona Salem', email: 'mona@example.com', subject: '', notes: 'x' }, 'ar-SA'),
      400,
      'VALIDATION_ERROR',
      'ar-SA',
    );
    expect(arabic.messages?.[0]).toBe('الحقل subject مطلوب.');
    expect(arabic.messages?.[1]).toMatch(/notes.*١٠/);
  });

  it('limits how often one address writes', async () => {
    const body = {
      full_name: 'Repeat Sender',
      email: 'repeat@example.com',
      subject: 'Hello',
      notes: 'Just checking in again.',
    };
    expect((await contact(body)).status).toBe(201);
    expect((await contact(body)).status).toBe(201);
    expectError(await contact(body, 'ar-SA'), 429, 'RATE_LIMITED', 'ar-SA');
    const kept = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'repeat@example.com'));
    expect(kept).toHaveLength(2);
  });

  it('takes an application with a PDF contract and a PNG tax card, stored privately', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();
    const answer = await apply(
      partnerForm({
        contract: [PDF, 'contract.pdf', 'application/pdf'],
        tax_card: [png, 'tax.png', 'image/png'],
      }),
      'ar-SA',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.status).toBe('submitted');
    expect(answer.body.data.message).toMatch(ARABIC);
    const [row] = await ctx.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, answer.body.data.id));
    expect(row).toMatchObject({
      brandName: 'Heliopolis Roasters',
      contactPerson: 'Mariam Fathy',
      contactMobile: '+201012345678',
      status: 'submitted',
      lang: 'ar',
    });
    expect(row!.contractFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row!.taxCardFile).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(readFileSync(path.join(privateDir, row!.contractFile))).toEqual(PDF);
    // Never under the public media directory, and not reachable through /media.
    expect(privateDir.startsWith(ctx.config.mediaDir)).toBe(false);
    const media = await ctx.app.inject({ method: 'GET', url: `/media/${row!.contractFile}` });
    expect(media.statusCode).toBe(404);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, fields.email));
    expect(mails.map((m) => m.template)).toEqual(['partner-ack']);
  });

  it.each([
    [
      'an executable renamed .pdf',
      () => [EXE, 'contract.pdf', 'application/pdf'] as [Buffer, string, string],
      'contractUnsupported',
    ],
    [
      'an SVG',
      () => [SVG, 'contract.svg', 'image/svg+xml'] as [Buffer, string, string],
      'contractUnsupported',
    ],
    [
      'an empty file',
      () => [Buffer.alloc(0), 'contract.pdf', 'application/pdf'] as [Buffer, string, string],
      'contractEmpty',
    ],
  ])('refuses %s as the contract, storing nothing', async (_what, file) => {
    const before = stored();
    const rows = (await ctx.database.db.select().from(partnerApplications)).length;
    const answer = await apply(
      partnerForm({ contract: file(), tax_card: [PDF, 'tax.pdf', 'application/pdf'] }),
      'ar-SA',
    );
    const body = expectError(answer, 422, 'INVALID_DOCUMENT', 'ar-SA');
    expect(body.messages).toHaveLength(1);
    expect(stored()).toEqual(before);
    expect(await ctx.database.db.select().from(partnerApplications)).toHaveLength(rows);
  });

  it('refuses a 6 MB PDF with the spec’s words, storing nothing', async () => {
    const before = stored();
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024 - PDF.length, 0x20)]);
    expect(big.length).toBeGreaterThan(PARTNER_FILE_MAX_BYTES);
    const en = expectError(
      await apply(
        partnerForm({
          contract: [big, 'big.pdf', 'application/pdf'],
          tax_card: [PDF, 't.pdf', 'application/pdf'],
        }),
      ),
      413,
      'FILE_TOO_LARGE',
    );
    expect(en.message).toBe('The file size exceeds the maximum limit of 5 MB');
    expectError(
      await apply(partnerForm({ contract: [big, 'big.pdf', 'application/pdf'] }), 'ar-SA'),
      413,
      'FILE_TOO_LARGE',
      'ar-SA',
    );
    expect(stored()).toEqual(before);
  });

  it('names both missing documents, and refuses bad fields with 400 in the request language', async () => {
    const missing = expectError(await apply(partnerForm({})), 422, 'INVALID_DOCUMENT');
    expect(missing.messages).toEqual([
      'Attach the contract (JPG, PNG or PDF, at most 5 MB).',
      'Attach the tax card (JPG, PNG or PDF, at most 5 MB).',
    ]);
    const bad = expectError(
      await apply(
        partnerForm(
          { contract: [PDF, 'c.pdf', 'application/pdf'], tax_card: [PDF, 't.pdf', 'application/pdf'] },
          { ...fields, mobile: '12345', brand_name: '' },
        ),
        'ar-SA',
      ),
      400,
      'VALIDATION_ERROR',
      'ar-SA',
    );
    expect(bad.messages).toHaveLength(2);
    const json = await call(ctx.app, 'POST', '/partner-applications', { body: fields });
    expect(json.status).toBe(415);
  });
});
