import 'server-only';
import {
  type PartnerApplicationDetail,
  PartnerApplicationDetailResponse,
  type PartnerApplicationStatus,
  PartnerApplicationsResponse,
} from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import { isApiNotFound } from './api-request-error';
import { backofficeGet } from './backoffice';

/** A page of partner applications, newest first, of one status or all. */
export const listPartnerApplications = (
  query: { status?: PartnerApplicationStatus; page: number },
  locale: Locale,
) => backofficeGet('/admin/partner-applications', query, PartnerApplicationsResponse, { locale });

/** One application with its review; null for an unknown id. */
export async function getPartnerApplication(
  id: number,
  locale: Locale,
): Promise<PartnerApplicationDetail | null> {
  try {
    return (
      await backofficeGet(`/admin/partner-applications/${id}`, {}, PartnerApplicationDetailResponse, {
        locale,
      })
    ).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
