import { PHOTO_MAX_BYTES } from '@coffee/contracts/account';
import { describe, expect, it } from 'vitest';
import { checkPhoto } from './photo-check';

describe('checkPhoto', () => {
  it('accepts a JPEG or PNG up to exactly 5 MB', () => {
    expect(checkPhoto({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhoto({ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses a file one byte over 5 MB', () => {
    expect(checkPhoto({ name: 'me.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('refuses other types by the file’s type, whatever its name says', () => {
    expect(checkPhoto({ name: 'me.png', type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(checkPhoto({ name: 'cv.pdf', type: 'application/pdf', size: 10 })).toBe('wrongType');
    expect(checkPhoto({ name: 'me.webp', type: 'image/webp', size: 10 })).toBe('wrongType');
  });

  it('names the type before the size: a 10 MB video is the wrong kind of file first', () => {
    expect(checkPhoto({ name: 'clip.mp4', type: 'video/mp4', size: 10 * PHOTO_MAX_BYTES })).toBe('wrongType');
  });

  it('falls back on the extension when the system gives no type', () => {
    expect(checkPhoto({ name: 'ME.JPEG', type: '', size: 10 })).toBeNull();
    expect(checkPhoto({ name: 'notes.txt', type: '', size: 10 })).toBe('wrongType');
  });
});
