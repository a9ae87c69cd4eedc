/** Style sheets are imported for their effect (webpack's css-loader bundles them); they export nothing to type. */
declare module '*.css';
