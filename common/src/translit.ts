/**
 * Uzbek and Russian Cyrillic → Latin (the Uzbek Latin alphabet's spellings), lower-case, with
 * the Uzbek apostrophes (oʻ, gʻ, ʼ, ', `) dropped. Search indexes and queries both go through it,
 * so a Latin query finds Cyrillic text and a Cyrillic query finds Latin text.
 */
const MAP: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

/** Latin letters that Russian words spelt in Latin often use for the same sound. */
const LATIN_ALIASES: [RegExp, string][] = [
  [/c(?!h)/g, 's'],
  [/w/g, 'v'],
  [/kh/g, 'x'],
];

export function toSearchLatin(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase().normalize('NFC')) out += MAP[ch] ?? ch;
  out = out.replace(/[ʻʼ'‘’`]/g, '');
  for (const [pattern, replacement] of LATIN_ALIASES) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, ' ').trim();
}
