import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a proxy’s short safe id', () => {
    for (const id of ['abc123', '0b8f3c1e-5d2a-4e7b-9f61-2c4d8a7e9b10', 'Root=1-67891233.abc:def+/=_x']) expect(requestIdFor(id)).toBe(id);
  });

  it('makes a new UUID when there is none, or it is long, spaced, repeated or carries markup or line breaks', () => {
    for (const header of [undefined, '', 'a'.repeat(65), 'two words', '<script>', 'id\r\nSet-Cookie: x=1', 'id"}', ['a', 'b']]) {
      expect(requestIdFor(header)).toMatch(UUID);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
