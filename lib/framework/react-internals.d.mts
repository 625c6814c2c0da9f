export declare const REACT_PROPS_KEY_PREFIX: string;
export declare const PLACEHOLDER_HOLD_SCRIPT: string;
export declare const REACT_RUNTIME_HASHES: readonly string[];
export declare const REACT_BOUNDARY_CALLS: RegExp;
