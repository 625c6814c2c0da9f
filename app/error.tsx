'use client';

import { ErrorView } from './_lib/error-view';

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorView
      {...props}
      title="Something went wrong"
      heading="Something went wrong"
      message="We could not load this page right now. Please try again in a moment."
    />
  );
}
