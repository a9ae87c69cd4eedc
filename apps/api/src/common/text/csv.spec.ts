import { csvField, csvRecord, neutralise, toCsv } from './csv';

/** Every part a spreadsheet could take for a cell: split at , ; tab and line breaks, blanks and quotes in front dropped. */
const cellsAnyLocaleSees = (text: string) => text.split(/[,;\t\r\n]/).map((part) => part.replace(/^[\s"]+/, ''));

describe('csv (RFC 4180)', () => {
  it('quotes every text field and writes numbers bare', () => {
    expect(csvField('Rina Wijaya')).toBe('"Rina Wijaya"');
    expect(csvField(42)).toBe('42');
    expect(csvField(-2)).toBe('-2');
    expect(csvField('')).toBe('""');
    expect(csvField(Number.NaN)).toBe('"NaN"');
  });

  it('writes null and undefined as empty fields', () => {
    expect(csvRecord([null, 'a', undefined])).toBe(',"a",\r\n');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['ends with CR\r', '"ends with CR\r"'],
  ])('quotes %j as %j', (cell, field) => {
    expect(csvField(cell)).toBe(field);
  });

  it('ends every record, the last one too, with CRLF', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'A'],
          [2, 'B'],
        ],
      ),
    ).toBe('"id","name"\r\n1,"A"\r\n2,"B"\r\n');
    expect(toCsv(['id'], [])).toBe('"id"\r\n');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+62 21 5081 1234', "'+62 21 5081 1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    [' =1', "' =1"],
    ['"=1+1"', `'"=1+1"`],
  ])('marks the formula-like cell %j as text: %j', (cell, text) => {
    expect(neutralise(cell)).toBe(text);
  });

  it.each([
    ['a;=1+2;b', "a;'=1+2;b"],
    ['a,=1+2', "a,'=1+2"],
    ['a\t+1', "a\t'+1"],
    ['first\n-1', "first\n'-1"],
    ['first\r\n@x', "first\r\n'@x"],
    ['a; =1', "a; '=1"],
    ['a;"=1"', `a;"'=1"`],
    ['\t=1+1', "\t'=1+1"],
    ['\r=1+1', "\r'=1+1"],
    ['=a;=b', "'=a;'=b"],
  ])('marks a formula after a separator inside %j: %j', (cell, text) => {
    expect(neutralise(cell)).toBe(text);
  });

  it('leaves no part a spreadsheet could split off starting a formula, in any locale', () => {
    const hostile = ['a;=1+2;b', '=HYPERLINK("http://x.test","click")', 'x,+1\t-2\n@3\r=4', ' ;  =cmd|calc', '"a";"=1"'];
    const file = toCsv(
      ['name'],
      hostile.map((text) => [text]),
    );
    expect(cellsAnyLocaleSees(file).filter((part) => /^[=+\-@]/.test(part))).toEqual([]);
  });

  it('neutralises before quoting, so the mark sits inside the field', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe(`"'=HYPERLINK(""http://x.test"",""click"")"`);
    expect(csvField('\r=1+1')).toBe(`"\r'=1+1"`);
    expect(csvField('-1,2')).toBe(`"'-1,2"`);
    expect(csvField('a;=1+2;b')).toBe(`"a;'=1+2;b"`);
  });

  it('leaves a formula character that does not start a part alone', () => {
    expect(neutralise('a=b')).toBe('a=b');
    expect(neutralise('rina@example.com')).toBe('rina@example.com');
    expect(neutralise('a; b=1')).toBe('a; b=1');
    expect(neutralise('First line,\nsecond "line"\r\nthird =line')).toBe('First line,\nsecond "line"\r\nthird =line');
  });
});
