/*
 * How wide Blog.module.css draws a cover, for the browser's pick from the srcset: the 1200px
 * container (24px padding each side), the 300px sidebar and 48px gap beside the main column
 * from 1000px up, two card columns (28px gap) from 768px up.
 */
export const CARD_COVER_SIZES =
  '(max-width: 767.98px) calc(100vw - 48px), (max-width: 1000px) calc(50vw - 38px), (max-width: 1200px) calc(50vw - 212px), 388px';

export const ARTICLE_COVER_SIZES = '(max-width: 1000px) calc(100vw - 48px), (max-width: 1200px) calc(100vw - 396px), 804px';
