'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** A plain POST form that submits itself once mounted; without JavaScript its button does. */
export function AutoSubmit({ action, fields, label, children }: { action: string; fields: Record<string, string>; label: string; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.requestSubmit(), []);
  return (
    <form ref={form} method="post" action={action}>
      {children}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit">{label}</button>
    </form>
  );
}
