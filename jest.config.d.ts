// Types for jest.config.js, which tests/run-all.ts reads for the files that stay on node:test.
import type { Config } from 'jest';

export declare const unitRoots: string[];
export declare const nodeTestOnly: string[];
declare const config: Config;
export default config;
