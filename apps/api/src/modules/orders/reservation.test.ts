import { describe, expect, it } from 'vitest';
import { reservationSeconds, switchedReservationEnd } from './reservation.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const placedAt = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(placedAt.getTime() + ms);
const hours = { fawryHours: 48, instapayHours: 24 };
const card = reservationSeconds('card', hours);
const fawry = reservationSeconds('fawry', hours);

describe('the stock hold when a waiting order is paid another way', () => {
  it('takes each method’s time', () => {
    expect(card).toBe(30 * 60);
    expect(fawry).toBe(48 * 3600);
    expect(reservationSeconds('instapay', hours)).toBe(24 * 3600);
    expect(reservationSeconds('fawry', { fawryHours: null, instapayHours: 24 })).toBe(30 * 60);
  });

  it('shortens a Fawry hold to a card’s 30 minutes from now, never lengthens one near its end', () => {
    const current = at(48 * HOUR);
    expect(switchedReservationEnd({ placedAt, current, now: at(2 * HOUR), seconds: card })).toEqual(
      at(2 * HOUR + 30 * MINUTE),
    );
    expect(
      switchedReservationEnd({ placedAt, current, now: at(47 * HOUR + 50 * MINUTE), seconds: card }),
    ).toEqual(current);
  });

  it('gives a card order paid at Fawry the code’s hours from placing, and back and forth never stretches it', () => {
    const cardEnd = at(30 * MINUTE);
    const fawryEnd = switchedReservationEnd({
      placedAt,
      current: cardEnd,
      now: at(10 * MINUTE),
      seconds: fawry,
    });
    expect(fawryEnd).toEqual(at(48 * HOUR));
    const backToCard = switchedReservationEnd({
      placedAt,
      current: fawryEnd,
      now: at(3 * HOUR),
      seconds: card,
    });
    expect(backToCard).toEqual(at(3 * HOUR + 30 * MINUTE));
    expect(
      switchedReservationEnd({ placedAt, current: backToCard, now: at(3 * HOUR), seconds: fawry }),
    ).toEqual(at(48 * HOUR));
    // A second card attempt keeps the first one's end.
    expect(
      switchedReservationEnd({ placedAt, current: cardEnd, now: at(20 * MINUTE), seconds: card }),
    ).toEqual(cardEnd);
  });
});
