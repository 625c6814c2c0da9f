'use client';

// One chunk for the page's client parts, so synthia.module.css's class names ship once.
export { SynthiaMint } from './mint-panel';
export { Roadmap } from './roadmap';
export { FilmShuffle } from './film-shuffle';
