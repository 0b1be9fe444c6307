import type { AuditAction, AuditEntry } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';

const cellClass = 'px-3 py-3 text-start align-top';

/** Message keys of the actions (next-intl reads a dot in a key as nesting, so they are spelled apart). */
const ACTION_KEYS = {
  'order.status': 'actions.orderStatus',
  'product.pricing': 'actions.productPricing',
  'variant.pricing': 'actions.variantPricing',
  'customer.wallet': 'actions.customerWallet',
  'customer.block': 'actions.customerBlock',
  'order_line.ready': 'actions.orderLineReady',
  'settings.update': 'actions.settingsUpdate',
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
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">{t('auditCaption')}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {(['when', 'who', 'action', 'what', 'change', 'note'] as const).map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cellClass} whitespace-nowrap`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
              </td>
              <td className={cellClass}>
                <span className="block break-all text-espresso-900">{entry.actor}</span>
                <span className="block">{t(`role.${entry.actor_role}`)}</span>
              </td>
              <td className={cellClass}>{t(ACTION_KEYS[entry.action])}</td>
              <td className={cellClass} dir="ltr">
                {entry.entity_key}
              </td>
              <td className={cellClass} dir="ltr">
                {describeFields(entry.before)} → {describeFields(entry.after)}
              </td>
              <td className={cellClass}>{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
