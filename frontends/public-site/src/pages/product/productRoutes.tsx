import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProductPageContent } from '../../content/types';

type ContentModule = Promise<{ default: ProductPageContent }>;

/** Each product page is its own chunk: the shared renderer plus that product's content. */
function productPage(loadContent: () => ContentModule): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ ProductPage }, { default: content }] = await Promise.all([import('./ProductPage'), loadContent()]);
    return { default: () => <ProductPage content={content} /> };
  });
}

export const PRODUCT_ROUTES: readonly { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  {
    path: '/product/csec-detection-and-monitoring',
    Page: productPage(() => import('../../content/product-pages/detection-and-monitoring')),
  },
  { path: '/product/csec-assessment', Page: productPage(() => import('../../content/product-pages/assessment')) },
  { path: '/product/csec-defense', Page: productPage(() => import('../../content/product-pages/defense')) },
  { path: '/product/competence-output', Page: productPage(() => import('../../content/product-pages/competence-output')) },
  { path: '/product/encryptor', Page: productPage(() => import('../../content/product-pages/encryptor')) },
  { path: '/product/digital-forensic', Page: productPage(() => import('../../content/product-pages/digital-forensic')) },
  { path: '/product/vip-public-security', Page: productPage(() => import('../../content/product-pages/vip-public-security')) },
  {
    path: '/product/tactical-interception',
    Page: productPage(() => import('../../content/product-pages/satcom-interception')),
  },
];
