import type { BuildOptions } from 'esbuild';

/** See bundle-options.cjs. */
export declare const serverBundleOptions: BuildOptions;

/** See bundle-options.cjs: dist/main.js without the demo, dist/demo.js and dist/browser/sign-in.js. */
export declare function productionBundles(outdir: string): BuildOptions[];
