// collections §2, §9; the dates between the ends are ours (docs/decisions.md).
export const SYNTHIA_ROADMAP = [
  { date: '14.11.22', name: 'Mint for whitelist holders', text: 'Whitelisted wallets mint their keys first, up to their allocation.' },
  { date: '21.11.22', name: 'Picture reveal', text: 'Every key shows its character.' },
  { date: '25.11.22', name: 'Signature vote', text: 'Holders vote on Synthia’s signature style.' },
  { date: '30.11.22', name: '4X UPSCALE ability', text: 'Holders upscale their pictures four times.' },
  { date: '06.12.22', name: 'First art vote', text: 'The first artwork chosen by the holders.' },
  { date: '13.12.22', name: 'Artist auction for holders only', text: 'An auction by a guest artist, open to key holders only.' },
  { date: '20.12.22', name: 'SELECT MODEL ability', text: 'Holders choose the model Synthia talks with.' },
] as const;
