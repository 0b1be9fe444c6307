import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { SearchWeekResponse, SynonymGroupsResponse } from '@coffee/contracts/search';
import { backofficeGet } from './backoffice';

/** Every synonym group staff keep, the last changed first. */
export const getSynonymGroups = (locale: Locale) =>
  backofficeGet('/admin/search/synonyms', {}, SynonymGroupsResponse, { locale });

/** One week (Saturday to Friday, Cairo) of the search page's searches: this week without a day. */
export const getSearchWeek = (week: string | undefined, locale: Locale) =>
  backofficeGet('/admin/search/weeks', week ? { week } : {}, SearchWeekResponse, { locale });
