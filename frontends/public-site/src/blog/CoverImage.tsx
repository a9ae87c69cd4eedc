import { useState } from 'react';
import type { CoverImage as CoverImageData, PublicBlogCard } from '@csec/contracts';
import styles from './Blog.module.css';

interface Props {
  image: CoverImageData | null;
  className: string;
  /** How wide the layout draws the image (the `sizes` attribute), unless the API says otherwise. */
  sizes: string;
  alt?: string;
  /** The page's largest image, at the top: fetched first and never lazily. */
  priority?: boolean;
}

/**
 * A post's cover at the resolution the screen needs (the WebP copies made at upload), or a
 * branded placeholder when it has none or the image fails to load. Its box is sized by CSS
 * before the image arrives, so nothing below it moves.
 */
export function CoverImage({ image, className, sizes, alt = '', priority = false }: Props) {
  const [broken, setBroken] = useState(false);
  if (!image || broken) return <div className={`${className} ${styles.coverPlaceholder}`} aria-hidden="true" />;
  // React 18 knows no fetchPriority prop; the lower-case attribute passes through as written.
  const fetchPriority = priority ? { fetchpriority: 'high' } : {};
  return (
    <img
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...fetchPriority}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      sizes={image.srcset ? (image.sizes ?? sizes) : undefined}
      srcSet={image.srcset ?? undefined}
      src={image.src}
      alt={alt}
      onError={() => setBroken(true)}
    />
  );
}

/** The card's coverImage, or its bare cover URL from an API that predates coverImage. */
export function coverImageOf(card: Pick<PublicBlogCard, 'cover' | 'coverImage'>): CoverImageData | null {
  if (card.coverImage !== undefined) return card.coverImage;
  return card.cover ? { src: card.cover, width: null, height: null, srcset: null } : null;
}
