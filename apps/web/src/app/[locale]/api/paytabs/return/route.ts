import { type NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { getReturnDestination } from '@/features/payments/payment-return';
import { routing } from '@/i18n/routing';
import { confirmPaymentReturn } from '@/lib/api/payments';
import { env } from '@/lib/env';

type RouteProps = { params: Promise<{ locale: string }> };

/**
 * PayTabs posts the payment's result here from the shopper's browser (form fields and their signature). The
 * API verifies them and, if its notification has not come yet, asks PayTabs; then the shopper goes on to the
 * success page or back to the checkout's "Payment failed" (303: the next request is a GET).
 */
export async function POST(request: NextRequest, { params }: RouteProps) {
  const { locale: segment } = await params;
  const locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  const form = await request.formData().catch(() => null);
  const fields: Record<string, string> = {};
  for (const [name, value] of form?.entries() ?? []) if (typeof value === 'string') fields[name] = value;
  const result =
    Object.keys(fields).length > 0 ? await confirmPaymentReturn('paytabs', { fields }, locale) : null;
  const orderNumber = request.nextUrl.searchParams.get('order');
  return NextResponse.redirect(new URL(getReturnDestination(result, orderNumber), env.SITE_URL), 303);
}
