// drop-pages §2; texts the spec names are spelled as it spells them.
export const LUSHSUX_LANDING = {
  navKey: 'lushsux',
  jokerNavKey: 'lushsux-joker',
  anchors: [
    { id: 'about', label: 'About' },
    { id: 'roadmap', label: 'Roadmap' },
    { id: 'anatomy', label: 'Anatomy of A Post' },
    { id: 'posts', label: 'The Posts' },
  ],
  claim: { label: 'Sold Out', minted: 4444, supply: 4444 },
  stats: [
    { value: '4,444', label: 'posts' },
    { value: 'Oct 23', label: 'launch' },
    { value: '.1 ETH', label: 'draw' },
  ],
  roadmap: [
    { when: '23 October', title: 'Launch' },
    { when: 'Nov 2021', title: 'Phase 1' },
    { when: '', title: '1 Million Followers' },
    { when: 'Mar 2022', title: 'Token 0 Auction' },
    { when: 'Apr 2022', title: 'First Re-up' },
    { when: 'Apr 2022', title: 'Phase 2' },
    { when: '', title: 'It never ends' },
  ],
  tiers: [
    { when: 'Now', text: 'Members’ drops, draws and the posts themselves: every member token counts.' },
    { when: 'Soon', text: 'Re-ups for the first tiers: the lower your token number, the earlier you are in.' },
    { when: 'Later', text: 'Phase 2 and whatever the feed turns into next.' },
  ],
  anatomy: [
    { title: 'Media type', text: 'Image, slideshow or video, as it was posted.' },
    { title: 'Date', text: 'When it went up, from 2012 on.' },
    { title: 'Post number', text: 'Its place in the feed, 1 to 4444.' },
    { title: 'Caption', text: 'The caption’s word count and character count.' },
    { title: 'Tags', text: 'The accounts the post tagged.' },
    { title: 'Comments and likes', text: 'What the post got, counted when it was minted.' },
    { title: 'Category and content', text: 'What kind of work it is, and who or what is in it.' },
  ],
  essay: [
    'For ten years the feed was the work: walls painted overnight, memes that outran the news, posts that got the account banned and brought back. 4,444 of them are now tokens, one per post, each carrying what the post was when it went up.',
    'Holding one makes you a member. Members get first call on the drops that follow, a seat in the draws and a say in what the feed does next. The lower the token number, the older the membership tier.',
    'The collection sold out at launch on 23 October. What happens to the posts from here is up to the people who hold them.',
  ],
} as const;
