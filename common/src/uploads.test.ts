import { uploadKeyOf, uploadUrl } from './uploads';

describe('upload addresses (one way for every app)', () => {
  it('turns a storage key into a host-relative address, on any host the site answers', () => {
    expect(uploadUrl('events/0b7c0c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.png')).toBe('/uploads/events/0b7c0c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.png');
  });

  it('leaves addresses as they are and nothing as nothing', () => {
    expect(uploadUrl('/uploads/avatars/a.webp')).toBe('/uploads/avatars/a.webp');
    expect(uploadUrl('https://cdn.example.uz/x.png')).toBe('https://cdn.example.uz/x.png');
    expect(uploadUrl(null)).toBeNull();
    expect(uploadUrl('')).toBeNull();
  });

  it('gives back the key of an address', () => {
    expect(uploadKeyOf('/uploads/covers/a.png')).toBe('covers/a.png');
    expect(uploadKeyOf('http://127.0.0.1:3000/uploads/covers/a.png')).toBe('covers/a.png');
    expect(uploadKeyOf('covers/a.png')).toBe('covers/a.png');
  });
});
