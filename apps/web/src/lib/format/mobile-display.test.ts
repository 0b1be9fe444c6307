import { EgyptianMobile } from '@coffee/contracts/auth';
import { describe, expect, it } from 'vitest';
import { toLocalMobile } from './mobile-display';

describe('toLocalMobile', () => {
  it('writes an Egyptian E.164 number the local way', () => {
    expect(toLocalMobile('+201012345678')).toBe('01012345678');
  });

  it('gives a number the contract parses back to the same E.164', () => {
    expect(EgyptianMobile.parse(toLocalMobile('+201512345678'))).toBe('+201512345678');
  });

  it('leaves anything else as stored', () => {
    expect(toLocalMobile('+441234567890')).toBe('+441234567890');
  });
});
