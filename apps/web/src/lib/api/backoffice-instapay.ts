import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { InstapayQueueResponse } from '@coffee/contracts/payments';
import { backofficeGet } from './backoffice';

/** Every InstaPay order still waiting for staff, those with a proof first. */
export const getInstapayQueue = (locale: Locale) =>
  backofficeGet('/admin/instapay', {}, InstapayQueueResponse, { locale });
