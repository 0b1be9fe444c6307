/**
 * The accepted payment brands as small badges: card, instalment and wallet. Simplified marks in each brand's
 * colour, served as static SVG files from public/payment-marks (not inline SVG, which every page's HTML and
 * React's copy of it would carry twice); the name is the image's alternative text.
 */
type PaymentBrand = { name: string; file: string };

export const CARD_BRANDS: PaymentBrand[] = [
  { name: 'Visa', file: 'visa' },
  { name: 'Mastercard', file: 'mastercard' },
  { name: 'Meeza', file: 'meeza' },
];

export const INSTALMENT_BRANDS: PaymentBrand[] = [
  { name: 'valU', file: 'valu' },
  { name: 'Sympl', file: 'sympl' },
];

export const WALLET_BRANDS: PaymentBrand[] = [
  { name: 'Vodafone Cash', file: 'vodafone-cash' },
  { name: 'InstaPay', file: 'instapay' },
];

export function PaymentBrandList({ label, brands }: { label: string; brands: PaymentBrand[] }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h3 className="font-semibold text-mocha-400 text-xs">{label}</h3>
      <ul className="flex flex-wrap items-center gap-2">
        {brands.map((brand) => (
          <li key={brand.name}>
            {/* biome-ignore lint/performance/noImgElement: a 300-byte SVG badge needs no optimizer */}
            <img
              src={`/payment-marks/${brand.file}.svg`}
              alt={brand.name}
              width={51}
              height={32}
              loading="lazy"
              decoding="async"
              className="h-8 w-auto rounded-md shadow-sm"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
