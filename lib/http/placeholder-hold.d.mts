/** The inline script that holds a streamed loading placeholder 600 ms (placeholder-hold.mjs). */
export declare const PLACEHOLDER_HOLD_SCRIPT: string;
