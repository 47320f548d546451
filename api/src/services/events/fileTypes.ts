import { detectFileType } from '../../middlewares/upload';
import { MIME_OF_EXT } from './uploads';

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
const type = (ext: string): OrganizerFileType => ({ mime: MIME_OF_EXT[ext]!, ext });

/** Office Open XML documents are ZIPs whose entries name the application: word/… or ppt/…. */
function zipKind(data: Buffer): OrganizerFileType {
  const names = data.toString('latin1');
  if (names.includes('[Content_Types].xml')) {
    if (names.includes('word/')) return type('docx');
    if (names.includes('ppt/')) return type('pptx');
  }
  return type('zip');
}

/** Legacy Office files are OLE compound files whose directory names the stream (UTF-16LE). */
function oleKind(data: Buffer): OrganizerFileType | null {
  const text = data.toString('utf16le') + data.subarray(1).toString('utf16le');
  if (text.includes('WordDocument')) return type('doc');
  if (text.includes('PowerPoint Document')) return type('ppt');
  return null;
}

/** A document's type by content: PDF, ZIP / DOCX / PPTX, DOC / PPT, RAR; null for anything else. */
export function detectDocumentType(data: Buffer): OrganizerFileType | null {
  if (startsWith(data, PDF)) return type('pdf');
  if (startsWith(data, ZIP)) return zipKind(data);
  if (startsWith(data, OLE)) return oleKind(data);
  if (startsWith(data, RAR)) return type('rar');
  return null;
}

/** A cover's type by content: PNG or JPEG only. */
export function detectCoverType(data: Buffer): OrganizerFileType | null {
  const detected = detectFileType(data);
  return detected && detected.ext !== 'svg' ? { mime: detected.mime, ext: detected.ext } : null;
}

/** Names of the allowed types, for the 415 message. */
export const TYPE_NAMES = { cover: 'PNG, JPEG', document: 'PDF, DOC, DOCX, PPT, PPTX, ZIP, RAR' } as const;
