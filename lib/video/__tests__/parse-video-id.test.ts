import { parseVideoId, youTubeEmbedUrl, youTubeThumbnail } from '../parse-video-id';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoId', () => {
  it.each([
    ['raw id', ID],
    ['raw id with surrounding spaces', `  ${ID} `],
    ['watch link', `https://www.youtube.com/watch?v=${ID}`],
    ['watch link without www', `https://youtube.com/watch?v=${ID}`],
    ['mobile watch link', `https://m.youtube.com/watch?v=${ID}`],
    ['watch link over http', `http://www.youtube.com/watch?v=${ID}`],
    ['watch link without scheme', `www.youtube.com/watch?v=${ID}`],
    ['watch link with extra parameters before v', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['watch link with a fragment', `https://www.youtube.com/watch?v=${ID}#comments`],
    ['shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['shorts link with a query', `https://youtube.com/shorts/${ID}?si=abc123`],
    ['short link', `https://youtu.be/${ID}`],
    ['short link with a start time', `https://youtu.be/${ID}?t=30`],
    ['short link without scheme', `youtu.be/${ID}`],
    ['embed link', `https://www.youtube.com/embed/${ID}`],
    ['embed link with a query', `https://www.youtube.com/embed/${ID}?autoplay=1`],
    ['privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['v/ link', `https://www.youtube.com/v/${ID}`],
    ['v/ link with a query', `http://youtube.com/v/${ID}?version=3`],
    ['upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('accepts a %s', (_shape, input) => {
    expect(parseVideoId(input)).toBe(ID);
  });

  it('accepts ids made of letters, digits, - and _', () => {
    expect(parseVideoId('a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
    expect(parseVideoId('https://youtu.be/_-_-_-_-_-_')).toBe('_-_-_-_-_-_');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['spaces', '   '],
    ['a 10-character id', 'dQw4w9WgXc'],
    ['a 12-character id', 'dQw4w9WgXcQQ'],
    ['an id with a forbidden character', 'dQw4w9WgX!Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a watch link with a short id', 'https://www.youtube.com/watch?v=abc'],
    ['a watch link with a long id', `https://www.youtube.com/watch?v=${ID}X`],
    ['a shorts link with a short id', 'https://www.youtube.com/shorts/abc'],
    ['a short link with a long id', `https://youtu.be/${ID}XYZ`],
    ['a short link with extra path', `https://youtu.be/${ID}/extra`],
    ['an embed link without id', 'https://www.youtube.com/embed/'],
    ['a channel link', 'https://www.youtube.com/@osmanagadis'],
    ['a playlist link', 'https://www.youtube.com/playlist?list=PLabcdefghijk'],
    ['another host', `https://vimeo.com/watch?v=${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host that only ends like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['a javascript: address', `javascript:alert('${ID}')`],
    ['a data: address', `data:text/html,${ID}`],
    ['plain text', 'not a video link at all'],
  ])('rejects %s', (_shape, input) => {
    expect(parseVideoId(input)).toBeNull();
  });
});

describe('YouTube addresses', () => {
  it('builds the thumbnail address', () => {
    expect(youTubeThumbnail(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(youTubeThumbnail(ID, 'mqdefault')).toBe(`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`);
  });

  it('builds the privacy-enhanced embed address', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&enablejsapi=1&rel=0`);
    expect(youTubeEmbedUrl(ID, { autoplay: false })).toContain('autoplay=0');
  });
});
