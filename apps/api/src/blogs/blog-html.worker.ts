/** What piscina loads in each HTML worker thread: the default export runs one task. */
export { runBlogHtmlTask as default } from './blog-html-task';
