'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorList } from '@/lib/accounts/form-errors';
import { takeTypedValues } from '@/lib/forms/typed';

/** A failed submit and hydration both keep every typed value (lib/forms/typed.ts). */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues?: DefaultValues<z.input<S>>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, setValue } = form;
  // In the hydrating commit, after the fields registered: no keystroke can fall between reset and take-back.
  useLayoutEffect(() => takeTypedValues(control, setValue), [control, setValue]);
  const messages = errorList(form.formState.errors as Record<string, { message?: string }>, serverError);
  return { form, serverError, setServerError, messages };
}
