import type { AuditAction, AuditEntry } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';
import { type AuditFieldChange, type AuditValue, type StatusList, toAuditChanges } from './audit-changes';

/** Message keys of the actions (next-intl reads a dot in a key as nesting, so they are spelled apart). */
const ACTION_KEYS = {
  'order.status': 'actions.orderStatus',
  'product.pricing': 'actions.productPricing',
  'variant.pricing': 'actions.variantPricing',
  'customer.wallet': 'actions.customerWallet',
  'customer.block': 'actions.customerBlock',
  'order_line.ready': 'actions.orderLineReady',
  'settings.update': 'actions.settingsUpdate',
  'settings.invoices': 'actions.settingsInvoices',
  'shipping_zone.fee': 'actions.shippingZoneFee',
  'product.create': 'actions.productCreate',
  'product.update': 'actions.productUpdate',
  'product.images': 'actions.productImages',
  'variant.create': 'actions.variantCreate',
  'variant.update': 'actions.variantUpdate',
  'variant.delete': 'actions.variantDelete',
  'category.create': 'actions.categoryCreate',
  'category.update': 'actions.categoryUpdate',
  'sub_category.create': 'actions.subCategoryCreate',
  'sub_category.update': 'actions.subCategoryUpdate',
  'brand.create': 'actions.brandCreate',
  'brand.update': 'actions.brandUpdate',
  'partner.approve': 'actions.partnerApprove',
  'partner.reject': 'actions.partnerReject',
  'coupon.create': 'actions.couponCreate',
  'coupon.update': 'actions.couponUpdate',
  'shipping_zone.create': 'actions.zoneCreate',
  'shipping_zone.governorate': 'actions.zoneGovernorate',
  'post.create': 'actions.postCreate',
  'post.update': 'actions.postUpdate',
  'post.image': 'actions.postImage',
  'post.delete': 'actions.postDelete',
  'recipe.create': 'actions.recipeCreate',
  'recipe.update': 'actions.recipeUpdate',
  'recipe.image': 'actions.recipeImage',
  'recipe.delete': 'actions.recipeDelete',
  'page.update': 'actions.pageUpdate',
  'partner.invitation': 'actions.partnerInvitation',
  'slider.create': 'actions.sliderCreate',
  'slider.update': 'actions.sliderUpdate',
  'slider.delete': 'actions.sliderDelete',
  'slider.order': 'actions.sliderOrder',
  'advertisement.create': 'actions.advertisementCreate',
  'advertisement.update': 'actions.advertisementUpdate',
  'advertisement.delete': 'actions.advertisementDelete',
  'advertisement.order': 'actions.advertisementOrder',
  'shipping_step.update': 'actions.shippingStepUpdate',
  'shipping_step.order': 'actions.shippingStepOrder',
  'review.approve': 'actions.reviewApprove',
  'review.hide': 'actions.reviewHide',
  'shipment.book': 'actions.shipmentBook',
  'shipment.cancel': 'actions.shipmentCancel',
  'synonym.create': 'actions.synonymCreate',
  'synonym.update': 'actions.synonymUpdate',
  'synonym.delete': 'actions.synonymDelete',
  'cod_refusal.mark': 'actions.codRefusalMark',
  'cod_refusal.clear': 'actions.codRefusalClear',
  'return.approve': 'actions.returnApprove',
  'return.refuse': 'actions.returnRefuse',
  'return.complete': 'actions.returnComplete',
  'refund.retry': 'actions.refundRetry',
  'instapay.confirm': 'actions.instapayConfirm',
  'instapay.refuse': 'actions.instapayRefuse',
} as const satisfies Record<AuditAction, string>;

/** Where each kind of status is named: the same words the order, review and partner pages use. */
const STATUS_KEYS: Record<StatusList, (code: string) => string> = {
  order: (code) => `Admin.statusNames.${code}`,
  payment: (code) => `OrderHistory.paymentStatus.${code}`,
  review: (code) => `Admin.reviews.statusNames.${code}`,
  partner: (code) => `Admin.partners.statusNames.${code}`,
};

/** The page's messages by keys built at run time (field names, status codes): `has` says whether one exists. */
type Translate = {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
};

/** One side of a change in the page's language; user text and codes isolated from the page's direction. */
function Value({ value, t, locale }: { value: AuditValue; t: Translate; locale: Locale }) {
  switch (value.kind) {
    case 'none':
      return <>{t('Admin.auditLog.none')}</>;
    case 'yes':
    case 'no':
      return <>{t(`Admin.auditLog.${value.kind}`)}</>;
    case 'number':
      return <>{formatNumber(value.value, locale, 2)}</>;
    case 'money':
      return <bdi>{formatPrice(value.piastres, locale)}</bdi>;
    case 'status': {
      const key = STATUS_KEYS[value.list](value.code);
      return t.has(key) ? t(key) : <bdi dir="ltr">{value.code}</bdi>;
    }
    case 'text':
      return <bdi>{value.text}</bdi>;
    case 'data':
      return (
        <bdi dir="ltr" className="font-mono text-xs [overflow-wrap:anywhere]">
          {value.json}
        </bdi>
      );
    case 'length':
      return <>{formatNumber(value.characters, locale, 0)}</>;
  }
}

function Change({ change, t, locale }: { change: AuditFieldChange; t: Translate; locale: Locale }) {
  const fieldKey = `Admin.auditLog.fields.${change.field}`;
  const field = t.has(fieldKey) ? t(fieldKey) : <bdi dir="ltr">{change.field}</bdi>;
  if (change.before.kind === 'length' || change.after.kind === 'length') {
    const count = (value: AuditValue) => (value.kind === 'length' ? value.characters : 0);
    return (
      <li>
        <span className="font-semibold text-espresso-900">{field}</span>{' '}
        {t('Admin.auditLog.lengthChange', {
          before: formatNumber(count(change.before), locale, 0),
          after: formatNumber(count(change.after), locale, 0),
          count: count(change.after),
        })}
      </li>
    );
  }
  return (
    <li>
      <span className="font-semibold text-espresso-900">{field}</span>{' '}
      <Value value={change.before} t={t} locale={locale} /> {locale === 'ar' ? '←' : '→'}{' '}
      <Value value={change.after} t={t} locale={locale} />
    </li>
  );
}

/** The audit log, newest first: when, who (and in what role), the action, on what, before → after, the note. */
export async function AuditTable({ entries, locale }: { entries: AuditEntry[]; locale: Locale }) {
  const [tAdmin, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale }) as unknown as Promise<Translate>,
  ]);
  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: tAdmin('when'),
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>,
    },
    {
      key: 'who',
      header: tAdmin('who'),
      className: 'min-w-48',
      cell: (entry) => (
        <>
          <bdi className="block text-espresso-900">{entry.actor_name}</bdi>
          {entry.actor_email ? (
            <bdi dir="ltr" className="block text-xs [overflow-wrap:anywhere]">
              {entry.actor_email}
            </bdi>
          ) : null}
          <span className="block text-xs">{tAdmin(`role.${entry.actor_role}`)}</span>
        </>
      ),
    },
    { key: 'action', header: tAdmin('action'), cell: (entry) => tAdmin(ACTION_KEYS[entry.action]) },
    {
      key: 'what',
      header: tAdmin('what'),
      cell: (entry) => {
        const kind = `Admin.auditLog.entities.${entry.entity}`;
        return (
          <>
            <span className="block">{t.has(kind) ? t(kind) : entry.entity}</span>
            <bdi dir="ltr" className="block whitespace-nowrap">
              {entry.entity_key}
            </bdi>
          </>
        );
      },
    },
    {
      key: 'change',
      header: tAdmin('change'),
      className: 'min-w-64',
      cell: (entry) => (
        <ul className="flex flex-col gap-1">
          {toAuditChanges(entry.entity, entry.before, entry.after).map((change) => (
            <Change key={change.field} change={change} t={t} locale={locale} />
          ))}
        </ul>
      ),
    },
    { key: 'note', header: tAdmin('note'), cell: (entry) => (entry.note ? <bdi>{entry.note}</bdi> : '') },
  ];
  return (
    <AdminTable caption={tAdmin('auditCaption')} columns={columns} rows={entries} minWidth="min-w-[60rem]" />
  );
}
