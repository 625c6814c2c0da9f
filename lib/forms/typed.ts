import { get, type Control, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';

/** Set by lib/http/early-actions.mjs. */
type TypedField = { __drpTyped?: string };

/** react-hook-form (and React, for a textarea) reset fields on mount: this puts back text typed before hydration. */
export function takeTypedValues<T extends FieldValues, C, O>(control: Control<T, C, O>, setValue: UseFormSetValue<T>): void {
  for (const name of control._names.mount) {
    const element = (get(control._fields, name) as { _f?: { ref?: unknown } } | undefined)?._f?.ref as TypedField | undefined;
    if (!element || typeof element.__drpTyped !== 'string') continue;
    const typed = element.__drpTyped;
    delete element.__drpTyped;
    setValue(name as Path<T>, typed as never, { shouldDirty: true });
  }
}
