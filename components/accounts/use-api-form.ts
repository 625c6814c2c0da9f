'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorList } from '@/lib/accounts/form-errors';

/**
 * A react-hook-form form validated by a zod schema, with the server's `error` in the form's error
 * slot. A failed submit keeps every typed value.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues?: DefaultValues<z.input<S>>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const messages = errorList(form.formState.errors as Record<string, { message?: string }>, serverError);
  return { form, serverError, setServerError, messages };
}
