import { get, type Control, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';

/** A field the early-actions script saw typed in (lib/http/early-actions.mjs). */
type TypedField = { __drpTyped?: string };

/**
 * Nothing typed is lost to hydration (issue 28): when a form mounts over server-rendered fields,
 * react-hook-form sets each registered field to its default value (and React resets a textarea to
 * its default), which wiped what a visitor typed before the scripts ran. Called once the fields are
 * registered, this gives every field what was typed in it, as a change of the visitor's. A field
 * made in the browser was never typed in before it existed, so it is left alone.
 */
export function takeTypedValues<T extends FieldValues, C, O>(control: Control<T, C, O>, setValue: UseFormSetValue<T>): void {
  for (const name of control._names.mount) {
    const element = (get(control._fields, name) as { _f?: { ref?: unknown } } | undefined)?._f?.ref as TypedField | undefined;
    if (!element || typeof element.__drpTyped !== 'string') continue;
    const typed = element.__drpTyped;
    delete element.__drpTyped;
    setValue(name as Path<T>, typed as never, { shouldDirty: true });
  }
}
