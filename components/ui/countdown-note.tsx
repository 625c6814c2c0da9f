/** A countdown's words for screen readers; the visible timer is `role="timer"`, which is silent. */
export function CountdownNote({ text }: { text: string }) {
  return (
    <span role="status" className="visually-hidden">
      {text}
    </span>
  );
}
