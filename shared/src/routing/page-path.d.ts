/** The lower-case path of a page address (page-path.js). */
export declare function canonicalPagePath(pathname: string): string;
