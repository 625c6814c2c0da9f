'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { api } from '@/lib/client/api';
import { LAYERS } from '@/lib/drops/layers/config';
import { LAYERS_MESSAGES as M, LAYERS_TEXT } from '@/lib/drops/layers/messages';
import { shortenAddress } from '@/lib/format/address';
import { layersShippingSchema, type LayersShipping } from '@/lib/drops/layers/shipping';
import styles from './layers.module.css';
import controls from '../app-controls.module.css';

const T = LAYERS_TEXT.burning;

/** The burn's hash, copied with one press ("Copied" for 500 ms, collections §9). */
function BurnHash({ hash }: { hash: `0x${string}` }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const reset = setTimeout(() => setCopied(false), LAYERS.copyResetMs);
    return () => clearTimeout(reset);
  }, [copied]);
  return (
    <p className={styles.burnHash}>
      {T.burnTx} <code title={hash}>{shortenAddress(hash, 10, 8)}</code>{' '}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() =>
          navigator.clipboard?.writeText(hash).then(
            () => setCopied(true),
            (err: Error) => console.error('[layers] copy failed', err.message),
          )
        }
      >
        {T.copy(copied)}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? T.copied : ''}
      </span>
    </p>
  );
}

/** Where a burn's prints go (collections §3, §5); what was typed stays on a failure. */
export function ShippingForm({ hash, type, onSent }: { hash: `0x${string}`; type: 1 | 2 | 3; onSent: () => void }) {
  const { register, handleSubmit, control, formState } = useForm<LayersShipping>({
    resolver: zodResolver(layersShippingSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', address: '', zip_code: '', country: '', need_invoice: false, tax_id: '' },
  });
  const e = formState.errors;
  const needInvoice = useWatch({ control, name: 'need_invoice' });
  const onSubmit = handleSubmit(async (values) => {
    const res = await api<{ message: string }>('/api/layers/shipping', { json: { ...values, txn_hash: hash, type } });
    if (res.ok) {
      toast.success(M.formSent);
      onSent();
    } else toast.error(M.formError);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shipping form" className={styles.form}>
      <BurnHash hash={hash} />
      <Field label="First name" registration={register('first_name')} error={e.first_name?.message} autoComplete="given-name" />
      <Field label="Last name" registration={register('last_name')} error={e.last_name?.message} autoComplete="family-name" />
      <Field label="Email" type="email" registration={register('email')} error={e.email?.message} autoComplete="email" />
      <Field label="Phone" type="tel" registration={register('phone')} error={e.phone?.message} autoComplete="tel" />
      <Field label="Address" registration={register('address')} error={e.address?.message} autoComplete="street-address" />
      <Field label="Zip code" registration={register('zip_code')} error={e.zip_code?.message} autoComplete="postal-code" />
      <Field label="Country" registration={register('country')} error={e.country?.message} autoComplete="country-name" />
      <label className={styles.check}>
        <input type="checkbox" {...register('need_invoice')} /> I need an invoice
      </label>
      {needInvoice && <Field label="Tax ID" registration={register('tax_id')} error={e.tax_id?.message} />}
      <button type="submit" className={controls.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
