/** TypeScript and JSX of the suite's own code, compiled by swc for the browsers the suite supports. */
function scriptRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      // Resolved here: pnpm does not hoist build-config's own dependencies into the apps.
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

module.exports = { scriptRule };
