import { parseVideoLink } from './academy';

describe("a lesson's video link", () => {
  it('keeps YouTube (watch, youtu.be, shorts, embed) and Vimeo as provider and id', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink(' https://youtu.be/dQw4w9WgXcQ?t=3 ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://m.youtube.com/shorts/abcDEF12345')).toEqual({ provider: 'youtube', id: 'abcDEF12345' });
    expect(parseVideoLink('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871?h=1')).toEqual({ provider: 'vimeo', id: '76979871' });
  });

  it('refuses anything else', () => {
    for (const link of [
      '',
      'dQw4w9WgXcQ',
      'javascript:alert(1)',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/watch?v=<script>',
      'https://youtube.com/channel/UC123',
      'https://vimeo.com/channels/staffpicks',
      'https://youtu.be/',
    ])
      expect(parseVideoLink(link)).toBeNull();
  });
});
