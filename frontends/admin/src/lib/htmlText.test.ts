import { htmlToText } from './htmlText';

describe('htmlToText', () => {
  it('writes one line per block and keeps the words of inline markup', () => {
    expect(htmlToText('<h2>Patch now</h2><p>Update <strong>every</strong> router.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Patch now\nUpdate every router.\nOne\nTwo',
    );
  });

  it('turns line breaks and non-breaking spaces into plain ones and drops empty paragraphs at the ends', () => {
    expect(htmlToText('<p><br></p><p>a&nbsp;b<br>c</p><p><br></p>')).toBe('a b\nc');
  });

  it('never runs what the markup holds', () => {
    expect(htmlToText('<p>safe</p><img src=x onerror="globalThis.ran = true"><script>globalThis.ran = true</script>')).toBe('safe');
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});
