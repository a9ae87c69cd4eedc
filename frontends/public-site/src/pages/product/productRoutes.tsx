import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SiteLanguage } from '@csec/contracts';
import type { ProductPageContent } from '../../content/types';

type ContentModule = Promise<{ default: ProductPageContent }>;
type Page = LazyExoticComponent<ComponentType>;

/** Each product page is its own chunk per language: the shared renderer plus that product's content. */
function productPage(loadContent: () => ContentModule): Page {
  return lazy(async () => {
    const [{ ProductPage }, { default: content }] = await Promise.all([import('./ProductPage'), loadContent()]);
    return { default: () => <ProductPage content={content} /> };
  });
}

/** The product pages, by the path English pages give them; Indonesian pages put /id before it. */
export const PRODUCT_ROUTES: readonly { path: string; pages: Readonly<Record<SiteLanguage, Page>> }[] = [
  {
    path: '/product/csec-detection-and-monitoring',
    pages: {
      en: productPage(() => import('../../content/product-pages/detection-and-monitoring')),
      id: productPage(() => import('../../content/id/product-pages/detection-and-monitoring')),
    },
  },
  {
    path: '/product/csec-assessment',
    pages: {
      en: productPage(() => import('../../content/product-pages/assessment')),
      id: productPage(() => import('../../content/id/product-pages/assessment')),
    },
  },
  {
    path: '/product/csec-defense',
    pages: { en: productPage(() => import('../../content/product-pages/defense')), id: productPage(() => import('../../content/id/product-pages/defense')) },
  },
  {
    path: '/product/competence-output',
    pages: {
      en: productPage(() => import('../../content/product-pages/competence-output')),
      id: productPage(() => import('../../content/id/product-pages/competence-output')),
    },
  },
  {
    path: '/product/encryptor',
    pages: {
      en: productPage(() => import('../../content/product-pages/encryptor')),
      id: productPage(() => import('../../content/id/product-pages/encryptor')),
    },
  },
  {
    path: '/product/digital-forensic',
    pages: {
      en: productPage(() => import('../../content/product-pages/digital-forensic')),
      id: productPage(() => import('../../content/id/product-pages/digital-forensic')),
    },
  },
  {
    path: '/product/vip-public-security',
    pages: {
      en: productPage(() => import('../../content/product-pages/vip-public-security')),
      id: productPage(() => import('../../content/id/product-pages/vip-public-security')),
    },
  },
  {
    path: '/product/tactical-interception',
    pages: {
      en: productPage(() => import('../../content/product-pages/satcom-interception')),
      id: productPage(() => import('../../content/id/product-pages/satcom-interception')),
    },
  },
];
