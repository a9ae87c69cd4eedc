import { fireEvent, render } from '@testing-library/react';
import { CoverImage, coverImageOf } from '../src/blog/CoverImage';
import { card } from './fixtures';

const SIZES = '(max-width: 600px) 100vw, 400px';

describe('CoverImage', () => {
  it('offers the WebP copies with the sizes the layout draws, and reserves the image size', () => {
    const { container } = render(<CoverImage image={card(1).coverImage} className="cover" sizes={SIZES} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/cover-1.png');
    expect(img).toHaveAttribute('srcset', '/uploads/cover-1-480.webp 480w, /uploads/cover-1-960.webp 960w, /uploads/cover-1.png 1280w');
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority image first and never lazily', () => {
    const { container } = render(<CoverImage image={card(1).coverImage} className="cover" sizes={SIZES} priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('prefers the sizes the API sends', () => {
    const image = { ...card(1).coverImage!, sizes: '50vw' };
    const { container } = render(<CoverImage image={image} className="cover" sizes={SIZES} />);
    expect(container.querySelector('img')).toHaveAttribute('sizes', '50vw');
  });

  it('draws an external cover as it is, without srcset or size', () => {
    const image = { src: 'https://cdn.example.com/a.jpg', width: null, height: null, srcset: null };
    const { container } = render(<CoverImage image={image} className="cover" sizes={SIZES} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    for (const attribute of ['srcset', 'sizes', 'width', 'height']) expect(img).not.toHaveAttribute(attribute);
  });

  it('shows the placeholder without a cover, or when the image fails', () => {
    const none = render(<CoverImage image={null} className="cover" sizes={SIZES} />);
    expect(none.container.querySelector('img')).toBeNull();
    expect(none.container.querySelector('.coverPlaceholder')).not.toBeNull();
    const broken = render(<CoverImage image={card(1).coverImage} className="cover" sizes={SIZES} />);
    fireEvent.error(broken.container.querySelector('img')!);
    expect(broken.container.querySelector('img')).toBeNull();
    expect(broken.container.querySelector('.coverPlaceholder')).not.toBeNull();
  });

  it('falls back to the bare cover URL of an API that sends no coverImage', () => {
    const old = { cover: '/uploads/a.png' } as Parameters<typeof coverImageOf>[0];
    expect(coverImageOf(old)).toEqual({ src: '/uploads/a.png', width: null, height: null, srcset: null });
    expect(coverImageOf({ cover: null } as Parameters<typeof coverImageOf>[0])).toBeNull();
  });
});
