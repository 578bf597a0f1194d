export declare function execFileSync(...args: unknown[]): never;
