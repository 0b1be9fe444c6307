import { describe, expect, it } from 'vitest';
import { checkPartnerFile } from './partner-files';

const MB = 1024 * 1024;

describe('checkPartnerFile', () => {
  it('accepts jpg, jpeg, png and pdf up to 5 MB', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'contract.pdf']) {
      expect(checkPartnerFile({ name, size: 5 * MB })).toBeNull();
    }
  });

  it('asks for a missing file, and refuses a larger one or another type', () => {
    expect(checkPartnerFile(undefined)).toBe('required');
    expect(checkPartnerFile({ name: 'big.pdf', size: 5 * MB + 1 })).toBe('tooLarge');
    expect(checkPartnerFile({ name: 'logo.svg', size: 1000 })).toBe('type');
    expect(checkPartnerFile({ name: 'setup.exe', size: 1000 })).toBe('type');
  });
});
