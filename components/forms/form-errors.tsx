import styles from './forms.module.css';

/** The form's messages as a list of the non-empty ones (platform-core §5). */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.errors} role="alert">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
