// Tashkeel, superscript alef and tatweel: marks on letters, never an initial of their own.
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
// Arabic's definite article, which most family names carry (السيد، الشريف): the initial is the letter after it.
const ARTICLE = /^ال(?=\p{L}{2})/u;
// Latin spellings of it ("El-Sayed", "Al Masry", "el Shenawy"), read the same way.
const LATIN_ARTICLE = /^(?:el|al)[-\s'’]+(?=\p{L})/iu;
// Two Latin letters that spell one Arabic sound at the start of a transliterated name (Khaled, Shaker).
const DIGRAPH = /^(?:kh|sh|gh|th|dh)/i;

/** The first letter a reader would take as the name's initial, keeping its case and script. */
function initialOf(lastName: string): string {
  const name = lastName.normalize('NFC').replace(MARKS, '').trim();
  if (!name) return '';
  const bare = name.replace(LATIN_ARTICLE, '').replace(ARTICLE, '');
  const digraph = DIGRAPH.exec(bare);
  if (digraph) return digraph[0][0]!.toUpperCase() + digraph[0][1]!.toLowerCase();
  const [first] = Array.from(bare);
  return first ? first.toLocaleUpperCase() : '';
}

/**
 * How a shopper signs a review: their first name and the initial of their last name, in whatever script they
 * wrote them ("Mariam S.", «مريم س.», «محمد س.» for محمد السيد, "Hassan Kh." for Hassan Khaled). Only the
 * first word of the first name: "Mohamed Ahmed" is someone's first and father's names, which the store does
 * not show; «عبد الله» and "Abdel Rahman" keep their two words, as they are one name.
 */
export function reviewerName(firstName: string, lastName: string): string {
  const words = firstName.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  const compound = words.length > 1 && /^(?:عبد|abd|abdel|abdul|abdal|abu|abou|أبو|ابو)$/iu.test(words[0]!);
  const first = compound ? words.slice(0, 2).join(' ') : (words[0] ?? '');
  const initial = initialOf(lastName);
  return initial ? `${first} ${initial}.` : first;
}
