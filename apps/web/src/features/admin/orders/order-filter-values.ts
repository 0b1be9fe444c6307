import { AdminOrdersQuery } from '@coffee/contracts/backoffice';
import { typedDay } from '../kit/list-query';

export type OrderFilterValues = {
  q?: string;
  status?: string;
  payment_method?: string;
  governorate_id?: string;
  seller_id?: string;
  from?: string;
  to?: string;
};

const FIELDS = ['q', 'status', 'payment_method', 'governorate_id', 'seller_id', 'from', 'to'] as const;

/**
 * The orders page's filters from its address: each kept only if the API would accept it (a hand-edited or
 * stale link drops the bad filter rather than failing the whole page); empty fields are left out.
 */
export function readOrderFilters(search: Record<string, string | string[] | undefined>): OrderFilterValues {
  const values: OrderFilterValues = {};
  for (const field of FIELDS) {
    const raw = search[field];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value) continue;
    if (field === 'from' || field === 'to') {
      const day = typedDay(value);
      if (day) values[field] = day;
    } else if (AdminOrdersQuery.shape[field].safeParse(value).success) values[field] = value;
  }
  return values;
}
