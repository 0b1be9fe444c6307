// What a shopper's browser asks for, as rotations of request paths.

/** Pages of a category listing a shopper actually reaches: the first few, not page 400. */
const PAGES = [1, 2, 3, 5];

/**
 * Autocomplete as typed on both storefronts: Arabic words in several spellings (normalization must make
 * them meet: قهوه / قهوة, مطحنه), English prefixes, one misspelling per language (the trigram path),
 * and a two-word query. The Arabic ones go with ar-SA, the English ones with en-US, as the pages send them.
 */
export const AUTOCOMPLETE_TERMS = [
  ['قهوة', 'ar-SA'],
  ['كنكة', 'ar-SA'],
  ['قهوه تركي', 'ar-SA'],
  ['مطحنه', 'ar-SA'],
  ['إسبريسو', 'ar-SA'],
  ['اسبرسو', 'ar-SA'],
  ['فلتر', 'ar-SA'],
  ['حبوب', 'ar-SA'],
  ['eth', 'en-US'],
  ['v60', 'en-US'],
  ['grind', 'en-US'],
  ['espresso', 'en-US'],
  ['espreso', 'en-US'],
  ['moka', 'en-US'],
  ['colomb', 'en-US'],
  ['french press', 'en-US'],
];

export function autocompletePaths() {
  return AUTOCOMPLETE_TERMS.map(([q, lang]) => `/autocomplete?q=${encodeURIComponent(q)}&lang=${lang}`);
}

/** Every category (as the API lists them) crossed with a few pages, interleaved so neighbours differ. */
export function productPaths(categoryIds) {
  const paths = [];
  for (const page of PAGES) {
    for (const id of categoryIds) paths.push(`/products?category=${id}&page=${page}&lang=en-US`);
  }
  return paths;
}

export async function fetchCategoryIds(baseUrl) {
  const response = await fetch(`${baseUrl}/categories?lang=en-US`);
  if (!response.ok) throw new Error(`GET /categories → ${response.status}`);
  const { data } = await response.json();
  return data.map((category) => category.id);
}

/** One real answer, the one the ceiling serves: the first category's first page. */
export async function captureProductsAnswer(baseUrl, categoryId) {
  const response = await fetch(`${baseUrl}/products?category=${categoryId}&lang=en-US`);
  if (!response.ok) throw new Error(`GET /products → ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** How many different products the product-page target rotates through. */
export const PRODUCT_PAGES = 64;

/** Products from the first page of every category, each asked for in both languages in turn. */
export async function productDetailPaths(baseUrl, categoryIds) {
  const ids = [];
  const perCategory = Math.ceil(PRODUCT_PAGES / categoryIds.length);
  for (const category of categoryIds) {
    const response = await fetch(
      `${baseUrl}/products?category=${category}&per_page=${perCategory}&lang=en-US`,
    );
    if (!response.ok) throw new Error(`GET /products → ${response.status}`);
    const { data } = await response.json();
    ids.push(...data.map((product) => product.id));
  }
  return ids
    .slice(0, PRODUCT_PAGES)
    .map((id, index) => `/product/${id}?lang=${index % 2 === 0 ? 'en-US' : 'ar-SA'}`);
}
