import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';

/**
 * Share a post: plain links to each network's share page (no widget, no script of theirs on ours), opened
 * in a new tab, with the post's absolute URL and title.
 */
export async function ShareLinks({ url, title, locale }: { url: string; title: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const targets = [
    { key: 'shareWhatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${link}` },
    { key: 'shareFacebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { key: 'shareX', label: 'X', href: `https://x.com/intent/post?text=${text}&url=${link}` },
    { key: 'shareEmail', label: t('emailLabel'), href: `mailto:?subject=${text}&body=${link}` },
  ] as const;
  return (
    <section aria-labelledby="share-title" className="flex flex-wrap items-center gap-3">
      <h2 id="share-title" className="font-semibold text-espresso-900 text-sm">
        {t('shareTitle')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.key}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(target.key)}
              className="inline-flex min-h-10 items-center rounded-full bg-white px-4 font-semibold text-espresso-900 text-sm ring-1 ring-crema-200 hover:bg-latte-100"
            >
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
