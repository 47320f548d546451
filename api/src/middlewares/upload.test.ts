import { detectFileType, formatSize } from '../storage/fileChecks';
import { containsPattern } from '../lists';

describe('detectFileType', () => {
  it('knows PNG and JPEG by their first bytes, whatever the rest', () => {
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('accepts an SVG document without script, refuses anything active', () => {
    expect(detectFileType(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"><path d="M0 0"/></svg>'))?.ext).toBe('svg');
    expect(detectFileType(Buffer.from('<?xml version="1.0"?><!-- logo --><svg><g/></svg>'))?.ext).toBe('svg');
    for (const bad of [
      '<html><svg></svg></html>',
      '<?xml version="1.0"?><html/>',
      '<svg><script/></svg>',
      '<svg><SCRIPT/></svg>',
      '<svg onclick = "x()"></svg>',
      '<svg><image href="javascript:x"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>',
      '<svg><foreignObject/></svg>',
      '<svg>',
    ]) {
      expect(detectFileType(Buffer.from(bad))).toBeNull();
    }
  });
});

describe('formatSize and containsPattern', () => {
  it('writes limits the way people read them', () => {
    expect(formatSize(2 * 1024 * 1024, 'ru')).toBe('2 МБ');
    expect(formatSize(1536 * 1024, 'uz')).toBe('1,5 MB');
    expect(formatSize(500 * 1024, 'ru')).toBe('500 КБ');
  });

  it('escapes LIKE wildcards so a search means the text itself', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
