import 'server-only';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

type LoadableManifest = Readonly<Record<string, { readonly files: readonly string[] }>>;

/**
 * Every dynamic import's files once, those of the imports that bring the most chunks first: the wallet
 * stack's (the host and the parts on its code) before one drop's panel, so a press finds them fetched.
 */
export function lazyFiles(manifest: LoadableManifest, assetPrefix = ''): { href: string; as: 'script' | 'style' }[] {
  const weight = new Map<string, number>();
  for (const { files } of Object.values(manifest)) for (const file of files) weight.set(file, Math.max(weight.get(file) ?? 0, files.length));
  return [...weight.keys()]
    .sort((a, b) => weight.get(b)! - weight.get(a)!)
    .map((file) => ({
      href: `${assetPrefix}/_next/${file.split('/').map(encodeURIComponent).join('/')}`,
      as: file.endsWith('.css') ? 'style' : 'script',
    }));
}

/** Read from the loadable manifest Next keeps for the render, as its own next/dynamic preloads do. */
export function pageLazyFiles(): { href: string; as: 'script' | 'style' }[] {
  const store = workAsyncStorage.getStore();
  return store?.reactLoadableManifest ? lazyFiles(store.reactLoadableManifest, store.assetPrefix) : [];
}
