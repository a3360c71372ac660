import { safeHref } from '../safe-href';

describe('safeHref', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+902163456789', 'tel:+902163456789'],
    ['/tedaviler?category=ortodonti', '/tedaviler?category=ortodonti'],
    ['#bolum', '#bolum'],
    ['  /blogs  ', '/blogs'],
  ])('keeps %s', (input, output) => {
    expect(safeHref(input)).toBe(output);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    'not a url',
    '',
  ])('drops %j', (input) => {
    expect(safeHref(input)).toBe('');
  });
});
