'use client';

import type { CatalogImportReport } from '@coffee/contracts/backoffice-catalog';
import type { Locale } from '@coffee/contracts/common';
import { useId, useRef, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { importCatalog } from '@/lib/bff/calls/admin-catalog';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { fillMessage } from '@/lib/i18n/fill-template';
import type { CatalogLabels } from '../kit/catalog-labels';
import { refreshStorefront } from '../kit/refresh-storefront';

type Pricing = CatalogImportReport['rows'][number]['before'];

/**
 * The CSV of prices and stock: download it, then import a file in two steps — a dry run that shows what each
 * row would do (changes, unchanged, errors with their reasons), then apply, which writes every row or none.
 */
export function CsvImport({
  area,
  locale,
  labels,
}: {
  area: 'admin' | 'seller';
  locale: Locale;
  labels: CatalogLabels;
}) {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<CatalogImportReport | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<'check' | 'apply' | undefined>();
  const number = (value: number) => formatNumber(value, locale, 0);
  const changes = (template: string, count: number) =>
    fillMessage(template, { count, formatted: number(count) }, locale);
  const pricing = (value: Pricing) =>
    value
      ? `${formatPrice(value.price, locale)}${value.before_discount ? ` (${formatPrice(value.before_discount, locale)})` : ''} · ${number(value.stock)}`
      : '—';

  async function send(apply: boolean) {
    const chosen = apply ? file : input.current?.files?.[0];
    if (!chosen) return setError(labels.csvNoFile);
    setPending(apply ? 'apply' : 'check');
    setError(undefined);
    const result = await callBff(importCatalog, {
      locale,
      params: { area },
      query: { dry_run: !apply },
      body: new Blob([await chosen.arrayBuffer()], { type: 'text/csv' }),
    });
    setPending(undefined);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      const refused = (result.body as { report?: CatalogImportReport } | undefined)?.report;
      if (refused) setReport(refused);
      return;
    }
    setReport(result.data);
    setFile(chosen);
    if (apply) {
      await refreshStorefront(locale);
      router.refresh();
      await showToast('success', changes(labels.csvApplied, result.data.summary.changed));
      setFile(undefined);
    }
  }

  const statusLabel = {
    changed: labels.statusChanged,
    unchanged: labels.statusUnchanged,
    error: labels.statusError,
  };
  const canApply =
    report && !report.applied && report.summary.errors === 0 && report.summary.changed > 0 && file;

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200">
        <a
          href={`/bff/${area}/catalog/export.csv?locale=${locale}`}
          download
          className={`${secondaryButtonClass} self-start`}
        >
          {labels.csvExport}
        </a>
        <p className="text-mocha-600 text-sm">{labels.csvFormat}</p>
      </section>
      <section
        aria-busy={pending !== undefined}
        className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
      >
        <FormAlert message={error} />
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="font-semibold text-espresso-900 text-sm">
              {labels.csvFile}
            </label>
            <input
              id={id}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={() => {
                setReport(undefined);
                setFile(undefined);
              }}
            />
          </div>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={pending !== undefined}
            onClick={() => send(false)}
          >
            {pending === 'check' ? labels.csvChecking : labels.csvCheck}
          </button>
          {canApply ? (
            <button
              type="button"
              className={primaryButtonClass}
              disabled={pending !== undefined}
              onClick={() => send(true)}
            >
              {pending === 'apply' ? labels.csvApplying : changes(labels.csvApply, report.summary.changed)}
            </button>
          ) : null}
        </div>
        {report ? (
          <>
            <p role="status" className="font-semibold text-espresso-900">
              {fillMessage(
                labels.csvSummary,
                {
                  ...report.summary,
                  changedFormatted: number(report.summary.changed),
                  unchangedFormatted: number(report.summary.unchanged),
                  errorsFormatted: number(report.summary.errors),
                },
                locale,
              )}
            </p>
            {report.summary.errors > 0 ? (
              <p className="text-cherry-700 text-sm">{labels.csvFixErrors}</p>
            ) : null}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">{labels.csvReportCaption}</caption>
                <thead className="bg-latte-100 text-espresso-900">
                  <tr>
                    {[labels.csvLine, labels.csvRow, labels.csvStatus, labels.csvBefore, labels.csvAfter].map(
                      (head) => (
                        <th key={head} scope="col" className="px-3 py-2 text-start font-semibold">
                          {head}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.line} className="border-crema-200 border-t align-top">
                      <td className="px-3 py-2">{number(row.line)}</td>
                      <td className="px-3 py-2">{row.name ?? <span dir="ltr">{row.key}</span>}</td>
                      <td className={row.status === 'error' ? 'px-3 py-2 text-cherry-700' : 'px-3 py-2'}>
                        {statusLabel[row.status]}
                        {row.errors.length > 0 ? (
                          <ul className="list-disc ps-4">
                            {row.errors.map((reason) => (
                              <li key={reason}>{reason}</li>
                            ))}
                          </ul>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">{pricing(row.before)}</td>
                      <td className="px-3 py-2">{row.status === 'changed' ? pricing(row.after) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
