import { WalletAdjustmentBody } from '@coffee/contracts/backoffice-customers';
import { z } from 'zod';
import { pounds } from '../forms/form-values';

/**
 * `POST /admin/customers/{id}/wallet` as the form holds it: a credit or a debit of an amount typed in pounds,
 * sent as the contract's signed piastres.
 */
export const WalletAdjustFormBody = z
  .object({
    direction: z.enum(['credit', 'debit']),
    amount: pounds(WalletAdjustmentBody.shape.amount),
    reason: WalletAdjustmentBody.shape.reason,
  })
  .transform(({ direction, amount, reason }) => ({
    amount: direction === 'credit' ? amount : -amount,
    reason,
  }))
  .pipe(WalletAdjustmentBody);
