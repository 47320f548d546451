import { HttpError } from 'react-admin';
import { errorMessage } from './crmApi';

// crmApi's session reads the browser's cookies: not needed here.
jest.mock('../auth', () => ({ session: {} }));
jest.mock('../dataProvider', () => ({ httpClient: jest.fn() }));

describe('errorMessage', () => {
  it("keeps the server's message", () => {
    expect(errorMessage(new HttpError('Уже подтверждено', 409))).toBe('Уже подтверждено');
    expect(errorMessage(new Error('Файл не найден'))).toBe('Файл не найден');
  });

  it("shows the generic translated error for fetch's network failure and for anything else", () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('ra.notification.http_error');
    expect(errorMessage('boom')).toBe('ra.notification.http_error');
    expect(errorMessage(new Error(''))).toBe('ra.notification.http_error');
  });
});
