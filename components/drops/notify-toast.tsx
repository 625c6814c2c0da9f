'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { SingleToaster } from '@/components/ui/toaster';

export type NotifyToastProps = { kind: 'success' | 'error'; text: string; id: number };

/** Shown two frames after mount: the toaster subscribes a commit after it mounts. */
export default function NotifyToast({ kind, text, id }: NotifyToastProps) {
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => toast[kind](text, { id: `notify-${id}` }));
    });
    return () => cancelAnimationFrame(frame);
  }, [kind, text, id]);
  return <SingleToaster />;
}
