import { toLatinDigits } from '@coffee/contracts/auth';
import { ApprovePartnerBody } from '@coffee/contracts/backoffice-partners';
import { BodyId } from '@coffee/contracts/common';
import { typedAs } from '../forms/form-values';

/** A decimal degree typed with either digits script and either decimal mark; undefined when no number. */
function readDegrees(text: string): number | undefined {
  const latin = toLatinDigits(text.trim()).replace(/[٫,]/g, '.');
  return /^\d{1,3}(\.\d+)?$/.test(latin) ? Number(latin) : undefined;
}

/**
 * `POST /admin/partner-applications/{id}/approve` as the form holds it: the place as chosen (ids), the
 * coordinates as typed (checked by the contract's bounds: Egypt).
 */
export const ApproveFormBody = ApprovePartnerBody.extend({
  governorate_id: BodyId,
  city_id: BodyId,
  latitude: typedAs(ApprovePartnerBody.shape.latitude, readDegrees),
  longitude: typedAs(ApprovePartnerBody.shape.longitude, readDegrees),
});
