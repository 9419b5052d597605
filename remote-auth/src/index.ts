// The container's only exposed module is ./routes (see webpack.config.cjs); nothing runs on load.
export {};
