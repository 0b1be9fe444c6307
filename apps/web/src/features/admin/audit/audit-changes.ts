/**
 * An audit entry's before and after, field by field, as values an operator can read: a long text (a blog
 * post's body) by its length instead of printed whole, statuses kept apart so the page can name them in its
 * language, money fields (piastres) apart from plain counts.
 */
export type AuditValue =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  /** A long text, by its number of characters. */
  | { kind: 'length'; characters: number }
  | { kind: 'yes' | 'no' }
  | { kind: 'number'; value: number }
  | { kind: 'money'; piastres: number }
  /** A status code the page names (`WITH_COURIER`, `unpaid`), and which list of names it is from. */
  | { kind: 'status'; list: StatusList; code: string }
  /** Lists and objects (image lists, ids in order): as JSON, they are codes, not prose. */
  | { kind: 'data'; json: string };

export type StatusList = 'order' | 'payment' | 'review' | 'partner';

export type AuditFieldChange = { field: string; before: AuditValue; after: AuditValue };

/** Longer than this, or on more than one line, a text is told by its length. */
export const LONG_TEXT = 80;

/** Fields holding piastres, as the back office records them. */
const MONEY_FIELDS = new Set([
  'price',
  'before_discount',
  'fee',
  'balance',
  'amount',
  'free_shipping_threshold',
  'min_order',
  'max_discount',
  'minimum_order',
  'maximum_discount',
]);

/** Whose status names an entity's `status` field holds. */
const STATUS_LISTS: Record<string, StatusList> = {
  order: 'order',
  review: 'review',
  partner_application: 'partner',
};

const isLong = (text: string) => [...text].length > LONG_TEXT || text.includes('\n');

function toAuditValue(entity: string, field: string, value: unknown, long: boolean): AuditValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (typeof value === 'number') {
    return MONEY_FIELDS.has(field) ? { kind: 'money', piastres: value } : { kind: 'number', value };
  }
  if (typeof value === 'string') {
    if (long) return { kind: 'length', characters: [...value].length };
    if (field === 'payment_status') return { kind: 'status', list: 'payment', code: value };
    const list = STATUS_LISTS[entity];
    if (field === 'status' && list) return { kind: 'status', list, code: value };
    return { kind: 'text', text: value };
  }
  return { kind: 'data', json: JSON.stringify(value) };
}

/**
 * The fields an entry touched, in the order it recorded them (after's first, then any only before had). A
 * field whose text is long on either side is told by length on both, so "1,240 → 1,310 characters" reads as
 * one change.
 */
export function toAuditChanges(
  entity: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const was = before?.[field];
    const is = after?.[field];
    const long = [was, is].some((value) => typeof value === 'string' && isLong(value));
    return {
      field,
      before: toAuditValue(entity, field, was, long),
      after: toAuditValue(entity, field, is, long),
    };
  });
}
