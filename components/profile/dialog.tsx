'use client';

export { Modal as Dialog } from '@/components/ui/modal';
