import type { Windows } from '@/lib/drops/layers/rules';

export type LayersView = 'whatis' | 'revealing' | 'staking' | 'burning';

/** The wallet island's props: the view it draws, the trait shares, the windows and the render time. */
export type LayersIslandProps = {
  view: Exclude<LayersView, 'whatis'>;
  traits: Record<string, Record<string, number>> | null;
  windows: Windows;
  renderedAt: string;
};
