import { useId } from 'react';
import { SVG_ID_PLACEHOLDER, type SvgArt } from '../assets/svgArt';

interface Props {
  svg: SvgArt;
  /** As on an <img>: empty or none for decoration, hidden from assistive technology. */
  alt?: string;
  className?: string;
  width: number;
  /** With width, also the proportions where CSS sets one side only: Chromium takes them over the viewBox's, unlike an <img>. */
  height: number;
}

/**
 * An imported SVG drawn in the page as an <svg> element, in place of an <img> of it (svg-markup-loader.js
 * says why). The ids inside get a prefix of this instance's own, so that two drawings, or one drawn twice,
 * never point at each other's gradients; useId gives the same on the server and at hydration.
 */
export function InlineSvg({ svg, alt, className, width, height }: Props) {
  // useId gives ":R1a:": kept to letters, digits, _ and -, which are safe in an id and in url(#...) alike.
  const prefix = `${useId().replace(/[^\w-]/g, '')}-`;
  const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={svg.viewBox}
      fill={svg.fill}
      focusable="false"
      {...name}
      dangerouslySetInnerHTML={{ __html: svg.body.split(SVG_ID_PLACEHOLDER).join(prefix) }}
    />
  );
}
