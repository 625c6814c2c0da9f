'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorList } from '@/lib/accounts/form-errors';
import { takeTypedValues } from '@/lib/forms/typed';

/**
 * A react-hook-form form validated by a zod schema, with the server's `error` in the form's error
 * slot. A failed submit keeps every typed value, and so does hydration (lib/forms/typed.ts).
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues?: DefaultValues<z.input<S>>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, setValue } = form;
  // In the commit that hydrates the fields, after their ref callbacks registered them (and set their
  // defaults): no keystroke can fall between the reset and the taking back.
  useLayoutEffect(() => takeTypedValues(control, setValue), [control, setValue]);
  const messages = errorList(form.formState.errors as Record<string, { message?: string }>, serverError);
  return { form, serverError, setServerError, messages };
}
