import type request from 'supertest';

/** A supertest parser that keeps a binary answer (a PDF, an image) as bytes: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The request with its answer kept as bytes. */
export const binary = (t: request.Test): request.Test => t.buffer(true).parse(binaryBody);
