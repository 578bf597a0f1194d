import type { Plugin } from 'esbuild';
export declare const inkFrameCaches: Plugin;
