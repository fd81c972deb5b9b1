export declare const slugOf: (pkg: string) => string;
export declare function binIn(root: string, server: { package: string; bin?: string }): string;
