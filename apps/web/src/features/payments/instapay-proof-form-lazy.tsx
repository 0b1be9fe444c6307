'use client';

import dynamic from 'next/dynamic';

/**
 * The InstaPay proof form, drawn in the server's HTML but with its code (the upload, its call) in a chunk of its
 * own: only an order waiting for a transfer fetches it, so the order page's first load does not carry it
 * (budgets.json).
 */
export const InstapayProofForm = dynamic(() =>
  import('./instapay-proof-form').then((module) => module.InstapayProofForm),
);
