import { checkImageFile, formatBytes, formatTypes } from './uploadRules';

describe('upload limits before sending (from common/uploads.ts)', () => {
  it('accepts a PNG banner under 2 MB and a SVG partner logo', () => {
    expect(checkImageFile({ type: 'image/png', size: 200_000 }, 'banner')).toBeNull();
    expect(checkImageFile({ type: 'image/svg+xml', size: 2_000 }, 'partnerLogo')).toBeNull();
  });

  it('refuses a wrong type with the allowed formats', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 }, 'banner')).toEqual({
      key: 'hashar.upload.wrong_type',
      values: { types: 'PNG, JPEG' },
    });
  });

  it('refuses an oversize file with the limit', () => {
    expect(checkImageFile({ type: 'image/png', size: 1024 * 1024 + 1 }, 'partnerLogo')).toEqual({
      key: 'hashar.upload.too_large',
      values: { limit: '1 MB' },
    });
  });

  it('formats sizes and types for people', () => {
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatTypes(['image/png', 'image/jpeg', 'image/svg+xml'])).toBe('PNG, JPEG, SVG');
  });
});
