import { isContentEmpty } from './blogForm';

describe('blog content', () => {
  it('treats an empty editor as empty content, and an image alone as content', () => {
    expect(isContentEmpty('')).toBe(true);
    expect(isContentEmpty('<p><br></p>')).toBe(true);
    expect(isContentEmpty('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isContentEmpty('<p><img src="/uploads/a.png" width="100%"></p>')).toBe(false);
    expect(isContentEmpty('<h1>Title</h1>')).toBe(false);
  });
});
