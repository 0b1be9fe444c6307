import { AuditEntity } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { ListFiltersSpec } from '../kit/list-filters';
import { choice, readListFilters, searchText, typedDay } from '../kit/list-query';

/** The audit log's filters as its address keeps them: who, what kind of thing, from and to (Cairo days). */
const AUDIT_FILTERS = {
  actor: (raw: string | undefined) => {
    const text = searchText(100)(raw);
    return text && text.length >= 2 ? text : undefined;
  },
  entity: choice(AuditEntity),
  from: typedDay,
  to: typedDay,
};

/** The filters from the page's address; a range typed backwards is read the right way round. */
export function readAuditFilters(search: Record<string, string | string[] | undefined>) {
  const values = readListFilters(search, AUDIT_FILTERS);
  if (values.from && values.to && values.from > values.to)
    [values.from, values.to] = [values.to, values.from];
  return values;
}

/** The audit log's search form: who (part of a name or email), the kind of thing, a range of days. */
export async function getAuditFilters(locale: Locale): Promise<ListFiltersSpec> {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return {
    layout: 'wide',
    label: t('auditLog.filtersLabel'),
    submit: t('auditLog.apply'),
    fields: [
      {
        kind: 'text',
        name: 'actor',
        label: t('auditLog.actor'),
        hint: t('auditLog.actorHint'),
        maxLength: 100,
      },
      {
        kind: 'select',
        name: 'entity',
        label: t('auditLog.entity'),
        any: t('auditLog.anyEntity'),
        options: AuditEntity.options.map((entity) => ({
          value: entity,
          label: t(`auditLog.entities.${entity}`),
        })),
      },
      { kind: 'date', name: 'from', label: t('from') },
      { kind: 'date', name: 'to', label: t('to') },
    ],
  };
}
