import { useState } from 'react';
import styles from './Blog.module.css';

/** A post's cover, or a branded placeholder when it has none or the image fails to load. */
export function CoverImage({ src, className, alt = '' }: { src: string | null; className: string; alt?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <div className={`${className} ${styles.coverPlaceholder}`} aria-hidden="true" />;
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />;
}
