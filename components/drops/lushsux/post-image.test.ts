import { withImage } from './post-image';
import type { PostNft } from '@/lib/drops/types';

const post = (picture: string | null): PostNft => ({
  key: 'p1',
  description: 'a post',
  picture,
  price: null,
  tokenNo: null,
  postNo: 1,
  type: 'Image',
  category: 'Graffiti',
  date: null,
  likes: 0,
  comments: 0,
  captionWords: 2,
  captionLetters: 6,
  taggedUser: '',
  contents: [],
});

describe('withImage', () => {
  it('gives a post picture next/image’s optimised sources, the platform URL encoded in them', () => {
    const { image } = withImage(post('http://127.0.0.1:4010/images/a b.png?x="1"'));
    expect(image?.src).toMatch(/^\/_next\/image\?url=/);
    expect(image?.src).toContain(encodeURIComponent('http://127.0.0.1:4010/images/a b.png?x="1"'));
    expect(image?.srcSet).toContain('&w=');
    expect(image).toMatchObject({ width: 400, height: 400, sizes: '(max-width: 600px) 50vw, 240px' });
  });

  it('leaves a post without a picture without one', () => expect(withImage(post(null)).image).toBeNull());
});
