'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { LAYERS } from '@/lib/drops/layers/config';
import { LAYERS_TEXT } from '@/lib/drops/layers/messages';
import { canBurn, checkClaim, claimableLayers, claimTearsFor, showsClaimTears, type LayersPhase } from '@/lib/drops/layers/rules';
import type { LayersApp } from './use-layers-app';
import { ShippingForm } from './shipping-form';
import styles from './layers.module.css';
import controls from '../app-controls.module.css';
import { weiToEth } from '@/lib/format/wei';

const T = LAYERS_TEXT.burning;

type BurnStep = { type: 1 | 2 | 3 } | { type: 1 | 2 | 3; hash: `0x${string}`; open: boolean } | null;

/** Unsent shipping forms survive a view change or reload (the prints need an address). */
const unsentKey = (wallet: string) => `layers-unsent-shipping:${wallet.toLowerCase()}`;
function readUnsent(wallet: string | undefined): BurnStep {
  if (!wallet) return null;
  try {
    const v = JSON.parse(window.localStorage.getItem(unsentKey(wallet)) ?? 'null') as { hash?: string; type?: number } | null;
    return v && /^0x[0-9a-f]{64}$/i.test(v.hash ?? '') && [1, 2, 3].includes(v.type ?? 0)
      ? { hash: v.hash as `0x${string}`, type: v.type as 1 | 2 | 3, open: false }
      : null;
  } catch {
    return null;
  }
}

/** The burning info modal (collections §2), from the drop's figures. */
function BurnInfo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {T.info}
      </button>
      <Modal open={open} title={T.infoTitle} onClose={() => setOpen(false)}>
        <p>{T.infoClaim}</p>
        <p>{T.infoBurn}</p>
        <ul>
          {LAYERS.burnOptions.map((o) => (
            <li key={o.type}>{T.infoOption(o.label, weiToEth(o.price))}</li>
          ))}
        </ul>
        <p>{T.infoPrint}</p>
        <button type="button" className={controls.primary} onClick={() => setOpen(false)}>
          {T.infoClose}
        </button>
      </Modal>
    </>
  );
}

/** The burning view (collections §2): CLAIM TEARS, then the burn options. */
export function Burning({ app, phase }: { app: LayersApp; phase: LayersPhase }) {
  const { data } = app;
  const [claimOpen, setClaimOpen] = useState(false);
  const [picked, setPicked] = useState<bigint[]>([]);
  const [step, setStep] = useState<BurnStep>(() => readUnsent(app.wallet));
  const [burnPick, setBurnPick] = useState<bigint | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const offer = claimableLayers(
    data.layers.filter((l) => !l.staked),
    new Set(data.layers.filter((l) => l.claimable).map((l) => l.tokenId)),
  );
  const chosen = offer.filter((l) => picked.includes(l.tokenId));
  const claimCheck = checkClaim(chosen);
  const revealed = data.layers.filter((l) => !l.staked && l.state >= LAYERS.maxTears);
  const burnLayer = revealed.find((l) => l.tokenId === burnPick) ?? null;

  if (showsClaimTears(phase)) {
    return (
      <div className={styles.burning}>
        <p>{T.claimIntro}</p>
        <BurnInfo />
        <button type="button" className={controls.primary} disabled={phase !== 'claim_tears'} onClick={() => setClaimOpen(true)}>
          {T.claimButton}
        </button>
        <Modal open={claimOpen} title={T.claimTitle} onClose={() => setClaimOpen(false)}>
          {offer.length === 0 ? (
            <p>{T.noneClaim}</p>
          ) : (
            <fieldset className={styles.pick}>
              <legend>{T.claimPick}</legend>
              {offer.map((l) => (
                <label key={l.tokenId.toString()} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={picked.includes(l.tokenId)}
                    onChange={(e) => setPicked((p) => (e.target.checked ? [...p, l.tokenId] : p.filter((id) => id !== l.tokenId)))}
                  />
                  {T.claimFor(l.tokenId, claimTearsFor(l.state))}
                </label>
              ))}
            </fieldset>
          )}
          <button
            type="button"
            className={controls.primary}
            disabled={!claimCheck.ok || submitting}
            onClick={async () => {
              setSubmitting(true);
              if (await app.claim(chosen.map((l) => l.tokenId))) {
                setClaimOpen(false);
                setPicked([]);
              }
              setSubmitting(false);
            }}
          >
            {T.claim(claimCheck.ok ? claimCheck.tears : null)}
          </button>
        </Modal>
      </div>
    );
  }

  return (
    <div className={styles.burning}>
      <p>{T.burnIntro}</p>
      <BurnInfo />
      <div className={styles.actions}>
        {LAYERS.burnOptions.map((o) => (
          <button
            key={o.type}
            type="button"
            className={controls.primary}
            disabled={phase !== 'burn'}
            onClick={() => (app.busy() ? undefined : setStep({ type: o.type }))}
          >
            {T.burnFor(o.label, weiToEth(o.price))}
          </button>
        ))}
      </div>
      <Modal open={step !== null && !('hash' in step)} title={T.burnTitle} onClose={() => setStep(null)}>
        {revealed.length === 0 ? (
          <p>{T.noneBurn}</p>
        ) : (
          <fieldset className={styles.pick}>
            <legend>{T.burnPick}</legend>
            {revealed.map((l) => (
              <label key={l.tokenId.toString()} className={styles.check}>
                <input type="radio" name="burn-layer" checked={burnPick === l.tokenId} onChange={() => setBurnPick(l.tokenId)} />
                {T.layer(l.tokenId)}
              </label>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          className={controls.primary}
          disabled={!canBurn(burnLayer ? [burnLayer] : [], submitting)}
          onClick={async () => {
            if (!step || !burnLayer) return;
            setSubmitting(true);
            const hash = await app.burn(burnLayer, step.type);
            setSubmitting(false);
            if (hash && app.wallet) window.localStorage.setItem(unsentKey(app.wallet), JSON.stringify({ hash, type: step.type }));
            setStep(hash ? { type: step.type, hash, open: true } : null);
            setBurnPick(null);
          }}
        >
          {T.burn(submitting)}
        </button>
      </Modal>
      {step && 'hash' in step && !step.open && (
        <p role="alert">
          {T.needsAddress}{' '}
          <button type="button" className={styles.linkButton} onClick={() => setStep({ ...step, open: true })}>
            {T.sendForm}
          </button>
        </p>
      )}
      {/* Closing keeps a done burn's form one click away. */}
      <Modal
        open={step !== null && 'hash' in step && step.open}
        title={T.formTitle}
        onClose={() => setStep((s) => (s && 'hash' in s ? { ...s, open: false } : s))}
      >
        {step && 'hash' in step && (
          <ShippingForm
            hash={step.hash}
            type={step.type}
            onSent={() => {
              if (app.wallet) window.localStorage.removeItem(unsentKey(app.wallet));
              setStep(null);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
