import { clsx } from 'clsx';

/**
 * A post's or page's body as the API renders it: Markdown turned into HTML and sanitized on the server (no
 * scripts, handlers or remote images can be in it), so it is put in the page as is and styled here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(
        'text-pretty text-base text-espresso-900 leading-relaxed',
        '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-bold [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-bold [&_h3]:text-xl',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 rtl:[&_ol]:list-[arabic-indic] [&_li]:my-1.5',
        '[&_a]:font-semibold [&_a]:text-mocha-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-espresso-900',
        '[&_blockquote]:my-4 [&_blockquote]:border-caramel-300 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:text-mocha-600',
        '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-crema-200 [&_td]:p-2 [&_th]:border [&_th]:border-crema-200 [&_th]:bg-latte-100 [&_th]:p-2 [&_th]:text-start',
        '[&_code]:rounded [&_code]:bg-latte-100 [&_code]:px-1',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API (sanitize-html, allow-list).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
