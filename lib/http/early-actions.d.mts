/** The early-actions script's text (lib/http/early-actions.mjs). */
export declare const EARLY_ACTIONS_SCRIPT: string;
