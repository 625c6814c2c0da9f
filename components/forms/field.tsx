import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  multiline?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** `defaultValue` is in the server HTML so a visitor can edit it before the scripts run. */
export function Field({ label, registration, error, multiline, hint, id, ...input }: Props) {
  const inputId = id ?? `field-${registration.name}`;
  const described = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={inputId}
          className={styles.input}
          rows={4}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={described}
          defaultValue={input.defaultValue}
          {...registration}
        />
      ) : (
        <input id={inputId} className={styles.input} aria-invalid={Boolean(error) || undefined} aria-describedby={described} {...input} {...registration} />
      )}
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p id={described} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
