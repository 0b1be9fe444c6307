/**
 * Franco-Arabic (Arabizi): Arabic typed in Latin letters and digits, as many Egyptians search — `2ahwa torki`
 * for قهوة تركي, `kanaka` for كنكة, `bonn` for بن. A Latin word becomes the Arabic spellings it may stand for,
 * kept only when the catalog has such a word, so the search can look for them beside the Latin text.
 * The table and its sources: docs/decisions/0033-search-franco-arabic.md.
 *
 * Spellings are built letter by letter and pruned as soon as no catalog word starts with what has been built
 * (a sorted vocabulary, binary search), so a long word costs a few hundred steps, not 3^length; a step budget
 * and a cap on the spellings kept bound it whatever the input. Letters are produced in their normalized form
 * (lib/normalize.ts: ة → ه, أ/إ/آ → ا, ى → ي), the form the catalog's words are stored in.
 */

/** Several Latin letters read as one Arabic letter (or none); tried before single letters. */
const GROUPS: Record<string, readonly string[]> = {
  "3'": ['غ'],
  "7'": ['خ'],
  "9'": ['ض'],
  "6'": ['ظ'],
  kh: ['خ'],
  sh: ['ش'],
  ch: ['ش'],
  gh: ['غ'],
  th: ['ث', 'ت'],
  dh: ['ذ', 'د', 'ض'],
  ph: ['ف'],
  aa: ['ا'],
  ee: ['ي'],
  ii: ['ي'],
  oo: ['و'],
  ou: ['و'],
  uu: ['و'],
  ei: ['ي'],
  ai: ['اي', 'ي'],
  ay: ['اي', 'ي'],
};

/**
 * One Latin letter or digit. Digits as the chat alphabet uses them (2 is hamza, or qaf as Egyptians say it);
 * vowels may be short (unwritten: '') or long (ا و ي); consonants with their emphatic twins.
 */
const LETTERS: Record<string, readonly string[]> = {
  '2': ['ء', 'ق', 'ا'],
  '3': ['ع'],
  '5': ['خ'],
  '6': ['ط'],
  '7': ['ح'],
  '8': ['ق', 'غ'],
  '9': ['ص', 'ق'],
  a: ['', 'ا'],
  e: ['', 'ي'],
  i: ['', 'ي'],
  o: ['', 'و'],
  u: ['', 'و'],
  b: ['ب'],
  p: ['ب'],
  t: ['ت', 'ط'],
  d: ['د', 'ض'],
  s: ['س', 'ص', 'ز'],
  z: ['ز', 'ظ'],
  k: ['ك', 'ق'],
  q: ['ق', 'ك'],
  c: ['ك', 'س'],
  x: ['كس'],
  g: ['ج', 'غ'],
  j: ['ج'],
  h: ['ه', 'ح'],
  f: ['ف'],
  v: ['ف'],
  l: ['ل'],
  m: ['م'],
  n: ['ن'],
  r: ['ر'],
  w: ['و'],
  y: ['ي'],
};

/** A word's last letter: a final vowel is often taa marbuta or alef; a final t the construct state (-et). */
const FINAL: Record<string, readonly string[]> = {
  a: ['ه', 'ا', ''],
  e: ['ه', 'ي', ''],
  i: ['ي', ''],
  y: ['ي'],
  t: ['ت', 'ه', 'ط'],
};

/** A word's first vowel carries a glottal stop: alef, hamza, ain, or qaf as Egyptians say it (ahwa = qahwa). */
const INITIAL_VOWEL = ['ا', 'ق', 'ع', 'ء'];

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const LATIN_WORD = /^[a-z0-9']+$/;
const HAS_LETTER = /[a-z]/;
/** Latin words shorter than this are too short to read (`2a`, `dr`): they match as typed only. */
const MIN_LATIN_LENGTH = 3;
/** Latin words longer than this are not Franco worth guessing (and would only spend the budget). */
const MAX_LATIN_LENGTH = 16;
/** Steps (spellings extended by one letter) allowed per word. */
const STEP_BUDGET = 4000;
/** A shorter spelling that only begins catalog words would match nearly all of them. */
const MIN_PREFIX = 3;
/** Spellings kept per word. */
export const MAX_SPELLINGS = 3;
/** A two-letter Latin word still being typed after a Franco one (`2ahwa to`) is read from this many letters. */
export const SHORT_LATIN_LENGTH = 2;

/** Whether a search word may be Franco: Latin letters, digits, apostrophes, at least one letter. */
export const isFrancoCandidate = (word: string) =>
  word.length >= MIN_LATIN_LENGTH &&
  word.length <= MAX_LATIN_LENGTH &&
  LATIN_WORD.test(word) &&
  HAS_LETTER.test(word);

/** The catalog's Arabic words, sorted, with and without a leading article (ال، بال، لل…). */
export class ArabicVocabulary {
  private readonly sorted: string[];
  private readonly words: Set<string>;

  constructor(words: Iterable<string>) {
    const all = new Set<string>();
    for (const word of words) {
      all.add(word);
      const bare = /^(?:وال|بال|فال|كال|ال|لل)(.{2,})$/.exec(word)?.[1];
      if (bare) all.add(bare);
    }
    this.words = all;
    this.sorted = [...all].sort();
  }

  get size() {
    return this.sorted.length;
  }

  has(word: string) {
    return this.words.has(word);
  }

  /** Whether some catalog word starts with `prefix`. */
  startsAny(prefix: string) {
    if (prefix === '') return true;
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return this.sorted[low]?.startsWith(prefix) ?? false;
  }
}

export type FrancoSpellings = {
  /** Arabic spellings that are catalog words (after an article, if any). */
  words: string[];
  /** Arabic spellings that only begin a catalog word: a word still being typed. */
  prefixes: string[];
};

/** The Arabic spellings a Latin word may stand for, that the catalog has; at most MAX_SPELLINGS of each. */
export function francoSpellings(latin: string, vocabulary: ArabicVocabulary): FrancoSpellings {
  const words: string[] = [];
  const prefixes: string[] = [];
  if (!isFrancoCandidate(latin)) return { words, prefixes };
  let steps = 0;
  const seen = new Set<string>();

  const visit = (position: number, built: string) => {
    if (steps++ > STEP_BUDGET || words.length >= MAX_SPELLINGS) return;
    if (position === latin.length) {
      if (built === '' || seen.has(built)) return;
      seen.add(built);
      if (vocabulary.has(built)) words.push(built);
      else if (built.length >= MIN_PREFIX && prefixes.length < MAX_SPELLINGS) prefixes.push(built);
      return;
    }
    for (const [length, arabic] of readings(latin, position)) {
      for (const letters of arabic) {
        const next = built + letters;
        if (letters !== '' && !vocabulary.startsAny(next)) continue;
        visit(position + length, next);
      }
    }
  };
  visit(0, '');
  return { words, prefixes };
}

/**
 * The Arabic beginnings a two-letter Latin word may stand for while it is still being typed, after a word read as
 * Franco (`2ahwa to` → ت, تو, ط: تركي is among what `to` begins). Each begins a catalog word; the last letter is
 * read as inside a word (no taa marbuta: `ma` → م، ما, not مه), and a spelling may be a single letter, since the
 * vowel after it is often unwritten (`to` → ت). At most MAX_SPELLINGS, likeliest first (the table's order): the
 * first is what the phrase is ranked on. Every one is only the start of a word (decision 0033, amendment).
 */
export function francoPrefixes(latin: string, vocabulary: ArabicVocabulary): string[] {
  const found: string[] = [];
  if (latin.length !== SHORT_LATIN_LENGTH || !LATIN_WORD.test(latin) || !HAS_LETTER.test(latin)) return found;
  const visit = (position: number, built: string) => {
    if (found.length >= MAX_SPELLINGS) return;
    if (position === latin.length) {
      if (built !== '' && !found.includes(built)) found.push(built);
      return;
    }
    for (const [length, arabic] of readings(latin, position, true)) {
      for (const letters of arabic) {
        const next = built + letters;
        if (letters !== '' && !vocabulary.startsAny(next)) continue;
        visit(position + length, next);
      }
    }
  };
  visit(0, '');
  return found;
}

/**
 * The ways to read `latin` at `position`: [Latin letters consumed, Arabic spellings], likeliest first.
 * `typing`: the word goes on after its last letter, which is read as any other.
 */
function readings(latin: string, position: number, typing = false): [number, readonly string[]][] {
  const char = latin[position]!;
  const last = !typing && position === latin.length - 1;
  const options: [number, readonly string[]][] = [];
  const pair = latin.slice(position, position + 2);
  const group = pair.length === 2 ? GROUPS[pair] : undefined;
  if (group) options.push([2, group]);
  if (position === 0 && VOWELS.has(char)) {
    // The glottal stop, then the vowel read as usual (the vowel itself is most often unwritten after it).
    const afterwards = last ? (FINAL[char] ?? LETTERS[char]!) : LETTERS[char]!;
    options.push([1, INITIAL_VOWEL.flatMap((stop) => afterwards.map((vowel) => stop + vowel))]);
    return options;
  }
  // A doubled consonant (shadda) is written once.
  if (!VOWELS.has(char) && latin[position + 1] === char) options.push([2, LETTERS[char] ?? []]);
  const single = last ? (FINAL[char] ?? LETTERS[char]) : LETTERS[char];
  if (single) options.push([1, single]);
  return options;
}
