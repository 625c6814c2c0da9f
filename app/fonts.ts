import localFont from 'next/font/local';

// next/font/google downloads at build time and fails offline; the variable Inter ships in npm.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
