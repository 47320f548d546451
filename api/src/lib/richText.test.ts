import { sanitizeRichText, richTextPlain } from './richText';

const OWN = '/uploads/publicationPhoto/0b6a2a52-1c3d-4f7e-9a1b-2c3d4e5f6a7b.png';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><blockquote><p>q</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onclick="alert(1)" style="color:red" class="x">a</p>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<p><a href="javascript:alert(1)">x</a></p>', '<p><a rel="noopener nofollow ugc" target="_blank">x</a></p>'],
    ['<p><a href="JaVaScRiPt:alert(1)">x</a></p>', '<p><a rel="noopener nofollow ugc" target="_blank">x</a></p>'],
    ['<p><a href="data:text/html;base64,PHNjcmlwdD4=">x</a></p>', '<p><a rel="noopener nofollow ugc" target="_blank">x</a></p>'],
    ['<iframe src="https://evil.example"></iframe><p>b</p>', '<p>b</p>'],
    ['<svg><script>alert(1)</script></svg><p>b</p>', '<p>b</p>'],
    ['<style>p{}</style><p>b</p>', '<p>b</p>'],
    ['<p>&lt;script&gt;</p>', '<p>&lt;script&gt;</p>'],
  ])('strips scripts, handlers and javascript: links: %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('gives every link rel="noopener nofollow ugc" and a new tab, whatever was sent', () => {
    expect(sanitizeRichText('<p><a href="https://example.org/a?b=1" rel="opener" target="_self">x</a></p>')).toBe(
      '<p><a href="https://example.org/a?b=1" rel="noopener nofollow ugc" target="_blank">x</a></p>',
    );
  });

  it('keeps images only from our uploads', () => {
    expect(sanitizeRichText(`<p><img src="${OWN}" alt="dog"></p>`)).toBe(`<p><img src="${OWN}" alt="dog" /></p>`);
    expect(sanitizeRichText('<p><img src="https://evil.example/x.png">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p><img src="/uploads/../api/user">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p><img src="//evil.example/uploads/x.png">a</p>')).toBe('<p>a</p>');
  });

  it('makes an empty editor empty', () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p><p> </p>')).toBe('');
  });
});

describe('richTextPlain', () => {
  it('reads the text with spaces between blocks', () => {
    expect(richTextPlain('<h2>A</h2><p>b&nbsp;c</p><ul><li>d</li><li>e</li></ul>')).toBe('A b c d e');
    expect(richTextPlain('<p>&lt;b&gt; &amp;amp; &quot;q&quot;</p>')).toBe('<b> &amp; "q"');
  });
});
