// drop-pages §2 gives no words: ours (docs/decisions.md).
export const DESICCATION_MANIFESTO = {
  title: 'Manifesto',
  paragraphs: [
    'Desiccation is what remains when everything wet has left the body of a picture: the line, the fold, the crack where the page gave way. Shintaro Kago has spent three decades drawing the moment a form stops holding together. This drop is that moment, dried and kept.',
    'Nine images, one sequence. Aquarium opens it as a single original, sold at auction. Mermaid and Lock Eyes follow as open mints for the first day. Hand, Caterpillar, School Days, Desiccation, Lottery and Eyeballs are drawn by raffle among members, then minted by the ones the draw names and by anyone who holds a member token once the draw has closed.',
    'Every edition is small on purpose. A panel of manga is read once and turned; a print on a wall is passed a thousand times. Here a collector keeps the panel that would have been turned, and the chain keeps the record of who kept it.',
    'Nothing in this drop is finished. Each image is a stage of something drying out, and the sequence is meant to be read in the order it is shown: from the water of the first to the eyes of the last.',
  ],
} as const;
