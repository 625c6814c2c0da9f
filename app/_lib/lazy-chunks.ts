import 'server-only';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

type LoadableManifest = Readonly<Record<string, { readonly files: readonly string[] }>>;

export function lazyScriptHrefs(manifest: LoadableManifest, assetPrefix = ''): string[] {
  const files = new Set<string>();
  for (const entry of Object.values(manifest)) for (const file of entry.files) if (file.endsWith('.js')) files.add(file);
  return [...files].map((file) => `${assetPrefix}/_next/${file.split('/').map(encodeURIComponent).join('/')}`);
}

/** Read from the loadable manifest Next keeps for the render, as its own next/dynamic preloads do. */
export function pageLazyScripts(): string[] {
  const store = workAsyncStorage.getStore();
  return store?.reactLoadableManifest ? lazyScriptHrefs(store.reactLoadableManifest, store.assetPrefix) : [];
}
