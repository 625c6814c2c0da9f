'use client';

import { ErrorView } from '@/app/_lib/error-view';

/** An NFT detail page whose data could not be loaded (collections §2 leaves it blank and logs): a message and a retry instead. */
export default function NftError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorView {...props} title="NFT unavailable" heading="This NFT could not be loaded" message="Its details did not arrive. Please try again in a moment." />
  );
}
