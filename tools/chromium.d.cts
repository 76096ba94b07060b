/** Types of tools/chromium.cjs. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
