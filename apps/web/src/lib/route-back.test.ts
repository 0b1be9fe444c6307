import { describe, expect, it } from 'vitest';
import { readRouteBack, resolveRouteBack, withRouteBack } from './route-back';

describe('resolveRouteBack', () => {
  it('goes back to a path of this site, with its own query', () => {
    expect(resolveRouteBack({ routeBack: '/profile/address-book' })).toBe('/profile/address-book');
    expect(resolveRouteBack({ routeBack: '/products?category=3&subCategory=12' })).toBe(
      '/products?category=3&subCategory=12',
    );
  });

  it('adds routeParams given as a JSON object or as a query string', () => {
    expect(resolveRouteBack({ routeBack: '/products', routeParams: '{"category":3,"query":"قهوة"}' })).toBe(
      '/products?category=3&query=%D9%82%D9%87%D9%88%D8%A9',
    );
    expect(resolveRouteBack({ routeBack: '/products', routeParams: 'category=3&brand=1&brand=2' })).toBe(
      '/products?category=3&brand=1&brand=2',
    );
    expect(resolveRouteBack({ routeBack: '/products', routeParams: '?page=2' })).toBe('/products?page=2');
    expect(resolveRouteBack({ routeBack: '/products', routeParams: '{"brand":[1,2]}' })).toBe(
      '/products?brand=1&brand=2',
    );
  });

  it('lets routeParams replace a parameter routeBack already has', () => {
    expect(resolveRouteBack({ routeBack: '/products?page=1&category=3', routeParams: 'page=2' })).toBe(
      '/products?category=3&page=2',
    );
  });

  it('ignores routeParams it cannot read, and nested objects', () => {
    expect(resolveRouteBack({ routeBack: '/products', routeParams: '{not json' })).toBe('/products');
    expect(resolveRouteBack({ routeBack: '/products', routeParams: '[1,2]' })).toBe('/products');
    expect(resolveRouteBack({ routeBack: '/products', routeParams: '{"a":{"b":1},"c":null}' })).toBe(
      '/products',
    );
  });

  it('lands on / without a routeBack', () => {
    expect(resolveRouteBack({})).toBe('/');
    expect(resolveRouteBack({ routeBack: '' })).toBe('/');
    expect(resolveRouteBack({ routeParams: 'page=2' })).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/profile'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a backslash further on', '/\\/evil.example'],
    ['an absolute URL', 'https://evil.example/login'],
    ['a scheme without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: after a slash-like start', ' /javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline browsers drop', '/\n/evil.example'],
    ['dot segments that resolve to //', '/..//evil.example'],
    ['dot segments with a dot', '/.//evil.example'],
    ['leading spaces', '  //evil.example'],
    ['a relative path', 'profile'],
    ['a very long value', `/${'a'.repeat(5000)}`],
  ])('never leaves the site: %s → /', (_case, routeBack) => {
    expect(resolveRouteBack({ routeBack })).toBe('/');
  });

  it('keeps an encoded slash a harmless part of the path', () => {
    expect(resolveRouteBack({ routeBack: '/%2F%2Fevil.example' })).toBe('/%2F%2Fevil.example');
  });

  it('never goes back to the account pages themselves', () => {
    expect(resolveRouteBack({ routeBack: '/login?routeBack=/profile' })).toBe('/');
    expect(resolveRouteBack({ routeBack: '/sign-up/' })).toBe('/');
    expect(resolveRouteBack({ routeBack: '/verify-otp?email=a@b.c' })).toBe('/');
    expect(resolveRouteBack({ routeBack: '/forget-password' })).toBe('/');
  });
});

describe('readRouteBack', () => {
  it('keeps a same-site routeBack and its routeParams', () => {
    expect(readRouteBack({ routeBack: '/profile', routeParams: 'tab=1' })).toEqual({
      routeBack: '/profile',
      routeParams: 'tab=1',
    });
  });

  it('drops a routeBack that would leave the site, and routeParams without a routeBack', () => {
    expect(readRouteBack({ routeBack: '//evil.example', routeParams: 'a=1' })).toEqual({});
    expect(readRouteBack({ routeParams: 'a=1' })).toEqual({});
  });

  it('takes the first of repeated parameters', () => {
    expect(readRouteBack({ routeBack: ['/profile', '//evil.example'] })).toEqual({ routeBack: '/profile' });
  });
});

describe('withRouteBack', () => {
  it('carries routeBack and routeParams on to the next account page', () => {
    expect(
      withRouteBack(
        '/verify-otp',
        { routeBack: '/profile/address-book', routeParams: '{"a":1}' },
        {
          email: 'mona@example.com',
        },
      ),
    ).toBe(
      '/verify-otp?email=mona%40example.com&routeBack=%2Fprofile%2Faddress-book&routeParams=%7B%22a%22%3A1%7D',
    );
  });

  it('is the bare path when there is nothing to carry', () => {
    expect(withRouteBack('/login', {})).toBe('/login');
  });
});
