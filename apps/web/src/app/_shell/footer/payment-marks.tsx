import type { ReactNode } from 'react';

/**
 * The accepted payment brands as small inline badges (no remote images): card, instalment and wallet.
 * Simplified marks in each brand's colour; the name is the accessible text.
 */
type PaymentBrand = { name: string; mark: ReactNode };

const font = 'Arial, Helvetica, sans-serif';

function Badge({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 40"
      role="img"
      aria-label={name}
      className="h-8 w-auto rounded-md shadow-sm"
    >
      <title>{name}</title>
      <rect width="64" height="40" rx="6" fill="#ffffff" />
      {children}
    </svg>
  );
}

function Wordmark({
  text,
  color,
  size = 13,
  italic = false,
}: {
  text: string;
  color: string;
  size?: number;
  italic?: boolean;
}) {
  return (
    <text
      x="32"
      y="25"
      textAnchor="middle"
      fontFamily={font}
      fontSize={size}
      fontWeight="700"
      fontStyle={italic ? 'italic' : 'normal'}
      fill={color}
      direction="ltr"
    >
      {text}
    </text>
  );
}

export const CARD_BRANDS: PaymentBrand[] = [
  { name: 'Visa', mark: <Wordmark text="VISA" color="#1a1f71" size={16} italic /> },
  {
    name: 'Mastercard',
    mark: (
      <>
        <circle cx="25" cy="20" r="10" fill="#eb001b" />
        <circle cx="39" cy="20" r="10" fill="#f79e1b" />
        <path d="M32 12.9a10 10 0 0 1 0 14.2 10 10 0 0 1 0-14.2z" fill="#ff5f00" />
      </>
    ),
  },
  { name: 'Meeza', mark: <Wordmark text="meeza" color="#00796b" size={14} /> },
];

export const INSTALMENT_BRANDS: PaymentBrand[] = [
  { name: 'valU', mark: <Wordmark text="valU" color="#0b8f87" size={15} /> },
  { name: 'Sympl', mark: <Wordmark text="sympl" color="#4b2c82" size={14} /> },
];

export const WALLET_BRANDS: PaymentBrand[] = [
  {
    name: 'Vodafone Cash',
    mark: (
      <>
        <circle cx="14" cy="20" r="8" fill="#e60000" />
        <path
          d="M15.5 15.5c-2.6.2-4.3 2-4.3 4.4 0 2 1.4 3.5 3.2 3.5 1.7 0 3-1.3 3-3 0-1.6-1.1-2.3-2.3-2.6.1-1 .2-1.6.4-2.3z"
          fill="#ffffff"
        />
        <text
          x="40"
          y="24"
          textAnchor="middle"
          fontFamily={font}
          fontSize="11"
          fontWeight="700"
          fill="#e60000"
        >
          Cash
        </text>
      </>
    ),
  },
  { name: 'InstaPay', mark: <Wordmark text="InstaPay" color="#5b2a86" size={11} /> },
];

export function PaymentBrandList({ label, brands }: { label: string; brands: PaymentBrand[] }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h3 className="font-semibold text-mocha-400 text-xs">{label}</h3>
      <ul className="flex flex-wrap items-center gap-2">
        {brands.map((brand) => (
          <li key={brand.name}>
            <Badge name={brand.name}>{brand.mark}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
