'use client';

import type { Locale } from '@coffee/contracts/common';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/lib/format/money';
import { numberLocale } from '@/lib/format/number';

type SalesChartProps = {
  days: { day: string; total: number; orders: number }[];
  locale: Locale;
  labels: { title: string; summary: string; sales: string };
};

const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(numberLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Sales per day as bars (recharts, decision 0019). In Arabic time runs right to left, as the page reads: the
 * x axis is reversed and the amounts' axis moves to the right-hand side. The figures are also given as a
 * sentence for screen readers (the drawing itself is hidden from them, and recharts' keyboard layer is off
 * so nothing inside it takes focus).
 */
export function SalesChart({ days, locale, labels }: SalesChartProps) {
  const rtl = locale === 'ar';
  const data = days.map((entry) => ({
    ...entry,
    label: dayLabel(entry.day, locale),
    pounds: entry.total / 100,
  }));
  return (
    <figure className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200">
      <figcaption className="font-bold text-espresso-900">{labels.title}</figcaption>
      <p className="sr-only">{labels.summary}</p>
      <div
        className="h-64 w-full"
        aria-hidden="true"
        dir="ltr"
        data-testid="sales-chart"
        data-direction={rtl ? 'rtl' : 'ltr'}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tick={{ fontSize: 11 }}
              width={64}
              tickFormatter={(value: number) => new Intl.NumberFormat(numberLocale(locale)).format(value)}
            />
            <Tooltip
              formatter={(value) => [formatPrice(Math.round(Number(value) * 100), locale), labels.sales]}
            />
            <Bar dataKey="pounds" fill="#6f4e37" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
