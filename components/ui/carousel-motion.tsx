/** Loaded with Embla when idle; never moves for reduced motion or while the visitor is on it. */
import styles from './carousel.module.css';

export type CarouselControls = { move: (step: 1 | -1) => void; setPlaying: (playing: boolean) => void };

/** Drawn only once the motion is there: no button that does nothing. */
export function CarouselButtons({ controls, playing }: { controls: CarouselControls; playing: boolean }) {
  // Fixed keys: the toggle keeps its focus when its label changes.
  const buttons: Array<[string, string, string, () => void]> = [
    ['previous', 'Previous slide', '‹', () => controls.move(-1)],
    ['toggle', playing ? 'Pause slideshow' : 'Play slideshow', playing ? '❚❚' : '▶', () => controls.setPlaying(!playing)],
    ['next', 'Next slide', '›', () => controls.move(1)],
  ];
  return (
    <div className={styles.controls}>
      {buttons.map(([key, label, icon, onClick]) => (
        <button key={key} type="button" className={styles.control} aria-label={label} onClick={onClick}>
          <span aria-hidden>{icon}</span>
        </button>
      ))}
    </div>
  );
}
type Timing = { autoplayMs: number; speedMs: number; pressSpeedMs: number };
type Listeners = { onControls: (c: CarouselControls) => void; onPlaying: (playing: boolean) => void };

/** Embla's duration is not in ms: 30 ≈ 1 s, about linear. */
const emblaDuration = (speedMs: number) => Math.round((speedMs / 1000) * 30);

export async function startCarousel(root: HTMLElement, { autoplayMs, speedMs, pressSpeedMs }: Timing, { onControls, onPlaying }: Listeners) {
  const { default: EmblaCarousel } = await import('embla-carousel');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  root.dataset.enhanced = '';
  const embla = EmblaCarousel(root, { loop: true, duration: emblaDuration(speedMs), align: 'start' });
  const state = { wanted: !reduceMotion.matches, hover: false, focus: false, drag: false };
  let timer = 0;
  const shouldRun = () => state.wanted && !state.hover && !state.focus && !state.drag && document.visibilityState === 'visible';
  const schedule = () => {
    clearTimeout(timer);
    timer = shouldRun() ? window.setTimeout(tick, autoplayMs) : 0;
  };
  const tick = () => {
    embla.scrollNext();
    schedule();
  };
  // A change that leaves the timer running does not restart it.
  const apply = () => {
    if (shouldRun() !== (timer !== 0)) schedule();
  };
  const want = (wanted: boolean) => {
    state.wanted = wanted;
    onPlaying(wanted);
    apply();
  };
  const on = (key: 'hover' | 'focus' | 'drag', value: boolean) => () => ((state[key] = value), apply());
  const listeners: Array<[EventTarget, string, EventListener]> = [
    [root, 'mouseenter', on('hover', true)],
    [root, 'mouseleave', on('hover', false)],
    // Keyboard focus only: a clicked button keeps the focus, and the pointer leaving should let it move on.
    [root, 'focusin', (e) => (e.target as Element).matches(':focus-visible') && on('focus', true)()],
    [root, 'focusout', (e) => !root.contains((e as FocusEvent).relatedTarget as Node | null) && on('focus', false)()],
    [document, 'visibilitychange', apply],
    [reduceMotion, 'change', () => want(!reduceMotion.matches)],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  embla.on('pointerDown', on('drag', true)).on('pointerUp', on('drag', false));
  want(state.wanted);
  onControls({
    move: (step) => {
      // A press glides at its own speed; a resize re-creates the engine, so it is read per press.
      const engine = embla.internalEngine();
      engine.scrollBody.useBaseFriction().useDuration(reduceMotion.matches ? 0 : emblaDuration(pressSpeedMs));
      engine.scrollTo.index(engine.index.add(step).get(), -step);
      if (timer) schedule();
    },
    setPlaying: want,
  });
  return () => {
    clearTimeout(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    embla.destroy();
  };
}
