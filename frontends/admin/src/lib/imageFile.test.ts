import { VALIDATION } from '@csec/contracts';
import { imageFileError } from './imageFile';

describe('imageFileError', () => {
  it('accepts jpg, jpeg and png under 3,000,000 bytes', () => {
    expect(imageFileError({ name: 'a.jpg', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'b.JPEG', size: 2_999_999 })).toBeNull();
    expect(imageFileError({ name: 'c.png', size: 1 })).toBeNull();
  });

  it('refuses other formats', () => {
    expect(imageFileError({ name: 'd.gif', size: 10 })).toBe(VALIDATION.uploadFormat);
    expect(imageFileError({ name: 'png', size: 10 })).toBe(VALIDATION.uploadFormat);
  });

  it('refuses files of 3,000,000 bytes or more', () => {
    expect(imageFileError({ name: 'e.png', size: 3_000_000 })).toBe(VALIDATION.uploadSize);
  });
});
