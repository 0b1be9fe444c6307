import { describe, expect, it } from 'vitest';
import { smsSegments } from '../../../payment-simulator/src/twilio.js';
import { formatMoney } from '../lib/format.js';
import type { Lang } from './lang.js';
import { translate } from './messages.js';
import { smsMessages } from './sms-messages.js';

// Every text fits one SMS segment whatever it carries: its values are filled with the longest they can be (a
// six-digit code, an order number of the largest year and sequence, the largest amount cash on delivery may
// collect, the courier's name), then counted as a handset encodes it.
const LONGEST: Record<Lang, Record<string, string>> = {
  en: { code: '999999', number: 'CM-2099-999999', amount: formatMoney('en', 10_000_000), courier: 'Bosta' },
  ar: {
    code: '999999',
    number: 'CM-2099-999999',
    amount: formatMoney('ar', 10_000_000),
    courier: translate('ar', 'courierBosta'),
  },
};

describe('SMS texts', () => {
  const keys = Object.keys(smsMessages.en) as (keyof typeof smsMessages.en)[];

  it('are the same set in both languages', () => {
    expect(Object.keys(smsMessages.ar).sort()).toEqual([...keys].sort());
  });

  for (const key of keys) {
    it(`${key}: one GSM-7 segment (160) in English, one UCS-2 segment (70) in Arabic`, () => {
      const english = translate('en', key, LONGEST.en);
      const arabic = translate('ar', key, LONGEST.ar);
      expect(english).not.toMatch(/\{\w+\}/);
      expect(arabic).not.toMatch(/\{\w+\}/);
      expect(smsSegments(english)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(smsSegments(english).units).toBeLessThanOrEqual(160);
      expect(smsSegments(arabic)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
      expect(arabic.length).toBeLessThanOrEqual(70);
    });
  }

  it('counts as handsets do: GSM-7 extension characters take two, any Arabic letter makes it UCS-2', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments(`${'a'.repeat(69)}ب`)).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('ب'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });
});
