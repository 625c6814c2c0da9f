export default function Page() {
  return (
    <main>
      <h1>Reference</h1>
      <p>A bare Next.js App Router page: no data, no client components of its own, no images or fonts.</p>
    </main>
  );
}
