import './ssr/relative-public-path';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BLOG_SEARCH_PATH, LANGUAGE_PREFIX, languageOfPath, SITE_LANGUAGES, type SiteLanguage } from '@csec/contracts';
import { loadTexts } from './i18n/language';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { PRODUCT_ROUTES } from './pages/product/productRoutes';

// The page's texts start loading with the routes' code, rather than once the first component asks for them.
if (typeof window !== 'undefined') void loadTexts(languageOfPath(window.location.pathname));

// Every page is its own chunk, so a visit downloads only the page it shows.
const HomePage = lazy(() => import('./pages/HomePage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const FormPage = lazy(() => import('./pages/FormPage'));
const ProductsPage = lazy(() => import('./pages/ProductsPage'));
const UnderConstructionPage = lazy(() => import('./pages/UnderConstructionPage'));
const BlogLandingPage = lazy(() => import('./blog/BlogLandingPage'));
const BlogTagPage = lazy(() => import('./blog/BlogTagPage'));
const BlogArchivePage = lazy(() => import('./blog/BlogArchivePage'));
const BlogSearchPage = lazy(() => import('./blog/BlogSearchPage'));
const BlogPostPage = lazy(() => import('./blog/BlogPostPage'));
const BlogPreviewPage = lazy(() => import('./blog/BlogPreviewPage'));

/**
 * The pages every language has, by their path under the language's prefix ('' is the language's home);
 * the blog's show that language's posts.
 * Paths are absolute in the router: the shell (or bootstrap.tsx standalone) owns it.
 */
function bilingualRoutes(language: SiteLanguage) {
  const prefix = LANGUAGE_PREFIX[language];
  return [
    <Route key="home" path={prefix || '/'} element={<HomePage />} />,
    <Route key="about" path={`${prefix}/about`} element={<AboutPage />} />,
    <Route key="contact" path={`${prefix}/contact`} element={<ContactPage />} />,
    <Route key="form" path={`${prefix}/form`} element={<FormPage />} />,
    <Route key="products" path={`${prefix}/products`} element={<ProductsPage />} />,
    <Route key="under-construction" path={`${prefix}/under-construction`} element={<UnderConstructionPage />} />,
    <Route key="blog" path={`${prefix}/blog`} element={<BlogLandingPage />} />,
    <Route key="blog-tag" path={`${prefix}/blog/tag/:tag`} element={<BlogTagPage />} />,
    <Route key="blog-archive" path={`${prefix}/blog/archieve/:label`} element={<BlogArchivePage />} />,
    <Route key="blog-search" path={`${prefix}${BLOG_SEARCH_PATH}`} element={<BlogSearchPage />} />,
    <Route key="blog-post" path={`${prefix}/blog/:slug`} element={<BlogPostPage />} />,
    <Route key="blog-preview" path={`${prefix}/blog/preview/:token`} element={<BlogPreviewPage />} />,
    ...PRODUCT_ROUTES.map(({ path, pages }) => {
      const Page = pages[language];
      return <Route key={path} path={`${prefix}${path}`} element={<Page />} />;
    }),
  ];
}

/** The public site's routes: English at the root, Indonesian under /id (a post's preview too, in its own language's page). */
export default function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {SITE_LANGUAGES.map(bilingualRoutes)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
