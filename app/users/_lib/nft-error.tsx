'use client';

import { ErrorView } from '@/app/_lib/error-view';

/** collections §2 leaves it blank; we offer a retry. */
export default function NftError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorView {...props} title="NFT unavailable" heading="This NFT could not be loaded" message="Its details did not arrive. Please try again in a moment." />
  );
}
