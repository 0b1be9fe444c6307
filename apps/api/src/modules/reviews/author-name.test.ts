import { describe, expect, it } from 'vitest';
import { reviewerName } from './author-name.js';

describe('reviewerName', () => {
  it('shows a Latin name as its first name and the last name’s initial', () => {
    expect(reviewerName('Mariam', 'Saleh')).toBe('Mariam S.');
    expect(reviewerName(' nour ', 'hassan')).toBe('nour H.');
  });

  it('shows an Arabic name in Arabic letters, past the article of the family name', () => {
    expect(reviewerName('مريم', 'سالم')).toBe('مريم س.');
    expect(reviewerName('محمد', 'السيد')).toBe('محمد س.');
    expect(reviewerName('أحمد', 'الشَّريف')).toBe('أحمد ش.');
    expect(reviewerName('آية', 'إبراهيم')).toBe('آية إ.');
  });

  it('reads "El-" and "Al " as the article, and Kh, Sh, Gh as one letter', () => {
    expect(reviewerName('Mohamed', 'El-Sayed')).toBe('Mohamed S.');
    expect(reviewerName('Omar', 'al Masry')).toBe('Omar M.');
    expect(reviewerName('Hassan', 'Khaled')).toBe('Hassan Kh.');
    expect(reviewerName('Dina', 'Elwan')).toBe('Dina E.');
  });

  it('keeps compound first names whole and drops a second given name', () => {
    expect(reviewerName('عبد الله', 'منصور')).toBe('عبد الله م.');
    expect(reviewerName('Abdel Rahman', 'Fathy')).toBe('Abdel Rahman F.');
    expect(reviewerName('Mohamed Ahmed', 'Fathy')).toBe('Mohamed F.');
  });

  it('shows the first name alone when there is no last name', () => {
    expect(reviewerName('Salma', '')).toBe('Salma');
  });
});
