declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

/** Drawn inline by InlineSvg: svg-markup-loader.js makes each file an SvgArt. */
declare module '*.svg' {
  const svg: import('../assets/svgArt').SvgArt;
  export default svg;
}
