import { memo } from 'react';
import { postCardText, type PostCardData, type PostImage } from '@/lib/drops/lushsux/posts';
import { formatPrice } from '@/lib/format/price';
import styles from './lushsux.module.css';

/** A post NFT's card (drop-pages §3); memoised so a load of 10 more skips the thousands unchanged. */
export const PostCard = memo(function PostCard({ post }: { post: PostCardData }) {
  return (
    <li className={styles.post} data-testid="post-card">
      {post.image ? <PostPicture image={post.image} /> : <div className={styles.noPicture} />}
      <p className={styles.postText}>{postCardText(post.description)}</p>
      <p className={styles.postPrice}>{formatPrice(post.price)}</p>
      <dl className={styles.postAttributes}>
        {post.postNo !== null && (
          <>
            <dt>Post</dt>
            <dd data-testid="post-no">{post.postNo}</dd>
          </>
        )}
        <dt>Likes</dt>
        <dd data-testid="post-likes">{post.likes}</dd>
        <dt>Comments</dt>
        <dd data-testid="post-comments">{post.comments}</dd>
        {post.type && (
          <>
            <dt>Type</dt>
            <dd data-testid="post-type">{post.type}</dd>
          </>
        )}
        {post.category && (
          <>
            <dt>Category</dt>
            <dd data-testid="post-category">{post.category}</dd>
          </>
        )}
        {post.contents.length > 0 && (
          <>
            <dt>Content</dt>
            <dd data-testid="post-content">{post.contents.join(', ')}</dd>
          </>
        )}
      </dl>
    </li>
  );
});

/** Sources worked out by the server (post-image.ts), in a plain lazy <img>. */
function PostPicture({ image }: { image: PostImage }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own output
  return <img {...image} alt="" loading="lazy" decoding="async" />;
}
