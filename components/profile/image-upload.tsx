'use client';

import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { FormErrors } from '@/components/forms/form-errors';
import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/accounts/schemas';
import { api } from '@/lib/client/api';
import type { User } from '@/lib/accounts/types';
import formStyles from '@/components/forms/forms.module.css';
import styles from './settings.module.css';

const SUCCESS = { avatar: ACCOUNT_MESSAGES.avatarUpdated, banner: 'Your banner has been updated successfully' } as const;

export function ImageUpload({ field, current, onSaved }: { field: 'avatar' | 'banner'; current: string | null; onSaved: (user: User) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setFile(null);
      return setError(ACCOUNT_MESSAGES.imageType);
    }
    if (chosen.size > MAX_IMAGE_BYTES) {
      setFile(null);
      return setError(ACCOUNT_MESSAGES.imageTooLarge);
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    setSaving(true);
    const form = new FormData();
    form.set(field, file, file.name);
    const res = await api<{ user: User }>(`/api/me/images/${field}`, { method: 'PUT', form });
    setSaving(false);
    if (!res.ok) return setError(res.error);
    toast.success(SUCCESS[field]);
    setFile(null);
    onSaved(res.data.user);
  };

  const shown = preview ?? current;
  return (
    <div className={formStyles.form}>
      <FormErrors messages={error ? [error] : []} />
      <div className={field === 'avatar' ? styles.avatarPreview : styles.bannerPreview}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL preview */}
        {shown ? <img src={shown} alt={`${field} preview`} /> : <span>No {field} yet</span>}
      </div>
      <label className={formStyles.label} htmlFor={`${field}-file`}>
        Choose a png or jpeg image
      </label>
      <input id={`${field}-file`} type="file" accept="image/png,image/jpeg" onChange={(e) => choose(e.target.files?.[0])} />
      <div className={styles.row}>
        <button type="button" className={formStyles.secondary} onClick={() => setFile(null)} disabled={!file || saving}>
          Remove
        </button>
        <button type="button" className={formStyles.button} onClick={save} disabled={!file || saving}>
          {saving ? 'Saving' : 'Save'}
        </button>
      </div>
    </div>
  );
}
