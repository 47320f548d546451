import { clientAddress, identityKey } from './keys';

describe('clientAddress', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const expected = '2001:db8:85a3:1::/64';
    expect(clientAddress('2001:db8:85a3:1::1')).toBe(expected);
    expect(clientAddress('2001:0db8:85a3:0001:ffff:1:2:3')).toBe(expected);
    expect(clientAddress('2001:db8:85a3:1:aaaa::%eth0')).toBe(expected);
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('names a missing address rather than failing', () => {
    expect(clientAddress(undefined)).toBe('unknown');
  });
});

describe('identityKey', () => {
  it('is the same for the same identifier in any case or padding, and short', () => {
    expect(identityKey(' Ali@Example.UZ ')).toBe(identityKey('ali@example.uz'));
    expect(identityKey('x'.repeat(100000))).toHaveLength(32);
    expect(identityKey('ali@example.uz')).not.toBe(identityKey('vali@example.uz'));
  });
});
