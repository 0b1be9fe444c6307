import { BannerKind } from '@coffee/contracts/backoffice-home';
import { PartnerDocumentField } from '@coffee/contracts/backoffice-partners';
import { PageSlug } from '@coffee/contracts/blog';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANSWERS as backOfficeAnswers } from './answers/back-office';
import { ANSWERS as shopAnswers } from './answers/shop';
import { CALL_TABLE } from './call-table';
import { savePage } from './calls/admin-content';
import { createBanner } from './calls/admin-home';
import { partnerDocument } from './calls/admin-partners';
import { loadAnswerContract } from './load-contract';

const nameOf = (entry: (typeof CALL_TABLE)[number]) => `${entry.method} ${entry.path}`;

describe('the table of browser calls', () => {
  it('holds each call once, and names the kind of every parameter of its path', () => {
    const names = CALL_TABLE.map(nameOf);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of CALL_TABLE) {
      const inPath = entry.path
        .split('/')
        .filter((segment) => segment.startsWith(':'))
        .map((segment) => segment.slice(1));
      expect(Object.keys(entry.params ?? {}).sort(), nameOf(entry)).toEqual(inPath.sort());
    }
  });

  it('takes the fixed words of its parameters from the contracts', () => {
    expect(savePage.params.slug).toEqual(PageSlug.options);
    expect(partnerDocument.params.field).toEqual(PartnerDocumentField.options);
    expect(createBanner.params.kind).toEqual(BannerKind.options);
  });

  it('names a schema of the contracts for every body', async () => {
    for (const entry of CALL_TABLE) {
      if (!entry.body) continue;
      const [module, name = ''] = entry.body.split('.');
      const exports: Record<string, unknown> =
        module === 'bff' ? await import('./bff-answers') : await import(`@coffee/contracts/${module}`);
      expect(exports[name], nameOf(entry)).toBeInstanceOf(z.ZodType);
    }
  });

  it('loads the schema of every answer, an envelope whose data the caller gets', async () => {
    for (const entry of CALL_TABLE) {
      if (entry.answer === 'download') continue;
      const answer = await loadAnswerContract(entry.answer);
      expect(answer, nameOf(entry)).toBeInstanceOf(z.ZodType);
      expect(answer.safeParse({}).success, nameOf(entry)).toBe(false);
    }
  });

  it('keeps in its answer modules exactly the answers of the table, the back office’s apart', () => {
    const named = new Set(CALL_TABLE.map((entry) => entry.answer).filter((answer) => answer !== 'download'));
    expect(new Set([...Object.keys(shopAnswers), ...Object.keys(backOfficeAnswers)])).toEqual(named);
    for (const name of Object.keys(shopAnswers)) expect(name).not.toMatch(/^(backoffice|seller-portal)/);
    for (const name of Object.keys(backOfficeAnswers)) expect(name).toMatch(/^(backoffice|seller-portal)/);
  });

  it('refuses a name that is no answer of the table', async () => {
    // @ts-expect-error: a body is no answer.
    await expect(loadAnswerContract('cart.SaveCartBody')).rejects.toThrow('no contract cart.SaveCartBody');
  });
});
