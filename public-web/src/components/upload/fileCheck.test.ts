import { UPLOAD_LIMITS } from '@hashar/common';
import { acceptAttribute, checkFile, fileSize, organizerFileLimits } from './fileCheck';

describe('upload checks before sending', () => {
  const documents = organizerFileLimits('event-document');
  const cover = organizerFileLimits('event-cover');

  it('takes the document limits from common', () => {
    expect(documents.maxBytes).toBe(UPLOAD_LIMITS.document.maxBytes);
    expect(documents.extensions).toEqual(expect.arrayContaining(['pdf', 'ppt', 'pptx', 'doc', 'docx', 'zip', 'rar']));
    expect(acceptAttribute(cover)).toContain('image/png');
    expect(acceptAttribute(cover)).toContain('.jpeg');
  });

  it('accepts by MIME type or by extension (browsers send no type for .rar)', () => {
    expect(checkFile({ name: 'plan.pdf', type: 'application/pdf', size: 1000 }, documents)).toBeNull();
    expect(checkFile({ name: 'archive.RAR', type: '', size: 1000 }, documents)).toBeNull();
    expect(checkFile({ name: 'photo.jpg', type: 'image/jpeg', size: 1000 }, cover)).toBeNull();
  });

  it('refuses other types, naming what is allowed', () => {
    expect(checkFile({ name: 'run.exe', type: 'application/x-msdownload', size: 10 }, documents)).toEqual({
      problem: 'type',
      allowed: expect.stringContaining('pdf'),
    });
    expect(checkFile({ name: 'anim.gif', type: 'image/gif', size: 10 }, cover)?.problem).toBe('type');
  });

  it('refuses a document over 50 MB', () => {
    expect(checkFile({ name: 'big.zip', type: 'application/zip', size: 50 * 1024 * 1024 + 1 }, documents)).toEqual({
      problem: 'size',
      maxMb: 50,
    });
    expect(checkFile({ name: 'ok.zip', type: 'application/zip', size: 50 * 1024 * 1024 }, documents)).toBeNull();
  });

  it('prints sizes in KB / MB', () => {
    expect(fileSize(2048, 'ru', { kb: 'КБ', mb: 'МБ' })).toBe('2 КБ');
    expect(fileSize(1.5 * 1024 * 1024, 'ru', { kb: 'КБ', mb: 'МБ' })).toBe('1,5 МБ');
  });
});
