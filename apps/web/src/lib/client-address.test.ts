import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../../client-address.mjs';
import { forwardedForOf } from './client-address';

describe('the shopper address the storefront vouches for', () => {
  it('is the socket peer when no proxy of ours stands in front, whatever the client claims', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.7', 0)).toBe('198.51.100.7');
    expect(clientAddressOf(undefined, '198.51.100.7', 0)).toBe('198.51.100.7');
  });

  it('behind one balancer, is the entry it appended, not what the client wrote before it', () => {
    expect(clientAddressOf('203.0.113.9, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddressOf(['203.0.113.9', '198.51.100.7'], '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddressOf('198.51.100.7', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('falls back to the furthest known hop when fewer proxies wrote than trusted', () => {
    expect(clientAddressOf(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddressOf(' , ', '10.0.0.2', 3)).toBe('10.0.0.2');
  });
});

describe('the address the storefront sends the API', () => {
  it("is the one server.mjs recorded, never the client's X-Forwarded-For", () => {
    const spoofed = new Request('http://store.test/bff/auth/login', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwardedForOf(spoofed)).toBeNull();
    const recorded = new Request('http://store.test/bff/auth/login', {
      headers: { 'x-forwarded-for': '203.0.113.9', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
    });
    expect(forwardedForOf(recorded)).toBe('198.51.100.7');
  });
});
