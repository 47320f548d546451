import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './index';

describe('local file storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-uploads-'));
  const storage = createLocalStorage(path.join(dir, 'public'), path.join(dir, 'private'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('saves under <dir>/<kind>/<uuid>.<ext> and returns the /uploads URL; remove deletes it', async () => {
    const url = await storage.save('banner', Buffer.from('x'), 'png');
    expect(url).toMatch(/^\/uploads\/banner\/[0-9a-f-]{36}\.png$/);
    const file = path.join(dir, 'public', url.replace('/uploads/', ''));
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
    expect(await storage.size(url)).toBe(1);
    await storage.remove(url);
    expect(fs.existsSync(file)).toBe(false);
    expect(await storage.size(url)).toBeNull();
    await storage.remove(url);
  });

  it('never touches anything but its own names', async () => {
    const outside = path.join(dir, 'keep.txt');
    fs.writeFileSync(outside, 'keep');
    for (const url of ['/uploads/../keep.txt', '/uploads/banner/../../keep.txt', '/etc/passwd', 'https://x/uploads/a/b.png']) {
      await storage.remove(url);
      expect(await storage.size(url)).toBeNull();
    }
    expect(fs.existsSync(outside)).toBe(true);
    await expect(storage.save('../x', Buffer.from('x'), 'png')).rejects.toThrow();
    await expect(storage.save('banner', Buffer.from('x'), 'p/ng')).rejects.toThrow();
  });
});
