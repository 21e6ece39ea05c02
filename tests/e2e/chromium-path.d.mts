export declare const installCommand: string;
export declare const chromiumArgs: string[];
export declare const testChromiumArgs: string[];
export declare function chromiumPath(): string | null;
export declare function testChromiumPath(): string | null | undefined;
