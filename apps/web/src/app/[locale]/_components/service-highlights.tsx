import { useTranslations } from 'next-intl';
import type { ComponentType, SVGProps } from 'react';
import { CardIcon, HeadsetIcon, TruckIcon } from '@/components/ui/icons';

type Highlight = {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Faces the direction of reading (the truck), so it mirrors on Arabic pages. */
  directional?: boolean;
  title: 'deliveryTitle' | 'paymentTitle' | 'supportTitle';
  text: 'deliveryText' | 'paymentText' | 'supportText';
};

const HIGHLIGHTS: Highlight[] = [
  { Icon: TruckIcon, title: 'deliveryTitle', text: 'deliveryText', directional: true },
  { Icon: CardIcon, title: 'paymentTitle', text: 'paymentText' },
  { Icon: HeadsetIcon, title: 'supportTitle', text: 'supportText' },
];

/** The spec's promises to shoppers (delivery time, payment methods, support hours), under the hero. */
export function ServiceHighlights() {
  const t = useTranslations('Home.highlights');
  return (
    <ul className="highlights">
      {HIGHLIGHTS.map(({ Icon, title, text, directional }) => (
        <li key={title} className="highlight">
          <span className="highlight-icon">
            <Icon className={directional ? 'size-6 rtl:-scale-x-100' : 'size-6'} />
          </span>
          <span>
            <span className="block font-semibold text-espresso-900">{t(title)}</span>
            <span className="mt-1 block text-mocha-600 text-sm">{t(text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
