import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { AdminReturnsResponse, type ReturnStatus } from '@coffee/contracts/returns';
import { backofficeGet } from './backoffice';

/** A page of returns of one status (all when none), for the back office's queue. */
export const listReturns = (query: { status?: ReturnStatus; page: number }, locale: Locale) =>
  backofficeGet('/admin/returns', query, AdminReturnsResponse, { locale });
