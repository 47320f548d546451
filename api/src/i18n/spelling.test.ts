import fs from 'node:fs';
import path from 'node:path';

/**
 * One spelling per word across every text a user reads: the spec's «Email» (never
 * «E-mail»/«e-mail») and the Uzbek «ko'ngilli» for volunteer (never «volontyor»). Scans the
 * message catalogues of the three apps, the API's messages, e-mails and Telegram texts.
 */
const ROOT = path.resolve(__dirname, '../../..');
const CATALOGUES = [
  'public-web/src/i18n',
  'backoffice/src',
  'api/src/i18n',
  'api/src/mail/templates',
  'api/src/i18n/telegram.ts',
  'common/src',
];
const BANNED: readonly [RegExp, string][] = [
  [/\be-mail/i, 'Email'],
  [/volontyor(?!@)/i, "ko'ngilli"],
];

function textFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => !entry.startsWith('backoffice') || /(^|\/)(i18n\/|messages)/.test(name))
    .map((name) => path.join(full, name));
}

describe('spelling in the catalogues', () => {
  it('scans the catalogues of all three apps', () => {
    const files = CATALOGUES.flatMap(textFiles);
    expect(files.some((f) => f.endsWith('public-web/src/i18n/messages/uz/shell.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('backoffice/src/i18n/uz.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('api/src/i18n/uz.ts'))).toBe(true);
  });

  it.each(BANNED)('has no %s (write %s)', (banned) => {
    const hits = CATALOGUES.flatMap(textFiles).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => `${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`)
        .filter((line) => banned.test(line.slice(line.indexOf(': ') + 2))),
    );
    expect(hits).toEqual([]);
  });
});
