import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type AccountsContext, call, uniqueContacts } from './accounts.js';

export const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** Bytes that start as a PNG does: the documents are judged by their signature. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

export type Applicant = { brand: string; email: string; mobile: string; person: string };

/** A partner applies as the storefront's form does (multipart, two documents); answers the application's id. */
export async function applyAsPartner(
  ctx: AccountsContext,
  lang: 'en-US' | 'ar-SA' = 'en-US',
  overrides: Partial<Applicant> = {},
): Promise<Applicant & { id: number }> {
  const contacts = uniqueContacts();
  const applicant: Applicant = {
    brand: `Heliopolis Roasters ${randomBytes(2).toString('hex')}`,
    email: contacts.email,
    mobile: contacts.mobile,
    person: 'Mariam Fathy',
    ...overrides,
  };
  const form = new FormData();
  form.append('brand_name', applicant.brand);
  form.append(
    'company_description',
    'A small specialty roastery in Heliopolis roasting Ethiopian and Yemeni coffee weekly.',
  );
  form.append('contact_person', applicant.person);
  form.append('email', applicant.email);
  form.append('mobile', applicant.mobile);
  form.append('contract', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'contract.pdf');
  form.append('tax_card', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'tax.png');
  const answer = await call<{ data: { id: number } }>(ctx.app, 'POST', '/partner-applications', {
    body: form,
    query: { lang },
  });
  expect(answer.status).toBe(201);
  return { ...applicant, id: answer.body.data.id };
}

/** Where a new seller shows: Cairo (governorate 1) and its first city. */
export const approval = (cityId: number) => ({
  name_ar: 'محمصة مصر الجديدة',
  governorate_id: 1,
  city_id: cityId,
  latitude: 30.0911,
  longitude: 31.3225,
});
