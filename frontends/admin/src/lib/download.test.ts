import { attachmentFileName, saveBlob } from './download';

describe('attachmentFileName', () => {
  it.each<[string | null, string | null]>([
    ['attachment; filename="leads-2025-03-12.csv"', 'leads-2025-03-12.csv'],
    ['attachment; filename=leads.csv', 'leads.csv'],
    ['attachment;filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'leads%20%E2%80%93%20contact.csv', 'leads – contact.csv'],
    ["attachment; filename*=iso-8859-1'en'caf%E9.csv", 'café.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.csv"', 'plain.csv'],
    ['attachment; filename="../../etc/leads.csv"', 'leads.csv'],
    ['attachment; filename="..\\\\secret\\\\leads.csv"', 'leads.csv'],
    ['attachment; filename=".."', null],
    ['attachment', null],
    ['inline', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (header, name) => {
    expect(attachmentFileName(header)).toBe(name);
  });
});

describe('saveBlob', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clicks a download link to an object URL of the file, then lets the URL go', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['id,name\n'], { type: 'text/csv' });

    saveBlob(blob, 'leads.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].href).toBe('blob:http://localhost/1');
    expect(clicked[0].download).toBe('leads.csv');
    expect(clicked[0].isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    jest.useRealTimers();
  });
});
