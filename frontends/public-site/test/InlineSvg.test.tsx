import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SvgArt } from '../src/assets/svgArt';
import { InlineSvg } from '../src/components/InlineSvg';

// A real icon, as the build makes it: a gradient with id "g" that the icon's square is filled with.
// (Node's fs, typed as far as used here: this project's types are the browser's.)
const { readFileSync } = jest.requireActual<{ readFileSync: (file: string, encoding: 'utf8') => string }>('fs');
const { toSvgArt } = jest.requireActual<{ toSvgArt: (source: string) => SvgArt }>('../svg-markup-loader');
declare const __dirname: string;
const globe = toSvgArt(readFileSync(`${__dirname}/../src/assets/icons/globe.svg`, 'utf8'));

/** Each drawing's gradient id and the id its fill refers to. */
function gradientsOf(container: HTMLElement) {
  return Array.from(container.querySelectorAll('svg'), (svg) => ({
    id: svg.querySelector('linearGradient')!.id,
    fill: svg.querySelector('rect')!.getAttribute('fill'),
  }));
}

function TwoGlobes() {
  return (
    <>
      <InlineSvg svg={globe} width={52} height={52} />
      <InlineSvg svg={globe} width={52} height={52} />
    </>
  );
}

describe('InlineSvg', () => {
  it('draws the svg at the size it is given, hidden from assistive technology when it has no alt', () => {
    const { container } = render(<InlineSvg svg={globe} className="icon" alt="" width={56} height={56} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('class', 'icon');
    expect(svg).toHaveAttribute('width', '56');
    expect(svg).toHaveAttribute('height', '56');
    expect(svg).toHaveAttribute('viewBox', '0 0 64 64');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-label');
    expect(svg.querySelector('circle')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its alt when it has one', () => {
    render(<InlineSvg svg={globe} alt="Global Security" width={52} height={52} />);
    const svg = screen.getByRole('img', { name: 'Global Security' });
    expect(svg.tagName).toBe('svg');
    expect(svg).not.toHaveAttribute('aria-hidden');
  });

  it('gives each instance ids of its own, and its references follow them', () => {
    const { container } = render(<TwoGlobes />);
    const [first, second] = gradientsOf(container);
    expect(first.id).not.toBe(second.id);
    expect(first.id).toMatch(/^[\w-]+-g$/);
    expect(first.fill).toBe(`url(#${first.id})`);
    expect(second.fill).toBe(`url(#${second.id})`);
    expect(container.innerHTML).not.toContain('<svg-id>');
  });

  it('hydrates server-rendered markup with the same ids', () => {
    const error = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TwoGlobes />);
    document.body.appendChild(container);
    const rendered = gradientsOf(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, <TwoGlobes />);
      });
      expect(gradientsOf(container)).toEqual(rendered);
      expect(error).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      container.remove();
      error.mockRestore();
    }
  });
});
