import type { SVGProps } from 'react';
import { CardIcon, icon } from '@/components/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

function CashIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <rect x="3" y="6.5" width="18" height="11" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 9.5v5M17.5 9.5v5" />
    </svg>
  );
}

function WalletIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
      <path d="M4 7.5 15 4.5v3M16 13.5h.5" />
    </svg>
  );
}

function InstallmentsIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M8 14h2M12 14h2M16 14h.5" />
    </svg>
  );
}

function PhoneWalletIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3M9.5 9.5h5v4h-5z" />
    </svg>
  );
}

/** A receipt with a reference code: Pay at Fawry. */
function ReceiptCodeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5z" />
      <path d="M9 8h6M9 11.5h6M9 15h3" />
    </svg>
  );
}

/** Two arrows between accounts: an InstaPay bank transfer. */
function TransferIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...icon(props)}>
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
    </svg>
  );
}

const ICONS: Record<string, (props: IconProps) => React.JSX.Element> = {
  cash: CashIcon,
  cod: CashIcon,
  wallet: WalletIcon,
  card: CardIcon,
  installments: InstallmentsIcon,
  opay: PhoneWalletIcon,
  fawry: ReceiptCodeIcon,
  instapay: TransferIcon,
};

/** A payment method's icon by the API's key (cash, wallet, card, installments, opay, fawry, instapay); a card otherwise. */
export function PaymentIcon({ icon, ...props }: IconProps & { icon: string }) {
  const Icon = ICONS[icon] ?? CardIcon;
  return <Icon {...props} />;
}
