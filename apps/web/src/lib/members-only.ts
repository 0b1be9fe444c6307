/**
 * Pages only a signed-in shopper may open: the profile area, the checkout's payment and success steps, and
 * the back office and seller portal (whose layouts then check the role with the API), and the page where an
 * account's owner accepts an approved partner application.
 * The cart page is open to guests (spec §6: a guest has a local cart); its "Proceed to checkout" then leads
 * to the login, which comes back to the payment step with the carts merged.
 */
export const isMembersOnly = (pathname: string): boolean =>
  /^\/(profile|admin|seller|become-partner\/accept|checkout\/(checkout-payment|success))(\/|$)/.test(
    pathname,
  );
