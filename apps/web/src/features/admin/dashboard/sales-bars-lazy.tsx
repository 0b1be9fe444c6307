'use client';

import dynamic from 'next/dynamic';

/** The chart's drawing, loaded after the page (see sales-chart.tsx); nothing is drawn on the server. */
export const SalesBars = dynamic(() => import('./sales-bars').then((module) => module.SalesBars), {
  ssr: false,
});
