import { decodeBase64Url, readTelegramReturn, telegramAuthUrl, withoutTelegramHash } from './telegramLogin';

/** Telegram's answer as oauth.telegram.org puts it in the hash: base64url of the JSON, no padding. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const HASH = 'a'.repeat(64);
const data = {
  id: 123456789,
  first_name: 'Алишер 🌟',
  username: 'alisher',
  photo_url: 'https://t.me/i/userpic/1.jpg',
  auth_date: 1760000000,
  hash: HASH,
};

describe('login with Telegram: the answer in the hash', () => {
  it('reads the signed data, Cyrillic and emoji included, every field kept as sent', () => {
    expect(readTelegramReturn(`#tgAuthResult=${encode(data)}`)).toEqual({ kind: 'data', data });
  });

  it('reads standard base64 with padding and percent-encoding too', () => {
    const standard = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
    expect(readTelegramReturn(`#tgAuthResult=${encodeURIComponent(standard)}`)).toEqual({ kind: 'data', data });
    expect(readTelegramReturn(`#x=1&tgAuthResult=${standard}`)).toEqual({ kind: 'data', data });
  });

  it('keeps extra scalar fields (the server checks the signature over all of them) and drops objects', () => {
    const result = readTelegramReturn(`#tgAuthResult=${encode({ ...data, last_name: 'K', nested: { a: 1 } })}`);
    expect(result).toEqual({ kind: 'data', data: { ...data, last_name: 'K' } });
  });

  it('says nothing without tgAuthResult', () => {
    expect(readTelegramReturn('')).toEqual({ kind: 'none' });
    expect(readTelegramReturn('#section')).toEqual({ kind: 'none' });
  });

  it('calls a refusal or garbage broken', () => {
    expect(readTelegramReturn('#tgAuthResult=false')).toEqual({ kind: 'broken' });
    expect(readTelegramReturn(`#tgAuthResult=${encode(false)}`)).toEqual({ kind: 'broken' });
    expect(readTelegramReturn('#tgAuthResult=%%%')).toEqual({ kind: 'broken' });
    expect(readTelegramReturn('#tgAuthResult=')).toEqual({ kind: 'broken' });
    expect(readTelegramReturn(`#tgAuthResult=${encode([1, 2])}`)).toEqual({ kind: 'broken' });
  });

  it('wants a positive id, an auth_date and a 64-hex hash', () => {
    expect(readTelegramReturn(`#tgAuthResult=${encode({ ...data, id: -1 })}`)).toEqual({ kind: 'broken' });
    expect(readTelegramReturn(`#tgAuthResult=${encode({ ...data, auth_date: undefined })}`)).toEqual({ kind: 'broken' });
    expect(readTelegramReturn(`#tgAuthResult=${encode({ ...data, hash: 'nothex' })}`)).toEqual({ kind: 'broken' });
    expect(readTelegramReturn(`#tgAuthResult=${encode({ ...data, id: '42', auth_date: '1760000000' })}`).kind).toBe('data');
  });

  it('decodes base64url of UTF-8 and refuses what is not', () => {
    expect(decodeBase64Url(Buffer.from('Oʻzbekcha', 'utf8').toString('base64url'))).toBe('Oʻzbekcha');
    expect(decodeBase64Url('a')).toBeNull();
    expect(decodeBase64Url('//8')).toBeNull(); // bytes FF FF: not UTF-8
  });

  it('takes Telegram’s part out of the hash and keeps the rest', () => {
    expect(withoutTelegramHash(`#tgAuthResult=${encode(data)}`)).toBe('');
    expect(withoutTelegramHash('#a=1&tgAuthResult=xyz')).toBe('#a=1');
  });

  it('sends the visitor to oauth.telegram.org with the bot, the origin and the way back', () => {
    const url = new URL(telegramAuthUrl(42, 'https://hashar.uz', 'https://hashar.uz/ru/login?next=/ru/profile'));
    expect(url.origin).toBe('https://oauth.telegram.org');
    expect(url.pathname).toBe('/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: '42',
      origin: 'https://hashar.uz',
      request_access: 'write',
      return_to: 'https://hashar.uz/ru/login?next=/ru/profile',
    });
  });
});
