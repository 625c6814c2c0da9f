export declare const NEXT_SCRIPT_SHAPES: readonly RegExp[];
export declare const NEXT_SCRIPT_HASHES: readonly string[];
