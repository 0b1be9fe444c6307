import type { Address } from '@coffee/contracts/account';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressCard } from './address-card';

// The card's actions are named with the address's title for screen readers: the title is what the shopper
// typed, so it is isolated in the sentence (FSI … PDI) and put in as written, whatever characters it holds.

const address: Address = {
  id: 7,
  title: 'Work $& co',
  country: 'EG',
  governorate: { id: 1, name: 'Cairo' },
  city: { id: 2, name: 'Nasr City' },
  area: 'Seventh District',
  street: '12 Abbas El Akkad',
  details: '',
  recipient_name: 'Mona Salem',
  mobile: '+201001234567',
  is_primary: false,
  created_at: '2026-11-01T10:00:00Z',
};

const labels = {
  primary: 'Primary',
  edit: 'Edit',
  delete: 'Delete',
  setPrimary: 'Set as primary',
  editNamed: 'Edit {title}',
  deleteNamed: 'Delete {title}',
  setPrimaryNamed: 'Set as primary: {title}',
};

function ariaLabels(title: string): string[] {
  const html = renderToStaticMarkup(
    createElement(AddressCard, {
      address: { ...address, title },
      locale: 'ar',
      labels,
      busy: false,
      onEdit: () => {},
      onDelete: () => {},
      onSetPrimary: () => {},
    }),
  );
  return [...html.matchAll(/aria-label="([^"]*)"/g)].map(([, label = '']) => label.replaceAll('&amp;', '&'));
}

describe('AddressCard', () => {
  it('names its actions with the title isolated, so a Latin title keeps an Arabic sentence in order', () => {
    expect(ariaLabels('Home')).toEqual([
      'Edit \u2068Home\u2069',
      'Delete \u2068Home\u2069',
      'Set as primary: \u2068Home\u2069',
    ]);
  });

  it('puts the title in as written, even one holding a replacement pattern such as $&', () => {
    expect(ariaLabels('Work $& co')[0]).toBe('Edit \u2068Work $& co\u2069');
  });
});
