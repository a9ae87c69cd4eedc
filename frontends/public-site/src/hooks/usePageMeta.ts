import { useEffect } from 'react';
import { usePageData } from '../ssr/page-data';

const SITE_NAME = 'CSEC';

/** Sets the document title and meta description for the page being shown (on the server, the page's head). */
export function usePageMeta(title: string, description: string): void {
  const pageData = usePageData();
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  if (pageData.server) Object.assign(pageData.head, { title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}

/** The HTTP status the server answers the page with (404 for the not-found page). */
export function useHttpStatus(status: number): void {
  const pageData = usePageData();
  if (pageData.server) pageData.head.status = status;
}
