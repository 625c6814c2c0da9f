// The part of structured-data-testing-tool (no types of its own) the e2e tests use.
declare module 'structured-data-testing-tool' {
  type Result = { passed: unknown[]; failed: Array<{ test: string; error?: { message?: string } }>; warnings: unknown[] };
  export function structuredDataTestHtml(html: string, options: { presets?: unknown[]; schemas?: string[] }): Promise<Result>;
}
declare module 'structured-data-testing-tool/presets' {
  export const Google: unknown;
}
