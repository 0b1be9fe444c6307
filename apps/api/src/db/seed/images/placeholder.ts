/**
 * Neutral fallback for products whose image is missing. Served as-is by the web, so it stays a tiny,
 * self-contained SVG that scales to any box.
 */
export function placeholderSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
    '<rect width="400" height="400" fill="#f3f1ee"/>' +
    '<g fill="none" stroke="#d6d1c9" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M130,170 L250,170 L244,240 Q240,272 190,272 Q140,272 136,240 Z"/>' +
    '<path d="M248,188 Q282,186 280,210 Q278,234 244,232"/>' +
    '<path d="M110,292 L270,292"/>' +
    '<path d="M172,146 q-8,-10 0,-20 q8,-10 0,-20 M204,146 q-8,-10 0,-20 q8,-10 0,-20"/>' +
    '</g></svg>'
  );
}
