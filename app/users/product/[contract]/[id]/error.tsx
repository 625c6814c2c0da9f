'use client';

export { default } from '@/app/users/_lib/nft-error';
