'use client';

// One chunk for the page's client parts: as separate chunks each carried its own copy of synthia.module.css's class names.
export { SynthiaMint } from './mint-panel';
export { Roadmap } from './roadmap';
export { FilmShuffle } from './film-shuffle';
