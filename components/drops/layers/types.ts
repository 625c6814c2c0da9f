import type { Windows } from '@/lib/drops/layers/rules';

export type LayersView = 'whatis' | 'revealing' | 'staking' | 'burning';

export type LayersPanelProps = {
  view: Exclude<LayersView, 'whatis'>;
  traits: Record<string, Record<string, number>> | null;
  windows: Windows;
  renderedAt: string;
};
