import { csvField, csvRecord, neutralise, toCsv } from './csv';

describe('csv (RFC 4180)', () => {
  it('leaves plain fields as they are', () => {
    expect(csvField('Rina Wijaya')).toBe('Rina Wijaya');
    expect(csvField(42)).toBe('42');
    expect(csvField('')).toBe('');
  });

  it('writes null and undefined as empty fields', () => {
    expect(csvRecord([null, 'a', undefined])).toBe(',a,\r\n');
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
    ).toBe('id,name\r\n1,A\r\n2,B\r\n');
    expect(toCsv(['id'], [])).toBe('id\r\n');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+62 21 5081 1234', "'+62 21 5081 1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises the formula-like cell %j as %j', (cell, text) => {
    expect(neutralise(cell)).toBe(text);
  });

  it('neutralises before quoting, so the quote sits inside the field', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe(`"'=HYPERLINK(""http://x.test"",""click"")"`);
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvField('-1,2')).toBe(`"'-1,2"`);
  });

  it('leaves a formula character that is not first alone', () => {
    expect(neutralise('a=b')).toBe('a=b');
    expect(neutralise('rina@example.com')).toBe('rina@example.com');
    expect(neutralise(' =1')).toBe(' =1');
  });
});
