import { leadFilters, leadQueryParams, mailtoHref, telHref } from './lead';

describe('leadFilters', () => {
  it('keeps the kinds and statuses a lead can have, and treats anything else as All', () => {
    expect(leadFilters('Acme', { kind: 'contact', status: 'closed' })).toEqual({ query: 'Acme', kind: 'contact', status: 'closed' });
    expect(leadFilters('', { kind: 'newsletter', status: '' })).toEqual({ query: '' });
    expect(leadFilters('', {})).toEqual({ query: '' });
  });

  it('gives the API only the parameters that narrow the list', () => {
    expect(leadQueryParams({ query: '' })).toEqual({});
    expect(leadQueryParams({ query: 'Acme', status: 'new' })).toEqual({ query: 'Acme', status: 'new' });
  });
});

describe('contact links', () => {
  it.each([
    ['+62 (21) 555-0100', 'tel:+62215550100'],
    ['021 5081.1234', 'tel:02150811234'],
    ['0812/3456 789', 'tel:08123456789'],
    ['62+21 555', 'tel:6221555'],
  ])('calls %s at %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('writes a mailto: link that carries only the address', () => {
    expect(mailtoHref('ada@mod.example.gov')).toBe('mailto:ada@mod.example.gov');
    expect(mailtoHref('a?cc=b@c.example&body=x@d.example')).toBe('mailto:a%3Fcc%3Db@c.example%26body%3Dx@d.example');
  });
});
