import 'server-only';
import { defineDrop } from '@/components/drops/drop-module';
import { readFirstPosts } from '@/lib/drops/lushsux/load';
import { LushsuxLanding } from './lushsux-landing';
import { withImage } from './post-image';

/** The members' landing (drop-pages §2). */
export default defineDrop({
  layout: async ({ drop }) => {
    const posts = await readFirstPosts();
    return <LushsuxLanding drop={drop} posts={posts && { ...posts, items: posts.items.map(withImage) }} />;
  },
});
