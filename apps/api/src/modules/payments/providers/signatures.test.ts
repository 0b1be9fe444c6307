import { describe, expect, it } from 'vitest';
import {
  equalDigests,
  opayCallbackString,
  paytabsReturnString,
  signOpayCallback,
  signOpayRequest,
  signPaytabsBody,
  signPaytabsReturn,
} from './signatures.js';

// Fixed vectors, cross-checked with Python's hmac/hashlib (an implementation other than ours).
const PAYTABS_KEY = 'SJJN9ZZDLR-JDHGTM6WGR-9KWBTDMRB6';
const OPAY_SECRET = 'OPAYPRV_TEST_SECRET';

describe('PayTabs signatures', () => {
  it('signs a callback body as HMAC-SHA256 of its raw bytes', () => {
    const raw = '{"tran_ref":"TST2630001234567","cart_id":"CM-2026-000123-P1","cart_amount":"1250.50"}';
    expect(signPaytabsBody(PAYTABS_KEY, raw)).toBe(
      '2ae20a4f64a7e3d494776ca892e3962c7d0317ff1cdb20c2021957e791029dbe',
    );
    // The same JSON with one space more is another body: its signature differs.
    expect(signPaytabsBody(PAYTABS_KEY, raw.replace(',', ', '))).not.toBe(
      '2ae20a4f64a7e3d494776ca892e3962c7d0317ff1cdb20c2021957e791029dbe',
    );
  });

  const returnFields = {
    tranRef: 'TST2630001234567',
    respStatus: 'A',
    respCode: 'G12345',
    respMessage: 'Authorised',
    cartId: 'CM-2026-000123-P1',
    customerEmail: 'mona@example.com',
    acquirerMessage: 'Approved by bank',
    acquirerRRN: '',
    token: '',
    signature: 'ignored',
  };

  it('signs the return over the non-empty fields sorted by name, encoded as http_build_query does', () => {
    expect(paytabsReturnString(returnFields)).toBe(
      'acquirerMessage=Approved+by+bank&cartId=CM-2026-000123-P1&customerEmail=mona%40example.com' +
        '&respCode=G12345&respMessage=Authorised&respStatus=A&tranRef=TST2630001234567',
    );
    expect(signPaytabsReturn(PAYTABS_KEY, returnFields)).toBe(
      '8282ef88cb3992b761003d1b0f96a06e0153f4908fb7b36a860d302fb723920e',
    );
  });

  it("escapes what PHP's urlencode escapes", () => {
    expect(paytabsReturnString({ b: "it's ~ (ok)*!", a: 'x y' })).toBe('a=x+y&b=it%27s+%7E+%28ok%29%2A%21');
  });
});

describe('OPay signatures', () => {
  const payload = {
    amount: '30000',
    currency: 'EGP',
    reference: 'test0816_1639568742',
    refunded: false,
    status: 'SUCCESS',
    timestamp: '2021-12-15T11:46:26Z',
    token: '211215140485151728',
    transactionId: '211215140485151728',
  };

  it('builds the documented callback string', () => {
    expect(opayCallbackString(payload)).toBe(
      '{Amount:"30000",Currency:"EGP",Reference:"test0816_1639568742",Refunded:f,Status:"SUCCESS",' +
        'Timestamp:"2021-12-15T11:46:26Z",Token:"211215140485151728",TransactionID:"211215140485151728"}',
    );
    expect(opayCallbackString({ ...payload, refunded: true })).toContain('Refunded:t,');
  });

  it('signs callbacks with HMAC-SHA3-512 and API calls with HMAC-SHA512', () => {
    expect(signOpayCallback(OPAY_SECRET, payload)).toBe(
      '0cefa69e6634e5a1195fd2bce0061448f304d9808016771a498ec5251c46e87ffa8c820d3ed562cdf35275942de4312b91a1f8ed5d9d7b1c916ccc61867ae543',
    );
    expect(signOpayRequest(OPAY_SECRET, '{"country":"EG","reference":"CM-2026-000123-P2"}')).toBe(
      '7539ef5fa7c171a9a338f875f130b0e4094e5650746a6c26e5c58c037a1a7f905bac315e1bcf2bfbe6fa1cc8c0ac5f48f9013723da75cdcceb3b333ebe169a24',
    );
  });
});

describe('equalDigests', () => {
  it('accepts the same digest in either case and refuses another or a shorter one', () => {
    expect(equalDigests('ab12', 'AB12')).toBe(true);
    expect(equalDigests('ab12', 'ab13')).toBe(false);
    expect(equalDigests('ab12', 'ab1')).toBe(false);
    expect(equalDigests('ab12', '')).toBe(false);
  });
});
