/** The non-empty messages of a form's errors, in field order, then the server's error (platform-core §5). */
export function errorList(fieldErrors: Record<string, { message?: string } | undefined>, serverError?: string | null): string[] {
  const messages = Object.values(fieldErrors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m));
  if (serverError) messages.push(serverError);
  return [...new Set(messages)];
}
