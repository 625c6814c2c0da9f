'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** Submits itself once mounted when `auto`; otherwise, and without JavaScript, its button does. */
export function AutoSubmit({
  action,
  fields,
  label,
  auto = true,
  children,
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  auto?: boolean;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (auto) form.current?.requestSubmit();
  }, [auto]);
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
