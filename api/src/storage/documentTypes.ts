import { detectFileType } from './fileChecks';
import { MIME_OF_EXT, type OrganizerExt } from './organizerFiles';

/** A file type recognised by its content, with the extension it is stored under. */
export interface OrganizerFileType {
  mime: string;
  ext: string;
}

const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const RAR = Buffer.from('Rar!\x1a\x07');

const startsWith = (data: Buffer, magic: Buffer) => data.subarray(0, magic.length).equals(magic);
const type = (ext: OrganizerExt): OrganizerFileType => ({ mime: MIME_OF_EXT[ext], ext });

const CONTENT_TYPES = Buffer.from('[Content_Types].xml', 'latin1');
const WORD_DIR = Buffer.from('word/', 'latin1');
const PPT_DIR = Buffer.from('ppt/', 'latin1');
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const PPT_STREAM = Buffer.from('PowerPoint Document', 'utf16le');

/** What detectDocumentType looks for past a file's first bytes: uploads watch for these while streaming. */
export const DOCUMENT_MARKERS: readonly Buffer[] = [CONTENT_TYPES, WORD_DIR, PPT_DIR, WORD_STREAM, PPT_STREAM];

type Has = (marker: Buffer) => boolean;

/** Office Open XML documents are ZIPs whose entries name the application: word/… or ppt/…. */
function zipKind(has: Has): OrganizerFileType {
  if (has(CONTENT_TYPES)) {
    if (has(WORD_DIR)) return type('docx');
    if (has(PPT_DIR)) return type('pptx');
  }
  return type('zip');
}

/** Legacy Office files are OLE compound files whose directory names the stream (UTF-16LE, at any offset). */
function oleKind(has: Has): OrganizerFileType | null {
  if (has(WORD_STREAM)) return type('doc');
  if (has(PPT_STREAM)) return type('ppt');
  return null;
}

/**
 * A document's type by content: PDF, ZIP / DOCX / PPTX, DOC / PPT, RAR; null for anything else.
 * `head` is the file's start; `has` tells whether a DOCUMENT_MARKERS entry occurs anywhere in the
 * file (by default: in `head`, for a file held whole).
 */
export function detectDocumentType(head: Buffer, has: Has = (m) => head.includes(m)): OrganizerFileType | null {
  if (startsWith(head, PDF)) return type('pdf');
  if (startsWith(head, ZIP)) return zipKind(has);
  if (startsWith(head, OLE)) return oleKind(has);
  if (startsWith(head, RAR)) return type('rar');
  return null;
}

/** A cover's type by content: PNG or JPEG only. */
export function detectCoverType(data: Buffer): OrganizerFileType | null {
  const detected = detectFileType(data);
  return detected && detected.ext !== 'svg' ? { mime: detected.mime, ext: detected.ext } : null;
}

/** Names of the allowed types, for the 415 message. */
export const TYPE_NAMES = { cover: 'PNG, JPEG', document: 'PDF, DOC, DOCX, PPT, PPTX, ZIP, RAR' } as const;
