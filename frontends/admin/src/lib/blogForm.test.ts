import { VALIDATION } from '@csec/contracts';
import { isContentEmpty, publishErrors, saveErrors } from './blogForm';

const complete = {
  title: 'Quarterly threat report',
  categoryId: 1,
  content: '<p>Findings</p>',
  cover: '/uploads/cover.png',
  eventDate: null,
};

describe('blog form validation', () => {
  it('needs a title to save', () => {
    expect(saveErrors({ ...complete, title: '   ' })).toEqual({ title: VALIDATION.titleRequired });
    expect(saveErrors({ ...complete, categoryId: null, content: '', cover: null })).toEqual({});
  });

  it('needs category, content and cover to publish', () => {
    expect(publishErrors(complete)).toEqual({});
    expect(publishErrors({ ...complete, categoryId: null, content: '<p><br></p>', cover: null })).toEqual({
      category: VALIDATION.categoryRequiredToPublish,
      content: VALIDATION.contentRequiredToPublish,
      cover: VALIDATION.coverRequiredToPublish,
    });
  });

  it('treats an empty editor as empty content, and an image alone as content', () => {
    expect(isContentEmpty('')).toBe(true);
    expect(isContentEmpty('<p><br></p>')).toBe(true);
    expect(isContentEmpty('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isContentEmpty('<p><img src="/uploads/a.png" width="100%"></p>')).toBe(false);
    expect(isContentEmpty('<h1>Title</h1>')).toBe(false);
  });
});
