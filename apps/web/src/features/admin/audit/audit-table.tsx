import type { AuditAction, AuditEntry } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import { AdminTable, type Column } from '../kit/admin-table';

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
} as const satisfies Record<AuditAction, string>;

/** `{status: "PLACED"}` → `status: PLACED`: the fields a change touched, as stored (not translated). */
const describeFields = (fields: Record<string, unknown> | null) =>
  fields === null
    ? '—'
    : Object.entries(fields)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ');

/** The audit log, newest first: when, who (and in what role), the action, on what, before → after, the note. */
export async function AuditTable({ entries, locale }: { entries: AuditEntry[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('when'),
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>,
    },
    {
      key: 'who',
      header: t('who'),
      cell: (entry) => (
        <>
          <span className="block break-all text-espresso-900">{entry.actor}</span>
          <span className="block">{t(`role.${entry.actor_role}`)}</span>
        </>
      ),
    },
    { key: 'action', header: t('action'), cell: (entry) => t(ACTION_KEYS[entry.action]) },
    { key: 'what', header: t('what'), dir: 'ltr', cell: (entry) => entry.entity_key },
    {
      key: 'change',
      header: t('change'),
      dir: 'ltr',
      cell: (entry) => (
        <>
          {describeFields(entry.before)} → {describeFields(entry.after)}
        </>
      ),
    },
    { key: 'note', header: t('note'), cell: (entry) => entry.note ?? '' },
  ];
  return <AdminTable caption={t('auditCaption')} columns={columns} rows={entries} minWidth="min-w-[52rem]" />;
}
