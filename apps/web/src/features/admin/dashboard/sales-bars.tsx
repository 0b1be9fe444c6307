'use client';

import type { Locale } from '@coffee/contracts/common';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/lib/format/money';
import { numberLocale } from '@/lib/format/number';

export type SalesBarsProps = {
  data: { label: string; pounds: number }[];
  rtl: boolean;
  locale: Locale;
  salesLabel: string;
};

/** The bars of SalesChart; recharts' keyboard layer is off so nothing inside the hidden drawing takes focus. */
export function SalesBars({ data, rtl, locale, salesLabel }: SalesBarsProps) {
  return (
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
        <Tooltip formatter={(value) => [formatPrice(Math.round(Number(value) * 100), locale), salesLabel]} />
        <Bar dataKey="pounds" fill="#6f4e37" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
