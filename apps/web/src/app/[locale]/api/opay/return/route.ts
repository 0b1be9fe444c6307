import { type NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { getReturnDestination } from '@/features/payments/payment-return';
import { routing } from '@/i18n/routing';
import { confirmPaymentReturn } from '@/lib/api/payments';
import { env } from '@/lib/env';

type RouteProps = { params: Promise<{ locale: string }> };

/**
 * The OPay cashier sends the shopper's browser here when they finish. OPay signs nothing on this leg: the
 * return URL the API made carries our reference and `sig`, its token for that attempt, without which the API
 * tells nothing. The API settles from its notification, or asks OPay itself.
 */
export async function GET(request: NextRequest, { params }: RouteProps) {
  const { locale: segment } = await params;
  const locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  const reference = request.nextUrl.searchParams.get('ref');
  const signature = request.nextUrl.searchParams.get('sig');
  const result =
    reference && signature ? await confirmPaymentReturn('opay', { reference, signature }, locale) : null;
  const orderNumber = request.nextUrl.searchParams.get('order');
  return NextResponse.redirect(new URL(getReturnDestination(result, orderNumber), env.SITE_URL), 303);
}
