import { publicConfig } from '@/lib/config/public';
import { explorerTxUrl } from '@/lib/wallet/write';

export function TxLink({ text, hash }: { text: string; hash: `0x${string}` }) {
  const url = explorerTxUrl(publicConfig.chain.explorerUrl, hash);
  return (
    <span>
      {text}{' '}
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer">
          View transaction
        </a>
      )}
    </span>
  );
}
