// Types of scripts/build.mjs (plain JavaScript so that it runs without dev dependencies).
export declare const ROOT: string;
export declare const BUILD_INPUTS: string[];
export declare const STAMP_FILE: string;
export declare const SERVER_ENTRY: string;
export interface BuildStamp {
  /** sourceHash() of the inputs as the build started */
  sources: string;
  /** statHash() of the inputs as the build started */
  files: string;
  builtAt: string;
}
export declare function inputPaths(root?: string): string[];
export declare function sourceHash(root?: string, paths?: string[]): string;
export declare function statHash(root?: string, paths?: string[]): string;
export declare function currentStamp(root?: string): { sources: string; files: string };
export declare function readStamp(root?: string): BuildStamp | null;
export declare function buildState(root?: string): 'fresh' | 'stale' | 'missing';
export declare function viteBin(root?: string): string | null;
export declare function build(root?: string, options?: { quiet?: boolean }): boolean;
export declare function buildIfStale(root?: string, options?: { log?: (line: string) => void; warn?: (line: string) => void }): boolean;
export declare function nodeSatisfies(version: string, range: string): boolean;
export declare function supportedNode(root?: string, options?: { version?: string; warn?: (line: string) => void }): boolean;
