'use client';

import type { AdminBanner, BannerBody, BannerKind } from '@coffee/contracts/backoffice-home';
import type { Locale } from '@coffee/contracts/common';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { isolated } from '@/components/ui/user-text';
import { callBff } from '@/lib/bff/call-bff';
import { deleteBanner, orderBanners, updateBanner } from '@/lib/bff/calls/admin-home';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCatalogCall } from '../kit/use-catalog-call';
import { BannerForm, titleOf } from './banner-form';
import { MoveButtons, smallButtonClass } from './home-list-parts';

/**
 * One banner list of the home page (its sliders or its advertisements): each with its picture, moved
 * earlier or later by buttons, shown or hidden by a switch, edited in both languages, removed after a
 * question. Every change is saved at once, and the storefront's cached home content is dropped.
 */
export function HomeBanners({
  kind,
  banners,
  locale,
}: {
  kind: BannerKind;
  banners: AdminBanner[];
  locale: Locale;
}) {
  const t = useTranslations('Admin.home');
  const common = useTranslations('Admin');
  const headingId = useId();
  const { run, pending, error } = useCatalogCall(locale, common('networkError'), 'content');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const ids = banners.map((banner) => banner.id);
  const bodyOf = (banner: AdminBanner, change: Partial<BannerBody>): BannerBody => ({
    title_en: banner.title_en,
    title_ar: banner.title_ar,
    subtitle_en: banner.subtitle_en,
    subtitle_ar: banner.subtitle_ar,
    link: banner.link,
    image: banner.image,
    is_active: banner.is_active,
    ...change,
  });

  return (
    <section aria-labelledby={headingId} aria-busy={pending} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold text-2xl text-espresso-900">
            {t(`${kind}.title`)}
          </h2>
          <p className="text-mocha-600 text-sm">{t(`${kind}.hint`)}</p>
        </div>
        {editing === 'new' ? null : (
          <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
            {t(`${kind}.add`)}
          </button>
        )}
      </div>
      <FormAlert message={error} />
      {editing === 'new' ? (
        <BannerForm kind={kind} banner={null} locale={locale} onDone={() => setEditing(null)} />
      ) : null}
      {banners.length === 0 ? <p className="text-mocha-600">{t(`${kind}.empty`)}</p> : null}
      <ol className="flex flex-col gap-3">
        {banners.map((banner, index) => {
          const title = titleOf(banner, locale);
          return (
            <li
              key={banner.id}
              className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-crema-200"
            >
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                {/* biome-ignore lint/performance/noImgElement: the store's own re-encoded media, shown as stored */}
                <img
                  src={banner.image_url}
                  alt=""
                  className={`w-full shrink-0 rounded-lg bg-latte-100 object-cover sm:w-48 ${kind === 'sliders' ? 'aspect-[5/2]' : 'aspect-[5/3]'}`}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-bold text-espresso-900 text-lg">{title}</p>
                  <p className="break-all text-mocha-600 text-sm" dir="ltr">
                    <span className="sr-only">{t('link')}: </span>
                    {banner.link}
                  </p>
                  <p className="text-sm">
                    {banner.is_active ? (
                      <span className="font-semibold text-leaf-700">{t('shown')}</span>
                    ) : (
                      <span className="font-semibold text-mocha-600">{t('hidden')}</span>
                    )}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <MoveButtons
                  ids={ids}
                  index={index}
                  title={title}
                  disabled={pending}
                  onOrder={(order) =>
                    run(() => callBff(orderBanners, { locale, params: { kind }, body: { ids: order } }))
                  }
                />
                <label className="flex min-h-11 items-center gap-2 px-2 text-espresso-900 text-sm">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={banner.is_active}
                    className="size-5"
                    checked={banner.is_active}
                    disabled={pending}
                    aria-label={t('activeOf', { title: isolated(title) })}
                    onChange={(event) =>
                      run(
                        () =>
                          callBff(updateBanner, {
                            locale,
                            params: { kind, id: banner.id },
                            body: bodyOf(banner, { is_active: event.target.checked }),
                          }),
                        event.target.checked ? t('nowShown', { title }) : t('nowHidden', { title }),
                      )
                    }
                  />
                  <span aria-hidden="true">{t('active')}</span>
                </label>
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-expanded={editing === banner.id}
                  aria-label={t('editOf', { title: isolated(title) })}
                  onClick={() => setEditing(editing === banner.id ? null : banner.id)}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={pending}
                  aria-label={t('deleteOf', { title: isolated(title) })}
                  onClick={() => setDeleting(banner)}
                >
                  {t('delete')}
                </button>
              </div>
              {editing === banner.id ? (
                <BannerForm kind={kind} banner={banner} locale={locale} onDone={() => setEditing(null)} />
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('confirmDelete', { title: titleOf(deleting, locale) }) : ''}
        confirmLabel={t('confirmDeleteYes')}
        cancelLabel={common('dialogBack')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const target = deleting;
          setDeleting(null);
          if (target) {
            await run(
              () => callBff(deleteBanner, { locale, params: { kind, id: target.id } }),
              t('deleted', { title: titleOf(target, locale) }),
            );
          }
        }}
      />
    </section>
  );
}
