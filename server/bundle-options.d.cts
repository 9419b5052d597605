import type { BuildOptions } from 'esbuild';

/** See bundle-options.cjs. */
export declare const serverBundleOptions: BuildOptions;
