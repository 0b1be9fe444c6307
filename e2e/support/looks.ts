import { expect, type Locator, type Page } from '@playwright/test';

/** What makes two cards of a page look alike: the frame (ring, shadow, corners, padding) and the heading. */
async function frameOf(card: Locator) {
  return card.evaluate((element) => {
    const frame = getComputedStyle(element);
    const heading = element.querySelector('h2');
    const title = heading ? getComputedStyle(heading) : null;
    return {
      background: frame.backgroundColor,
      ringAndShadow: frame.boxShadow,
      corners: frame.borderRadius,
      padding: frame.padding,
      heading: title ? [title.fontSize, title.fontWeight, title.color, title.marginBlockEnd].join(' ') : null,
    };
  });
}

/**
 * A card drawn by one feature (the Fawry code, the InstaPay transfer) looks as its sibling does, at the
 * journeys' desktop width and at a phone's (the padding changes at `sm`).
 */
export async function expectSameFrame(page: Page, card: Locator, sibling: Locator) {
  const desktop = page.viewportSize();
  for (const size of [desktop, { width: 390, height: 844 }]) {
    if (size) await page.setViewportSize(size);
    expect(await frameOf(card)).toEqual(await frameOf(sibling));
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** The whole page on a desktop and on a phone, to e2e/screenshots/ (not committed), for a person to look at. */
export async function photograph(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.screenshot({ path: `e2e/screenshots/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e/screenshots/${name}-phone.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}
