import './ssr/relative-public-path';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BLOG_SEARCH_PATH } from '@csec/contracts';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { PRODUCT_ROUTES } from './pages/product/productRoutes';

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

/** The public site's routes. Paths are absolute: the shell (or bootstrap.tsx standalone) owns the router. */
export default function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/form" element={<FormPage />} />
        <Route path="/products" element={<ProductsPage />} />
        <Route path="/under-construction" element={<UnderConstructionPage />} />
        {PRODUCT_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/blog" element={<BlogLandingPage />} />
        <Route path="/blog/tag/:tag" element={<BlogTagPage />} />
        <Route path="/blog/archieve/:label" element={<BlogArchivePage />} />
        <Route path={BLOG_SEARCH_PATH} element={<BlogSearchPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="/blog/preview/:token" element={<BlogPreviewPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
