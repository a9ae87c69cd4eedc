/**
 * How the frontends' Jest runs compile TypeScript and TSX: one file at a time by swc, as webpack's
 * swc-loader does for the builds. Types are checked once per `npm test` by `npm run typecheck`.
 */
module.exports = {
  '^.+\\.tsx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};
