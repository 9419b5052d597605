// openapi-typescript 7 prints its output with TypeScript's JS API, which TypeScript 7 (the workspace's,
// a native compiler) no longer has: it gets its own 6.0.3 instead of the workspace's as a peer.
module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name === 'openapi-typescript') {
        delete pkg.peerDependencies.typescript;
        pkg.dependencies.typescript = '6.0.3';
      }
      return pkg;
    },
  },
};
