import { BannerKind } from '@coffee/contracts/backoffice-home';
import { PartnerDocumentField } from '@coffee/contracts/backoffice-partners';
import { PageSlug } from '@coffee/contracts/blog';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALL_TABLE } from './call-table';
import { savePage } from './calls/admin-content';
import { createBanner } from './calls/admin-home';
import { partnerDocument } from './calls/admin-partners';

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

  it('loads a zod schema for every body and answer it names', async () => {
    for (const entry of CALL_TABLE) {
      if (entry.body) expect(await entry.body(), nameOf(entry)).toBeInstanceOf(z.ZodType);
      if (entry.answer !== 'download') {
        const answer = await entry.answer();
        expect(answer, nameOf(entry)).toBeInstanceOf(z.ZodType);
        // Every answer is the API's envelope: the caller gets its `data`.
        expect(answer.safeParse({}).success, nameOf(entry)).toBe(false);
      }
    }
  });
});
