import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';
import { ArrowForwardIcon } from './icons';

type SeeAllLinkProps = {
  href: string;
  label: string;
  /** What "all" means, read after the label by screen readers: usually the section's title. */
  context: string;
  className?: string;
};

/** A section's "View all" link: the label, then the section's title for screen readers, then an arrow. */
export function SeeAllLink({ href, label, context, className }: SeeAllLinkProps) {
  return (
    <Link href={href} className={clsx('see-all', className)}>
      {label}
      <span className="sr-only">: {context}</span>
      <ArrowForwardIcon className="size-4" />
    </Link>
  );
}

type SectionHeadingProps = {
  /** Give it when the section is labelled by its heading (`aria-labelledby`). */
  id?: string;
  title: string;
  intro?: string;
  /** A "View all" link at the end of the line. */
  action?: { href: string; label: string };
  className?: string;
};

/** The title of a page section (h2), with an optional line of introduction and a "View all" link. */
export function SectionHeading({ id, title, intro, action, className }: SectionHeadingProps) {
  return (
    <div className={clsx('section-head', className)}>
      <div className="min-w-0">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {intro ? <p className="section-intro">{intro}</p> : null}
      </div>
      {action ? <SeeAllLink href={action.href} label={action.label} context={title} /> : null}
    </div>
  );
}
