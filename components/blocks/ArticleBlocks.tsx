import type { ArticleBlock } from '@/lib/content/types';
import { RichText } from './RichText';
import styles from './Prose.module.css';

export function ArticleBlocks({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) =>
        block.kind === 'subtitle' ? (
          <section key={block.id}>
            {block.subtitle ? <h2 className={styles.subtitle}>{block.subtitle}</h2> : null}
            <RichText nodes={block.nodes} />
          </section>
        ) : (
          <RichText key={block.id} nodes={block.nodes} />
        ),
      )}
    </div>
  );
}
