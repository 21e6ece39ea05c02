export declare const installCommand: string;
export declare function chromiumPath(): string | null;
