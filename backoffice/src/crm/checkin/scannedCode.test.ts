import { PERSONAL_CHECKIN_PREFIX } from '@hashar/common';
import { parseScanned } from './scannedCode';

const CODE = '42.AbCdEfGhIjKlMnOpQrSt-_';

describe('the check-in scanner reads', () => {
  it("a volunteer's personal QR, its prefix dropped", () => {
    expect(parseScanned(`${PERSONAL_CHECKIN_PREFIX}${CODE}`)).toEqual({ kind: 'person', code: CODE });
  });

  it('a code typed by hand, with or without the prefix, spaces around ignored', () => {
    expect(parseScanned(`  ${CODE}\n`)).toEqual({ kind: 'person', code: CODE });
    expect(parseScanned(` ${PERSONAL_CHECKIN_PREFIX}${CODE} `)).toEqual({ kind: 'person', code: CODE });
  });

  it("a shift's own QR (the check-in URL) as a shift, in either language and on any origin", () => {
    expect(parseScanned('https://hashar.uz/ru/checkin/12?code=AbCdEfGhIjKlMnOpQrStUv')).toEqual({ kind: 'shift' });
    expect(parseScanned('http://127.0.0.1:3000/uz/checkin/7?code=x')).toEqual({ kind: 'shift' });
  });

  it('anything else as unknown: other QR codes, codes of a wrong shape', () => {
    for (const text of [
      '',
      'https://example.com',
      `${PERSONAL_CHECKIN_PREFIX}42`,
      '42.short',
      '0.AbCdEfGhIjKlMnOpQrSt-_',
      `42.${'A'.repeat(23)}`,
      'hashar:other:42.AbCdEfGhIjKlMnOpQrSt-_',
      '/ru/checkin/abc?code=x',
    ])
      expect(parseScanned(text)).toEqual({ kind: 'unknown' });
  });
});
