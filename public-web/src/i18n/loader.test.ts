import { loadAreas, loadCatalog, loadedCatalog } from './format';

describe('catalogue areas load with their pages', () => {
  it('starts with the Russian shell only and adds an area when a page asks for it', async () => {
    expect(loadedCatalog('ru')?.['brand.name']).toBe('Хашар');
    expect(loadedCatalog('ru')?.['organizer.form.addressRu']).toBeUndefined();
    await loadAreas(['organizer'], 'ru');
    expect(loadedCatalog('ru')?.['organizer.form.addressRu']).toBe('Адрес');
  });

  it('gives a language opened later the areas already in use', async () => {
    expect(loadedCatalog('uz')).toBeUndefined();
    const uz = await loadCatalog('uz');
    expect(uz['brand.name']).toBe('Hashar');
    expect(uz['organizer.form.addressRu']).toBe('Manzil (rus tilida)');
    expect(loadedCatalog('uz')).toBe(uz);
  });

  it('loads an area in every language in use, so a switch needs nothing more', async () => {
    await loadAreas(['legal'], 'uz');
    expect(loadedCatalog('uz')?.['legal.toc']).toBe('Mundarija');
    expect(loadedCatalog('ru')?.['legal.toc']).toBe('Содержание');
  });

  it("gives a loaded catalogue as one already-fulfilled promise, so the provider's use() never suspends on it", async () => {
    await loadCatalog('uz');
    const first = loadCatalog('uz') as Promise<unknown> & { status?: string; value?: unknown };
    expect(first.status).toBe('fulfilled');
    expect(first.value).toBe(loadedCatalog('uz'));
    expect(loadCatalog('uz')).toBe(first);
  });
});
