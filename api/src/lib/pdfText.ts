import { execFile } from 'node:child_process';

/**
 * Test helper: the text of a PDF as pdf-parse reads it, with its page count. pdf-parse's pdf.js
 * worker is an ES module that jest's CommonJS runtime cannot load, so it runs in a plain Node child.
 */
export function pdfText(data: Buffer): Promise<{ text: string; pages: number }> {
  const script = `
    const { PDFParse } = require(${JSON.stringify(require.resolve('pdf-parse'))});
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const result = await parser.getText();
      await parser.destroy();
      process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', script], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as { text: string; pages: number });
    });
    child.stdin?.end(data);
  });
}
