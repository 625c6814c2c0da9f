import styles from '@/components/drops/blackfeather/mint.module.css';

type Props = { state: { label: string; disabled: boolean }; onClick?: () => void; onPointerEnter?: () => void };

/** A drop panel's one button, as every mint, claim and draw panel draws it: the rule's label and whether it is disabled. */
export function PanelButton({ state, onClick, onPointerEnter }: Props) {
  return (
    <button type="button" className={styles.button} disabled={state.disabled} onClick={onClick} onPointerEnter={onPointerEnter}>
      {state.label}
    </button>
  );
}
