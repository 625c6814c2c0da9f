// The reference of `npm run bench`: the smallest Next.js App Router site, measured beside ours so
// the scores of this machine can be read against what the framework alone costs here.
export const metadata = { title: 'Reference', description: 'A bare Next.js App Router page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
