import { saveSynonymGroup } from '../../modules/search/synonyms.js';
import type { Executor } from '../client.js';

/**
 * The demo store's first synonyms, the words its judged searches (bench/search) found nothing for: what staff
 * would add in their first week from the back office's "found nothing" list.
 */
export const DEMO_SYNONYMS: readonly (readonly string[])[] = [
  ['cezve', 'ibrik', 'كنكة'],
  ['مكنة', 'ماكينة'],
  ['نسكافيه', 'nescafe', 'instant'],
];

export async function seedDemoSynonyms(tx: Executor, now: Date): Promise<void> {
  for (const words of DEMO_SYNONYMS) await saveSynonymGroup(tx, { words, staffId: null, now });
}
