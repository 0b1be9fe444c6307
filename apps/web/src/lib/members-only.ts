/**
 * Pages only a signed-in shopper may open: the profile area, and the checkout's payment and success steps.
 * The cart page is open to guests (spec §6: a guest has a local cart); its "Proceed to checkout" then leads
 * to the login, which comes back to the payment step with the carts merged.
 */
export const isMembersOnly = (pathname: string): boolean =>
  /^\/(profile|checkout\/(checkout-payment|success))(\/|$)/.test(pathname);
