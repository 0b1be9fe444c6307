import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StepSection } from './step-section';

// One digit system per page: the checkout's step numbers are written as the prices beside them.

const step = (locale: 'en' | 'ar') =>
  renderToStaticMarkup(
    createElement(StepSection, {
      id: 'checkout-delivery',
      number: 2,
      title: 'Delivery',
      locale,
      // biome-ignore lint/correctness/noChildrenProp: createElement's types want the required children among the props
      children: null,
    }),
  );

describe('StepSection', () => {
  it('numbers the step in the page’s digits', () => {
    expect(step('ar')).toContain('>٢</span>');
    expect(step('en')).toContain('>2</span>');
  });
});
